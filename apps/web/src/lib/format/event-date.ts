// The SPEC.md section 4 event date line, per locale. An open-date ticket (withopendate 1) shows the range it is valid
// for, from begindate_now/begintime to eventdate/eventtime, with years only when the two years differ. Any other
// session shows day and month (with the year, in the language's own order, only when it is not the current one),
// time and hall, joined by commas.
// Dates and times are venue-local wall-clock values on the wire, so they are formatted as UTC to stay unshifted.
import { formatTimeOfDay, type TEvent } from '@afisha/contracts';

export type EventDateFields = Pick<
  TEvent,
  'eventdate' | 'eventtime' | 'withopendate' | 'begindate_now' | 'begintime' | 'hall_title'
>;

export type EventDateOptions = {
  locale: string;
  /** Today in the site's time zone, YYYY-MM-DD: decides whether the year is shown. */
  today: string;
  /** Joins the two ends of an open-date range in the page language (a message, e.g. "с {from} по {to}"). */
  range: (from: string, to: string) => string;
};

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();
const dayMonthYearFormats = new Map<string, Intl.DateTimeFormat>();

function memoised(
  store: Map<string, Intl.DateTimeFormat>,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = store.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    store.set(locale, format);
  }
  return format;
}

function wallClock(date: string, time: string | null): Date {
  const hhmm = time && /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : '00:00';
  return new Date(`${date}T${hhmm}:00Z`);
}

const yearOf = (date: string) => date.slice(0, 4);

/**
 * "4 февраля 2027", "February 4, 2027", "4 février 2027", "4. Februar 2027": the locale puts the year where its
 * readers expect it. What some locales write after the year (Russian "г.") is left out: the line goes on with a
 * comma and the time, and "2027 г., 19:00" reads as clutter.
 */
function dayMonth(locale: string, at: Date, withYear: boolean): string {
  if (!withYear) return memoised(dayMonthFormats, locale, { day: 'numeric', month: 'long' }).format(at);
  const parts = memoised(dayMonthYearFormats, locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(at);
  const lastValue = parts.findLastIndex((part) => part.type !== 'literal');
  return parts
    .slice(0, lastValue + 1)
    .map((part) => part.value)
    .join('');
}

/** The time as the language writes it everywhere in the product ("19:00", "7:00 PM"): @afisha/contracts' own. */
function clock(locale: string, at: Date): string {
  return formatTimeOfDay(locale, at, 'UTC');
}

function openDateRange(event: EventDateFields, { locale, range }: EventDateOptions): string {
  const beginDate = event.begindate_now ?? event.eventdate;
  const withYears = yearOf(beginDate) !== yearOf(event.eventdate);
  const begin = wallClock(beginDate, event.begintime);
  const end = wallClock(event.eventdate, event.eventtime);
  const from = [dayMonth(locale, begin, withYears), event.begintime ? clock(locale, begin) : null]
    .filter(Boolean)
    .join(', ');
  const to = `${dayMonth(locale, end, withYears)}, ${clock(locale, end)}`;
  return range(from, to);
}

export function formatEventDate(event: EventDateFields, options: EventDateOptions): string {
  if (event.withopendate === 1) return openDateRange(event, options);
  const at = wallClock(event.eventdate, event.eventtime);
  const parts = [
    dayMonth(options.locale, at, yearOf(event.eventdate) !== yearOf(options.today)),
    clock(options.locale, at),
    event.hall_title.trim() || null,
  ];
  return parts.filter(Boolean).join(', ');
}
