'use client';
// `/manage/sessions/new`: the session form, filled from the address — the calendar's empty slot gives the hall, the
// day and a start (?hall=&date=&time=), a performance's "new session" gives it (?performance=).
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { inLocale } from '../kit/localized';
import { ManagePageHeader } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { VenueChooser } from '../kit/venue-chooser';
import { isLocalDate } from '../kit/venue-time';
import { SessionForm } from './session-form';
import type { TSessionFormInput } from './session-form-values';
import { useVenueChoice } from './use-venue-choice';

/** The address's keys that name records of the venue: another venue's form starts without them. */
const VENUE_BOUND = ['hall', 'performance'] as const;

export function NewSessionPage() {
  const t = useTranslations('ManageSessions');
  const locale = useLocale();
  const params = useSearchParams();
  const { venueId, halls } = useVenueChoice();
  const id = (key: string) => (/^\d{1,9}$/.test(params.get(key) ?? '') ? Number(params.get(key)) : undefined);
  const date = params.get('date');
  const time = params.get('time') ?? '';
  const initial: Partial<TSessionFormInput> = {
    performance: id('performance'),
    hall: id('hall') ?? (halls.data?.results.length === 1 ? halls.data.results[0]?.id : undefined),
    date: isLocalDate(date) ? date : undefined,
    time: /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : '19:00',
  };
  return (
    <>
      <ManagePageHeader
        title={t('titles.new')}
        back={{
          href: venueId ? `/manage/sessions?venue=${venueId}` : '/manage/sessions',
          label: t('titles.calendar'),
        }}
      >
        {venueId !== null ? <VenueChooser venueId={venueId} dropped={VENUE_BOUND} /> : null}
      </ManagePageHeader>
      {venueId === null || !halls.data ? (
        <QueryState query={halls} />
      ) : (
        <SessionForm
          key={venueId}
          venueId={venueId}
          halls={halls.data.results.map((hall) => ({ id: hall.id, title: inLocale(hall.title, locale) }))}
          initial={initial}
        />
      )}
    </>
  );
}
