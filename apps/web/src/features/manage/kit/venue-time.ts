// Owns the calendar's arithmetic of days: the week and month a calendar page shows (weeks start on Monday, as in the
// four languages' countries) and the instants bounding them in the venue's time zone. Sessions are written in
// venue-local "YYYY-MM-DDTHH:mm" (docs/api.md) and read as instants; converting between the two is
// @afisha/contracts/venue-time's, shared with the API, and nothing here uses the Date's local-time methods, so the
// calendar never shifts sessions into the browser's own zone.
import { startOfDay } from '@afisha/contracts/venue-time';

/** A calendar date moved by whole days (no time zone involved: dates are wall-clock labels). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function weekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

export const isLocalDate = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export type CalendarView = 'week' | 'month';

export type CalendarRange = {
  view: CalendarView;
  /** The first and last days shown (whole weeks, Monday to Sunday). */
  first: string;
  last: string;
  days: string[];
  /** The days of the month itself (a month view also shows the neighbouring months' days of its first and last week). */
  inPeriod: (date: string) => boolean;
  /** The instants bounding what is asked of the API: the venue's start of `first`, and of the day after `last`. */
  from: Date;
  until: Date;
  previous: string;
  next: string;
};

/** The week (Monday to Sunday) or month around a venue-local date, in the venue's time zone. */
export function calendarRange(view: CalendarView, anchor: string, timeZone: string): CalendarRange {
  let first: string;
  let last: string;
  let previous: string;
  let next: string;
  let inPeriod: (date: string) => boolean;
  if (view === 'week') {
    first = addDays(anchor, -weekday(anchor));
    last = addDays(first, 6);
    previous = addDays(first, -7);
    next = addDays(first, 7);
    inPeriod = () => true;
  } else {
    const month = anchor.slice(0, 7);
    const start = `${month}-01`;
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const end = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
    first = addDays(start, -weekday(start));
    last = addDays(end, 6 - weekday(end));
    previous = addDays(start, -1).slice(0, 7).concat('-01');
    next = addDays(end, 1);
    inPeriod = (date) => date.startsWith(month);
  }
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return {
    view,
    first,
    last,
    days,
    inPeriod,
    from: startOfDay(first, timeZone),
    until: startOfDay(addDays(last, 1), timeZone),
    previous,
    next,
  };
}
