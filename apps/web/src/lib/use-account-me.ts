'use client';
// The visitor's account as GET /account/me tells it (anonymous: `{success: false}`). One read shared by the header
// icon and the callback form; a failed request counts as anonymous.
import type { TAccountMe } from '@afisha/contracts';
import { useLocale } from 'next-intl';
import { accountMeGuard } from './api-guards';
import { browserApi } from './browser-api';
import { useApiRead } from './use-api-read';

const anonymous: TAccountMe = { success: false };

export function useAccountMe(): TAccountMe {
  const locale = useLocale();
  const me = useApiRead('account/me', async () => {
    const result = await browserApi().get('/account/me', accountMeGuard, { locale });
    return result.ok ? result.data : anonymous;
  });
  return me ?? anonymous;
}
