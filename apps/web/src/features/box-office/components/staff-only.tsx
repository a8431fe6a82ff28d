'use client';
// What the box office shows to anybody the API refuses (403): who it is for, and a way to sign in to an anonymous
// visitor only (a signed-in clerk or customer is told their account has no access, not offered to sign in again).
import { useTranslations } from 'next-intl';
import { primaryActionClass } from '@/components/ui/notice';
import { Link, usePathname } from '@/i18n/navigation';
import { signInPath } from '@/lib/return-path';
import { useAccountMeRead } from '@/lib/use-account-me';

export function StaffOnly({ text }: { text?: string }) {
  const t = useTranslations('BoxOffice');
  const pathname = usePathname();
  const me = useAccountMeRead();
  const signedIn = me?.success === true;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-6 text-ink">
      <p>{text ?? (signedIn ? t('staffOnlySignedIn') : t('staffOnly'))}</p>
      {me && !signedIn ? (
        <Link href={signInPath(pathname)} className={primaryActionClass}>
          {t('signIn')}
        </Link>
      ) : null}
    </div>
  );
}
