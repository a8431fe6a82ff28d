'use client';
// `/manage/sessions`: a venue's sessions by hall, as a week (halls × days) or a month (days, each session with its
// hall), or as a plain list (list view: session-list.tsx). The venue, view and period live in the address
// (?venue=&view=&date=), so the calendar can be reloaded or sent to a colleague. Each session is a block — time,
// performance, status, sold of capacity — that opens it; its "copy" button makes a copy at another date and time
// (copy-dialog.tsx); the "+" of an empty slot opens the new-session form with the hall, the day and the hall's usual
// start filled in. Days are the venue's (its time zone), whatever the browser's.
import type { TManageEventListItem } from '@afisha/contracts/manage/events';
import { formatWallTime } from '@afisha/contracts/time-of-day';
import { todayIn } from '@afisha/contracts/venue-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Fragment, useMemo, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { listEvents } from '../api/events.api';
import { inLocale } from '../kit/localized';
import { QueryState } from '../kit/query-state';
import { replaceQuery } from '../kit/replace-query';
import { useLocalWhen } from '../kit/use-local-when';
import { type CalendarView, calendarRange, isLocalDate } from '../kit/venue-time';
import {
  type CalendarHall,
  type CalendarSession,
  layoutByDay,
  layoutByHallAndDay,
  soldShare,
  usualStart,
} from './calendar-layout';
import { CopyDialog } from './copy-dialog';
import { SessionList } from './session-list';
import { SessionStatus } from './session-status';
import { useVenueChoice } from './use-venue-choice';

