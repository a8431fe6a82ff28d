'use client';
// The visitor's account as GET /account/me tells it (anonymous: `{success: false}`). One read shared by the header
// icon, the callback form and the account pages; a failed request counts as anonymous.
//
// Every read that depends on who is signed in has a key under ACCOUNT_READ_PREFIX (`account/me`, the header's
// unread probe, a favourites list…). refreshAccount() asks them all again, plus the cart counter (signing out drops
// the session and its cart): call it after signing in or out, after a profile change, and after anything that
// changes the unread notifications, so the header follows at once.
import type { TAccountMe } from '@afisha/contracts';
import { useLocale } from 'next-intl';
import { accountMeGuard } from './api-guards';
import { browserApi } from './browser-api';
import { refreshReads, useApiRead } from './use-api-read';

export const ACCOUNT_READ_PREFIX = 'account/';
export const ACCOUNT_ME_READ = `${ACCOUNT_READ_PREFIX}me`;
const CART_READ_PREFIX = 'cart/';

const anonymous: TAccountMe = { success: false };

export function useAccountMe(): TAccountMe {
  return useAccountMeRead() ?? anonymous;
}

/** The same read, undefined until it has arrived (pages that must not mistake "not known yet" for anonymous). */
export function useAccountMeRead(): TAccountMe | undefined {
  const locale = useLocale();
  return useApiRead(ACCOUNT_ME_READ, async () => {
    const result = await browserApi().get('/account/me', accountMeGuard, { locale });
    return result.ok ? result.data : anonymous;
  });
}

/** Asks again every per-user read (and the cart counter); components showing them update when the answers come. */
export function refreshAccount(): void {
  refreshReads((key) => key.startsWith(ACCOUNT_READ_PREFIX) || key.startsWith(CART_READ_PREFIX));
}
