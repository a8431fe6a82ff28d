'use client';
// Signing out (the profile page, the "already signed in" notice; the account area's navigation may show it too):
// POST /account/logout ends the session, the page forgets its CSRF token, every per-user read is asked again (the
// header's icon gets its lock badge back) and the visitor lands on the home page with a confirmation toast.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
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
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    const result = await signOut(locale);
    setBusy(false);
    if (!result.ok) {
      showFormErrorToast(tForms('formError'));
      return;
    }
    refreshAccount();
    showSuccessToast(result.data?.detail ?? t('signedOut'));
    if (redirectTo) router.replace(redirectTo);
  };

  return (
    <button type="button" onClick={leave} disabled={busy} className={className}>
      {busy ? t('signingOut') : t('signOut')}
    </button>
  );
}
