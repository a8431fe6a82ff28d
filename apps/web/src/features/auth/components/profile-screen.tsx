'use client';
// /account/profile: the signed-in customer's personal data, e-mail address and password, and signing out. Per-user,
// so rendered here in the browser from the shared account read (the page itself stays a static shell); an
// anonymous visitor is sent to sign in and brought back afterwards.
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { signInPath } from '@/lib/return-path';
import { useAccountMeRead } from '@/lib/use-account-me';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { PersonalDataForm } from './personal-data-form';
import { ProfileSection } from './profile-section';
import { SignOutButton } from './sign-out-button';

const PROFILE_PATH = '/account/profile';

export function ProfileScreen() {
  const t = useTranslations('Profile');
  const account = useAccountMeRead();
  const router = useRouter();
  const anonymous = account?.success === false;
  useEffect(() => {
    if (anonymous) router.replace(signInPath(PROFILE_PATH));
  }, [anonymous, router]);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink md:text-4xl">{t('title')}</h1>
      {account?.success ? (
        <>
          {/* Keyed by the account: another sign-in in this tab starts from that account's values. */}
          <PersonalDataForm key={`data-${account.email}`} account={account} />
          <EmailChangeForm account={account} />
          <PasswordChangeForm />
          <ProfileSection title={t('signOutTitle')} intro={t('signOutIntro')}>
            <div>
              <SignOutButton />
            </div>
          </ProfileSection>
        </>
      ) : (
        <p role="status" className="text-muted">
          {anonymous ? t('redirecting') : t('loading')}
        </p>
      )}
    </div>
  );
}
