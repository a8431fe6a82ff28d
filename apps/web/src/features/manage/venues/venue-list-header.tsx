'use client';
// "New venue" above the list, for administrators (who alone may create one).
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useManage } from '../kit/manage-context';
import { manageActionClass } from '../kit/page-header';

export function VenueListHeader() {
  const t = useTranslations('Manage.venues');
  const { me } = useManage();
  if (!me.is_admin) return null;
  return (
    <Link href="/manage/venues/new" className={manageActionClass}>
      {t('new')}
    </Link>
  );
}
