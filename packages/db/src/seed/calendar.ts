// Calendar arithmetic of the seed. Days are plain `YYYY-MM-DD` strings computed in UTC so the
// result never depends on the machine's time zone; "today" is the date in Moscow, where the
// catalogue's default city is.

export type IsoDate = string;

const DAY_MS = 86_400_000;

/** The current date in Europe/Moscow as `YYYY-MM-DD`. */
export function moscowToday(now: Date = new Date()): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Normalises a `today` option: a Date is read as a Moscow calendar day. */
export function toIsoDay(value: Date | string | undefined): IsoDate {
  if (value === undefined) return moscowToday();
  if (typeof value === 'string') {
    // Round-tripping rejects both bad shapes and impossible days such as 2025-02-30.
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
      throw new Error(`Not a date (YYYY-MM-DD): ${value}`);
    }
    return value;
  }
  if (Number.isNaN(value.getTime())) throw new Error('Invalid date for the seed');
  return moscowToday(value);
}

function toUtc(day: IsoDate): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: IsoDate, days: number): IsoDate {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: IsoDate): number {
  return new Date(toUtc(day)).getUTCDay();
}

export function isWeekend(day: IsoDate): boolean {
  const d = weekday(day);
  return d === 0 || d === 6;
}

export function yearOf(day: IsoDate): number {
  return Number(day.slice(0, 4));
}

/** A wall-clock time in a city with the given UTC offset, as an absolute instant. */
export function instantAt(day: IsoDate, time: string, utcOffsetHours: number): Date {
  return new Date(toUtc(day) + timeToMinutes(time) * 60_000 - utcOffsetHours * 3_600_000);
}

export function timeToMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}
