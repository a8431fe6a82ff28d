'use client';
// The header menu's links for staff only (GET /account/me's `box_office` and `manage`, the read the profile icon
// already makes): the box office for clerks, managers and administrators; the back office for managers and
// administrators. Customers and anonymous visitors get nothing.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useAccountMe } from '@/lib/use-account-me';

export function StaffMenuItem({ className }: { className: string }) {
  const t = useTranslations('Shell');
  const me = useAccountMe();
  if (!me.success) return null;
  return (
    <>
      {me.box_office === true ? (
        <li>
          <Link href="/box-office" className={className}>
            {t('boxOffice')}
          </Link>
        </li>
      ) : null}
      {me.manage === true ? (
        <li>
          <Link href="/manage" className={className}>
            {t('backOffice')}
          </Link>
        </li>
      ) : null}
    </>
  );
}
