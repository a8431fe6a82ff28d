'use client';
// `/manage/sessions`: the page's heading, the venue it shows (and the way to another) and its two ways to make
// sessions (one, or a series), above the calendar.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ManagePageHeader, manageActionClass, manageSecondaryClass } from '../kit/page-header';
import { useChosenVenue } from '../kit/venue-choice';
import { VenueChooser } from '../kit/venue-chooser';
import { SessionsCalendar } from './sessions-calendar';

export function SessionsPage() {
  const t = useTranslations('ManageSessions');
  const { venueId } = useChosenVenue();
  const query = venueId !== null ? { venue: String(venueId) } : {};
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
      >
        {venueId !== null ? <VenueChooser venueId={venueId} /> : null}
      </ManagePageHeader>
      <SessionsCalendar />
    </>
  );
}
