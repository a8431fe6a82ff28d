'use client';
// The header menu's link to the box office, for staff only (GET /account/me's `box_office`, the read the profile
// icon already makes): customers and anonymous visitors get nothing.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useAccountMe } from '@/lib/use-account-me';

export function StaffMenuItem({ className }: { className: string }) {
  const t = useTranslations('Shell');
  const me = useAccountMe();
  if (!me.success || me.box_office !== true) return null;
  return (
    <li>
      <Link href="/box-office" className={className}>
        {t('boxOffice')}
      </Link>
    </li>
  );
}
