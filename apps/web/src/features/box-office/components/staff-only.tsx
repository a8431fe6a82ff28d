// What the box office shows to anybody the API refuses (403): who it is for and a way to sign in.
import { useTranslations } from 'next-intl';
import { primaryActionClass } from '@/components/ui/notice';
import { Link, usePathname } from '@/i18n/navigation';
import { signInPath } from '@/lib/return-path';

export function StaffOnly({ text }: { text?: string }) {
  const t = useTranslations('BoxOffice');
  const pathname = usePathname();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-6 text-ink">
      <p>{text ?? t('staffOnly')}</p>
      <Link href={signInPath(pathname)} className={primaryActionClass}>
        {t('signIn')}
      </Link>
    </div>
  );
}
