'use client';
// The landing of the e-mail change mail's link (/account/confirm-email?token=…, apps/api mail/site-links.ts): applies
// the new address once, asks the account reads again (the profile shows it) and leads to the profile. A link that
// does not work leads there too: a new change can be asked for from the profile.
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { refreshAccount } from '@/lib/use-account-me';
import { confirmEmailChange } from '../api/auth.api';
import { useTokenConfirmation } from '../hooks/use-token-confirmation';
import { AuthCard, secondaryActionClass } from './auth-card';
import { LinkProblem } from './link-problem';

export function ConfirmEmailChange() {
  const t = useTranslations('Auth');
  const outcome = useTokenConfirmation('email-change', confirmEmailChange);
  const done = outcome.state === 'done';
  useEffect(() => {
    if (done) refreshAccount();
  }, [done]);
  switch (outcome.state) {
    case 'working':
      return <AuthCard title={t('emailChangeTitle')} intro={<span role="status">{t('confirming')}</span>} />;
    case 'done':
      return (
        <AuthCard title={t('emailChangedTitle')} intro={<span role="status">{outcome.detail}</span>}>
          <Link href="/account/profile" className={`${primaryActionClass} self-start`}>
            {t('toProfile')}
          </Link>
        </AuthCard>
      );
    case 'failed':
      return (
        <AuthCard title={t('emailChangeTitle')}>
          <LinkProblem
            body={outcome.body}
            unreachable={outcome.unreachable}
            action={
              <Link href="/account/profile" className={secondaryActionClass}>
                {t('toProfile')}
              </Link>
            }
          />
        </AuthCard>
      );
  }
}
