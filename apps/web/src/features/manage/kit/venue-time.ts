// Owns the calendar's arithmetic of days in the venue's time zone: a venue-local date and time ("YYYY-MM-DD",
// "HH:mm") of an instant, the instant of a venue-local wall-clock time, today there, and the week and month a
// calendar page shows (weeks start on Monday, as in the four languages' countries). Sessions are written in
// venue-local "YYYY-MM-DDTHH:mm" (docs/api.md) and read as instants; the calendar must not shift them into the
// browser's own zone, so nothing here uses the Date's local-time methods.

export type LocalParts = { date: string; time: string; minutes: number };

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The venue-local date, time and minutes since midnight of an instant. */
export function localParts(instant: Date | string, timeZone: string): LocalParts {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${String(hour).padStart(2, '0')}:${parts.minute}`,
    minutes: hour * 60 + minute,
  };
}

/** How far the zone is ahead of UTC at that instant, in minutes. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of a venue-local wall-clock time (two passes: the offset at the guess, then at the answer). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - offsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - offsetMinutes(guess, timeZone) * 60_000);
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localParts(now, timeZone).date;
}

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
  /** The instants bounding what is asked of the API: the venue's midnight of `first`, and of the day after `last`. */
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
    from: zonedInstant(first, '00:00', timeZone),
    until: zonedInstant(addDays(last, 1), '00:00', timeZone),
    previous,
    next,
  };
}

/**
 * A venue-local "YYYY-MM-DDTHH:MM" (as the back office reads and writes sessions) as an instant whose UTC fields are
 * those local ones: format it with `timeZone: 'UTC'` to show the venue's own date and time in any language.
 */
export const localAsUtc = (local: string): Date => new Date(`${local.slice(0, 16)}:00Z`);
