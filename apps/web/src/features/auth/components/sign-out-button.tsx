'use client';
// Signing out (the profile page, the "already signed in" notice; the account area's navigation may show it too):
// POST /account/logout ends the session and the page forgets its CSRF token. Then, by default, the browser loads
// the home page afresh: every per-user thing this page life holds (the header's reads, lists other features keep)
// goes with it, and no guard of an account page can mistake the signed-out state for a visitor to send to sign in
// (in-app navigation and such a guard would race). With `redirectTo={null}` the page stays and its per-user reads
// are asked again instead (the sign-in page, which has no guard).
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { getPathname } from '@/i18n/navigation';
import { showFormErrorToast, showSuccessToast } from '@/lib/toasts';
import { refreshAccount } from '@/lib/use-account-me';
import { signOut } from '../api/auth.api';
import { secondaryActionClass } from './auth-card';

type SignOutButtonProps = {
  className?: string;
  /** Where to go once signed out (the home page); null stays on the page (it shows the anonymous state itself). */
  redirectTo?: '/' | null;
};

export function SignOutButton({ className = secondaryActionClass, redirectTo = '/' }: SignOutButtonProps) {
  const t = useTranslations('Auth');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    const result = await signOut(locale);
    if (!result.ok) {
      setBusy(false);
      showFormErrorToast(tForms('formError'));
      return;
    }
    if (redirectTo) {
      window.location.assign(getPathname({ href: redirectTo, locale }));
      return;
    }
    setBusy(false);
    refreshAccount();
    showSuccessToast(result.data?.detail ?? t('signedOut'));
  };

  return (
    <button type="button" onClick={leave} disabled={busy} className={className}>
      {busy ? t('signingOut') : t('signOut')}
    </button>
  );
}
