'use client';
// The landing of the sign-up mail's link (/account/confirm?token=…, apps/api mail/site-links.ts): confirms the
// address once, then says so and offers to sign in. A used, expired or missing token is said plainly, with the way
// to a new link (signing up again with the same address sends one).
import { useTranslations } from 'next-intl';
import { primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { confirmRegistration } from '../api/auth.api';
import { useTokenConfirmation } from '../hooks/use-token-confirmation';
import { AuthCard, secondaryActionClass } from './auth-card';
import { LinkProblem } from './link-problem';

export function ConfirmRegistration() {
  const t = useTranslations('Auth');
  const outcome = useTokenConfirmation('registration', confirmRegistration);
  switch (outcome.state) {
    case 'working':
      return <AuthCard title={t('confirmTitle')} intro={<span role="status">{t('confirming')}</span>} />;
    case 'done':
      return (
        <AuthCard title={t('confirmedTitle')} intro={<span role="status">{outcome.detail}</span>}>
          <Link href="/sign-in" className={`${primaryActionClass} self-start`}>
            {t('signIn')}
          </Link>
        </AuthCard>
      );
    case 'failed':
      return (
        <AuthCard title={t('confirmTitle')}>
          <LinkProblem
            body={outcome.body}
            unreachable={outcome.unreachable}
            action={
              <Link href="/sign-up" className={secondaryActionClass}>
                {t('signUpAgain')}
              </Link>
            }
          />
        </AuthCard>
      );
  }
}
