'use client';
// `/manage/sessions/{id}`: one session — what it is (performance, date, hall, status, sold of capacity), the ways to
// act on it (seats off sale, copy, a new session of the same show, cancel, the prices of its series or of the show's
// upcoming sessions in the hall at once, the performance page's preview), its form with the price table, and its
// early-access keys. A cancelled session is shown, not edited.
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { getEvent, listHalls } from '../api/events.api';
import { inLocale } from '../kit/localized';
import { ManagePageHeader, manageSecondaryClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { useLocalWhen } from '../kit/use-local-when';
import { AccessKeys } from './access-keys';
import { CancelDialog } from './cancel-dialog';
import { CopyDialog } from './copy-dialog';
import { SessionForm } from './session-form';
import { SessionStatus } from './session-status';

export function SessionPage({ id }: { id: number }) {
  const t = useTranslations('ManageSessions.session');
  const titles = useTranslations('ManageSessions.titles');
  const bulk = useTranslations('ManageSessions.bulk');
  const preview = useTranslations('Manage.preview');
  const locale = useLocale();
  const localWhen = useLocalWhen();
  const [dialog, setDialog] = useState<'copy' | 'cancel' | null>(null);
  const event = useQuery({
    queryKey: ['manage', 'event', id, locale],
    queryFn: () => getEvent(locale, id),
  });
  const venueId = event.data?.venue ?? null;
  const halls = useQuery({
    queryKey: ['manage', 'halls', venueId, locale],
    queryFn: () => listHalls(locale, venueId as number),
    enabled: venueId !== null,
    staleTime: 60_000,
  });
  if (!event.data) return <QueryState query={event} />;
  const session = event.data;
  const title = inLocale(session.performance.title, locale);
  // The venue's own date and time, in the page's language ("30 декабря 2026 г., 19:00").
  const when = localWhen(session.starts_at);
  const cancelled = session.status === 'cancelled';
  const bulkQuery = session.series_id
    ? { venue: String(session.venue), series: session.series_id }
    : {
        venue: String(session.venue),
        performance: String(session.performance.id),
        hall: String(session.hall.id),
      };
  return (
    <>
      <ManagePageHeader
        title={title}
        back={{
          href: `/manage/sessions?venue=${session.venue}&date=${session.starts_at.slice(0, 10)}`,
          label: titles('calendar'),
        }}
        actions={
          <>
            <Link href={`/manage/sessions/${id}/seats`} className={manageSecondaryClass}>
              {t('seats')}
            </Link>
            <button type="button" onClick={() => setDialog('copy')} className={manageSecondaryClass}>
              {t('copy')}
            </button>
            <Link
              href={{
                pathname: '/manage/sessions/new',
                query: {
                  venue: String(session.venue),
                  performance: String(session.performance.id),
                  hall: String(session.hall.id),
                },
              }}
              className={manageSecondaryClass}
            >
              {t('newOfShow')}
            </Link>
            <Link
              href={{ pathname: '/manage/sessions/prices', query: bulkQuery }}
              className={manageSecondaryClass}
            >
              {bulk(session.series_id ? 'ofSeries' : 'ofShowHere')}
            </Link>
            {!cancelled ? (
              <button
                type="button"
                onClick={() => setDialog('cancel')}
                className={`${manageSecondaryClass} text-brand-dark`}
              >
                {t('cancel')}
              </button>
            ) : null}
          </>
        }
      >
        <p className="flex flex-wrap items-center gap-2 text-ink">
          <span className="font-semibold">{when}</span>
          <span>· {inLocale(session.hall.title, locale)}</span>
          <SessionStatus status={session.status} />
          <span className="text-muted">
            {t('soldOf', { sold: session.sold, held: session.held, capacity: session.capacity })}
          </span>
          <Link
            href={`/manage/performances/${session.performance.id}/preview`}
            className="font-semibold underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {preview('sessionLink')}
          </Link>
        </p>
      </ManagePageHeader>
      {cancelled ? (
        <p role="status" className="rounded-2xl bg-red-50 p-4 text-red-900">
          {t('cancelled', { reason: session.cancel_reason ?? '' })}
        </p>
      ) : venueId !== null && halls.data ? (
        <SessionForm
          venueId={venueId}
          halls={halls.data.results.map((hall) => ({ id: hall.id, title: inLocale(hall.title, locale) }))}
          event={session}
          onReload={() => void event.refetch()}
        />
      ) : (
        <QueryState query={halls} />
      )}
      <AccessKeys eventId={id} timeZone={session.timezone} />
      {dialog === 'copy' ? (
        <CopyDialog
          session={{
            id: session.id,
            starts_at: session.starts_at,
            status: session.status,
            sold: session.sold,
            held: session.held,
            capacity: session.capacity,
            hall: { id: session.hall.id, title: inLocale(session.hall.title, locale) },
            performance: { id: session.performance.id, title },
          }}
          onClose={() => setDialog(null)}
          onCopied={() => undefined}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelDialog
          eventId={id}
          title={title}
          when={when}
          onClose={() => setDialog(null)}
          onCancelled={() => void event.refetch()}
        />
      ) : null}
    </>
  );
}