const VIEWS = ['week', 'month', 'list'] as const;
type View = (typeof VIEWS)[number];
const MONTH_CELL_MAX = 4;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function SessionsCalendar() {
  const t = useTranslations('ManageSessions.calendar');
  const locale = useLocale();
  const params = useSearchParams();
  const { venueId, venue, halls, noVenue } = useVenueChoice();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as View)
    : 'week';
  const timeZone = venue.data?.timezone ?? 'Europe/Moscow';
  const today = todayIn(timeZone);
  const anchor = isLocalDate(params.get('date')) ? (params.get('date') as string) : today;
  const range = calendarRange(view === 'month' ? 'month' : 'week', anchor, timeZone);
  const [copying, setCopying] = useState<CalendarSession | null>(null);

  const go = (change: { view?: View; date?: string }) => {
    const next = new URLSearchParams(params.toString());
    if (venueId !== null) next.set('venue', String(venueId));
    if (change.view) next.set('view', change.view);
    if (change.date) next.set('date', change.date);
    replaceQuery(next);
  };

  const events = useQuery({
    queryKey: ['manage', 'events', 'calendar', venueId, range.first, range.last, locale],
    queryFn: () =>
      listEvents(locale, {
        venue: String(venueId),
        date_from: range.first,
        date_to: range.last,
        ordering: 'starts_at',
        limit: 500,
        offset: 0,
      }),
    enabled: venueId !== null && view !== 'list',
    placeholderData: keepPreviousData,
  });

  const hallList = useMemo<CalendarHall[]>(
    () => (halls.data?.results ?? []).map((hall) => ({ id: hall.id, title: inLocale(hall.title, locale) })),
    [halls.data, locale],
  );
  const sessions = useMemo<CalendarSession[]>(
    () => (events.data?.results ?? []).map((event) => toCalendarSession(event, locale)),
    [events.data, locale],
  );

  if (noVenue) return <p className="rounded-2xl bg-surface p-6">{t('noVenue')}</p>;
  if (venueId === null || !venue.data) return <QueryState query={venue} />;

  const newHref = (hall: number | null, date: string, time: string) => ({
    pathname: '/manage/sessions/new',
    query: { venue: String(venueId), ...(hall ? { hall: String(hall) } : {}), date, time },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="inline-flex rounded-full border border-line bg-white p-1">
          <legend className="sr-only">{t('view')}</legend>
          {VIEWS.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={view === each}
              onClick={() => go({ view: each })}
              className={`rounded-full px-4 py-1.5 font-semibold ${focusRing} ${view === each ? 'bg-ink text-white' : 'text-ink hover:bg-surface'}`}
            >
              {t(`views.${each}`)}
            </button>
          ))}
        </fieldset>
        {view !== 'list' ? (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => go({ date: range.previous })}
              className={`rounded-full border border-line bg-white px-3 py-1.5 ${focusRing}`}
            >
              <span aria-hidden="true">←</span> {t(view === 'week' ? 'previousWeek' : 'previousMonth')}
            </button>
            <button
              type="button"
              onClick={() => go({ date: today })}
              className={`rounded-full border border-line bg-white px-3 py-1.5 ${focusRing}`}
            >
              {t('today')}
            </button>
            <button
              type="button"
              onClick={() => go({ date: range.next })}
              className={`rounded-full border border-line bg-white px-3 py-1.5 ${focusRing}`}
            >
              {t(view === 'week' ? 'nextWeek' : 'nextMonth')} <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
        <p className="text-sm text-muted">{t('timezone', { zone: timeZone })}</p>
      </div>
      {view === 'list' ? (
        <SessionList venueId={venueId} halls={hallList} />
      ) : (
        <>
          <h2 className="text-xl font-bold text-ink" aria-live="polite">
            <PeriodTitle view={view} first={range.first} last={range.last} anchor={anchor} />
          </h2>
          {events.isError && !events.data ? <QueryState query={events} /> : null}
          {events.isPending ? <QueryState query={events} /> : null}
          {events.data && view === 'week' ? (
            <WeekGrid
              rows={layoutByHallAndDay(hallList, range.days, sessions)}
              days={range.days}
              today={today}
              newHref={(hall, date) => newHref(hall, date, usualStart(sessions, hall))}
              onCopy={setCopying}
            />
          ) : null}
          {events.data && view === 'month' ? (
            <MonthGrid
              cells={layoutByDay(hallList, range.days, sessions)}
              inPeriod={range.inPeriod}
              today={today}
              newHref={(date) => {
                const hall = hallList.length === 1 ? (hallList[0]?.id ?? null) : null;
                return newHref(hall, date, hall ? usualStart(sessions, hall) : '19:00');
              }}
              onShowWeek={(date) => go({ view: 'week', date })}
              onCopy={setCopying}
            />
          ) : null}
        </>
      )}
      {copying ? (
        <CopyDialog
          session={copying}
          onClose={() => setCopying(null)}
          onCopied={() => void events.refetch()}
        />
      ) : null}
    </div>
  );
}

function toCalendarSession(event: TManageEventListItem, locale: string): CalendarSession {
  return {
    id: event.id,
    starts_at: event.starts_at,
    status: event.status,
    sold: event.sold,
    held: event.held,
    capacity: event.capacity,
    hall: { id: event.hall.id, title: inLocale(event.hall.title, locale) },
    performance: { id: event.performance.id, title: inLocale(event.performance.title, locale) },
  };
}

const dayDate = (date: string) => new Date(`${date}T12:00:00Z`);

function PeriodTitle({
  view,
  first,
  last,
  anchor,
}: {
  view: CalendarView;
  first: string;
  last: string;
  anchor: string;
}) {
  const format = useFormatter();
  if (view === 'month') {
    return (
      <>
        {format.dateTime(dayDate(`${anchor.slice(0, 7)}-15`), {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })}
      </>
    );
  }
  return (
    <>
      {format.dateTimeRange(dayDate(first), dayDate(last), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })}
    </>
  );
}

type NewHref = { pathname: string; query: Record<string, string> };

