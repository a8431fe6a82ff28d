'use client';
// /sign-up: the form, then (SPEC.md client state `isSignUpSuccess`) the "check your mail" screen naming the address
// the link went to, with a way to have it sent again and the way to sign in once confirmed. A visitor who is signed
// in already is told so instead of the form.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { useAccountMe } from '@/lib/use-account-me';
import { useFocusOnShow } from '../hooks/use-focus-on-show';
import { AuthCard, textLinkClass } from './auth-card';
import { ResendConfirmation } from './resend-confirmation';
import { SignOutButton } from './sign-out-button';
import { SignUpForm } from './sign-up-form';

export function SignUpScreen() {
  const t = useTranslations('Auth');
  const account = useAccountMe();
  const [signedUpEmail, setSignedUpEmail] = useState<string>();
  const isSignUpSuccess = signedUpEmail !== undefined;

  if (isSignUpSuccess) return <SignUpSuccess email={signedUpEmail} />;
  if (account.success) {
    return (
      <AuthCard title={t('signUpTitle')} intro={t('alreadySignedIn', { email: account.email })}>
        <div className="flex flex-wrap gap-3">
          <Link href="/account/favorites" className={primaryActionClass}>
            {t('continue')}
          </Link>
          <SignOutButton redirectTo={null} />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('signUpTitle')} intro={t('signUpIntro')}>
      <SignUpForm onSignedUp={setSignedUpEmail} />
    </AuthCard>
  );
}

function SignUpSuccess({ email }: { email: string }) {
  const t = useTranslations('Auth');
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <AuthCard
      headingRef={heading}
      title={t('checkMailTitle')}
      intro={t.rich('checkMailText', {
        email,
        strong: (chunks) => <strong className="text-ink">{chunks}</strong>,
      })}
    >
      <p className="text-sm text-muted">{t('checkMailHint')}</p>
      <ResendConfirmation email={email} />
      <p className="text-sm text-muted">
        {t('confirmedAlready')}{' '}
        <Link href="/sign-in" className={textLinkClass}>
          {t('signInLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
