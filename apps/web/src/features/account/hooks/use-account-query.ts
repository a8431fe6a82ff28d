'use client';
// A read of the account area through TanStack Query: keyed by the account (another account signed in on the same
// page never sees this one's answers) and by what it shows (section, tab, page); the previous page stays on screen
// while the next one loads. Refusals (4xx) are not retried: they will not change by asking again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useAccountMeRead } from '@/lib/use-account-me';
import { AccountReadError } from '../api/account.api';

export function useAccountKey(): string {
  const me = useAccountMeRead();
  return me?.success ? String(me.id ?? me.email) : 'anonymous';
}

export function useAccountQuery<T>(key: readonly unknown[], read: (locale: string) => Promise<T>) {
  const locale = useLocale();
  const account = useAccountKey();
  return useQuery({
    queryKey: ['account', account, locale, ...key],
    queryFn: () => read(locale),
    placeholderData: keepPreviousData,
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof AccountReadError && error.status !== undefined && error.status < 500),
  });
}
