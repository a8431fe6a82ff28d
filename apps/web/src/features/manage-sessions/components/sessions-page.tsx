'use client';
// `/manage/sessions`: the page's heading and its two ways to make sessions (one, or a series), above the calendar.
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  ManagePageHeader,
  manageActionClass,
  manageSecondaryClass,
} from '@/features/manage/components/page-header';
import { Link } from '@/i18n/navigation';
import { SessionsCalendar } from './sessions-calendar';

export function SessionsPage() {
  const t = useTranslations('ManageSessions');
  const venue = useSearchParams().get('venue');
  const query = venue ? { venue } : {};
  return (
    <>
      <ManagePageHeader
        title={t('titles.calendar')}
        actions={
          <>
            <Link href={{ pathname: '/manage/sessions/new', query }} className={manageActionClass}>
              {t('calendar.newSession')}
            </Link>
            <Link href={{ pathname: '/manage/sessions/series', query }} className={manageSecondaryClass}>
              {t('calendar.newSeries')}
            </Link>
          </>
        }
      />
      <SessionsCalendar />
    </>
  );
}