function WeekGrid({
  rows,
  days,
  today,
  newHref,
  onCopy,
}: {
  rows: ReturnType<typeof layoutByHallAndDay>;
  days: string[];
  today: string;
  newHref: (hall: number, date: string) => NewHref;
  onCopy: (session: CalendarSession) => void;
}) {
  const t = useTranslations('ManageSessions.calendar');
  const format = useFormatter();
  if (rows.length === 0) return <p className="rounded-2xl bg-surface p-6">{t('noHalls')}</p>;
  return (
    // Every day of the week in sight at any width from a tablet up (issue 30: at 768 px Saturday and Sunday were
    // past a sideways scroll). Below 1280 px the hall's name heads its row group on a line of its own, so the seven
    // days share the whole width (about 100 px each at 768 px, enough for a card's longest word, "Копировать");
    // from 1280 px it is the first column, as a wide screen has room for. Only a phone scrolls the week sideways.
    <div className="relative overflow-x-auto rounded-2xl border border-line">
      <table className="w-full min-w-[42rem] table-fixed border-collapse text-sm xl:min-w-[58rem]">
        <caption className="sr-only">{t('weekCaption')}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className="hidden w-36 px-2 py-2 text-left xl:table-cell">
              {t('hall')}
            </th>
            {days.map((date) => (
              <th
                key={date}
                scope="col"
                className={`px-1 py-2 text-left font-semibold ${date === today ? 'text-brand-dark' : 'text-ink'}`}
              >
                {format.dateTime(dayDate(date), {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                })}
                {date === today ? <span className="sr-only"> ({t('today')})</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.hall.id} className="border-t border-line">
            <tr className="xl:hidden">
              <th scope="rowgroup" colSpan={7} className="px-2 pt-2 text-left font-semibold text-ink">
                {row.hall.title}
              </th>
            </tr>
            <tr className="align-top">
              <th scope="row" className="hidden px-2 py-2 text-left font-semibold text-ink xl:table-cell">
                {row.hall.title}
              </th>
              {row.cells.map((cell) => (
                <td key={cell.date} className={`p-1 ${cell.date === today ? 'bg-brand/5' : ''}`}>
                  <div className="flex min-h-24 flex-col gap-1">
                    {cell.sessions.map((session) => (
                      <SessionBlock key={session.id} session={session} onCopy={onCopy} />
                    ))}
                    <Link
                      href={newHref(row.hall.id, cell.date)}
                      aria-label={t('newIn', {
                        hall: row.hall.title,
                        date: format.dateTime(dayDate(cell.date), { dateStyle: 'long', timeZone: 'UTC' }),
                      })}
                      className={`mt-auto flex h-8 items-center justify-center rounded-lg border border-dashed border-line text-muted hover:border-ink hover:text-ink ${focusRing}`}
                    >
                      <span aria-hidden="true">+</span>
                    </Link>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}

function SessionBlock({
  session,
  onCopy,
  showHall = false,
}: {
  session: CalendarSession;
  onCopy: (session: CalendarSession) => void;
  showHall?: boolean;
}) {
  const t = useTranslations('ManageSessions.calendar');
  const locale = useLocale();
  const localWhen = useLocalWhen('medium');
  const share = soldShare(session);
  const cancelled = session.status === 'cancelled';
  return (
    <div className={`rounded-lg border border-line bg-white p-1 xl:p-1.5 ${cancelled ? 'opacity-70' : ''}`}>
      <Link href={`/manage/sessions/${session.id}`} className={`flex flex-col gap-0.5 rounded ${focusRing}`}>
        <span className="font-bold text-ink">
          {formatWallTime(locale, session.starts_at.slice(11, 16))}
          {showHall ? (
            <span className="block truncate font-normal text-muted" title={session.hall.title}>
              {session.hall.title}
            </span>
          ) : null}
        </span>
        {/* Wrapped between words only (issue 30: a narrow day broke titles mid-word); two lines at most, and a word
            longer than the day is cut with an ellipsis; the whole title on hover. */}
        <span
          title={session.performance.title}
          className={`line-clamp-2 break-normal text-ink ${cancelled ? 'line-through' : ''}`}
        >
          <EllipsizedWords text={session.performance.title} className={cancelled ? 'line-through' : ''} />
        </span>
      </Link>
      {/* A narrow day (a week at 1280 px, any language) wraps the badge's words and puts "copy" under the count. */}
      {/* Below 1280 px the days are about 100 px wide: the badge and "copy" take a smaller size to fit whole. */}
      <div className="mt-1 flex max-w-full *:px-1.5 *:text-[0.6875rem] *:whitespace-normal xl:*:px-2 xl:*:text-xs">
        <SessionStatus status={session.status} />
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-1 gap-y-0.5">
        <span
          className="text-xs text-muted"
          title={t('soldOf', { sold: session.sold, capacity: session.capacity })}
        >
          {t('soldShort', { sold: session.sold, capacity: session.capacity })}
        </span>
        <button
          type="button"
          onClick={() => onCopy(session)}
          aria-label={t('copyOf', {
            title: session.performance.title,
            time: localWhen(session.starts_at),
          })}
          className={`-mx-0.5 max-w-full truncate rounded-md px-0.5 py-0.5 text-left text-[0.6875rem] font-semibold text-ink xl:text-xs underline hover:bg-surface ${focusRing}`}
        >
          {t('copy')}
        </button>
      </div>
      <div aria-hidden="true" className="mt-1 h-1 overflow-hidden rounded-full bg-surface">
        <div className="h-full bg-ink/60" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}

/**
 * `text` with each word its own box that ends in an ellipsis when the word is wider than the line: the line still
 * breaks only between words, and no word spills out of a narrow day nor is cut without a sign.
 */
function EllipsizedWords({ text, className = '' }: { text: string; className?: string }) {
  return text.split(' ').map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of one fixed text, in order.
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      {/* A line-through does not reach into an inline block: each word carries its own. */}
      <span className={`inline-block max-w-full truncate align-top ${className}`}>{word}</span>
    </Fragment>
  ));
}

function MonthGrid({
  cells,
  inPeriod,
  today,
  newHref,
  onShowWeek,
  onCopy,
}: {
  cells: ReturnType<typeof layoutByDay>;
  inPeriod: (date: string) => boolean;
  today: string;
  newHref: (date: string) => NewHref;
  onShowWeek: (date: string) => void;
  onCopy: (session: CalendarSession) => void;
}) {
  const t = useTranslations('ManageSessions.calendar');
  const format = useFormatter();
  const weekdays = cells
    .slice(0, 7)
    .map((cell) => format.dateTime(dayDate(cell.date), { weekday: 'short', timeZone: 'UTC' }));
  return (
    <div className="relative overflow-x-auto">
      <ol className="grid min-w-[44rem] grid-cols-7 gap-1" aria-label={t('monthCaption')}>
        {weekdays.map((name) => (
          <li key={name} aria-hidden="true" className="px-1 text-sm font-semibold text-muted">
            {name}
          </li>
        ))}
        {cells.map((cell) => {
          const shown = cell.sessions.slice(0, MONTH_CELL_MAX);
          const more = cell.sessions.length - shown.length;
          const label = format.dateTime(dayDate(cell.date), { dateStyle: 'full', timeZone: 'UTC' });
          return (
            <li
              key={cell.date}
              aria-label={label}
              className={`flex min-h-32 flex-col gap-1 rounded-lg border p-1 ${inPeriod(cell.date) ? 'border-line bg-white' : 'border-transparent bg-surface/60'} ${cell.date === today ? 'ring-2 ring-brand/40' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`text-sm font-semibold ${inPeriod(cell.date) ? 'text-ink' : 'text-muted'}`}
              >
                {Number(cell.date.slice(8, 10))}
              </span>
              {shown.map((session) => (
                <SessionBlock key={session.id} session={session} onCopy={onCopy} showHall />
              ))}
              {more > 0 ? (
                <button
                  type="button"
                  onClick={() => onShowWeek(cell.date)}
                  className={`text-left text-xs font-semibold text-ink underline ${focusRing}`}
                >
                  {t('more', { count: more })}
                </button>
              ) : null}
              <Link
                href={newHref(cell.date)}
                aria-label={t('newOn', { date: label })}
                className={`mt-auto flex h-7 items-center justify-center rounded-lg border border-dashed border-line text-muted hover:border-ink hover:text-ink ${focusRing}`}
              >
                <span aria-hidden="true">+</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
