'use client';
// /sign-in: the form, or, for a visitor who is signed in already, who they are signed in as, the way on (to where
// they came from, else their favourites) and signing out.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { RETURN_PARAM, returnPathAfterSignIn } from '@/lib/return-path';
import { useAccountMe } from '@/lib/use-account-me';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';
import { SignOutButton } from './sign-out-button';

export function SignInScreen() {
  const t = useTranslations('Auth');
  const account = useAccountMe();
  // Once this form has signed the visitor in, the account read says so too: keep the form until the page changes.
  const [signedInHere, setSignedInHere] = useState(false);

  if (account.success && !signedInHere) {
    return (
      <AuthCard title={t('signInTitle')} intro={t('alreadySignedIn', { email: account.email })}>
        <div className="flex flex-wrap gap-3">
          <Link
            href={returnPathAfterSignIn(
              typeof window === 'undefined'
                ? null
                : new URLSearchParams(window.location.search).get(RETURN_PARAM),
            )}
            className={primaryActionClass}
          >
            {t('continue')}
          </Link>
          <SignOutButton redirectTo={null} />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('signInTitle')} intro={t('signInIntro')}>
      <SignInForm onSignedIn={() => setSignedInHere(true)} />
    </AuthCard>
  );
}
