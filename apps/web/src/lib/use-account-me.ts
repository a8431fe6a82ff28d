'use client';
// The visitor's account as GET /account/me tells it (anonymous: `{success: false}`). One query shared by the header
// icon and the callback form; a failed request counts as anonymous.
import { type TAccountMe, ZAccountMe } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { browserApi } from './browser-api';

const anonymous: TAccountMe = { success: false };

export function useAccountMe(): TAccountMe {
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['account', 'me'],
    staleTime: 60_000,
    queryFn: async () => {
      const result = await browserApi().get('/account/me', ZAccountMe, { locale });
      return result.ok ? result.data : anonymous;
    },
  });
  return data ?? anonymous;
}
