// Owns expanding the dates of a series (POST /manage/events/series) into venue-local wall times: a list is taken
// as given (in its order, duplicates refused), a weekly rule walks its days from `from` to `until` inclusive, at every
// time, skipping `except` dates. Pure (no clock, no zone): the service converts each wall time with the venue's
// zone (@afisha/contracts/venue-time) and refuses those in the past. The limit is checked while walking, so a rule
// of ten years does not build a long array first.
import { SERIES_MAX_SESSIONS, type TSeriesDates } from '@afisha/contracts/manage/events';
import { FieldValidationError } from '../../../lib/app-error.ts';

const DAY = 86_400_000;
/** A weekly rule may span at most this many days (two seasons): beyond it is a typing mistake in a year. */
export const SERIES_MAX_SPAN_DAYS = 731;

/** ISO weekday (1 Monday .. 7 Sunday) of a "YYYY-MM-DD" date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function expandSeriesDates(dates: TSeriesDates, max = SERIES_MAX_SESSIONS): string[] {
  if (Array.isArray(dates)) return fromList(dates, max);
  const from = Date.parse(`${dates.from}T00:00:00Z`);
  const until = Date.parse(`${dates.until}T00:00:00Z`);
  if (until < from) {
    throw new FieldValidationError([
      { field: 'dates.until', code: 'invalid', message: 'field.series_until_before_from' },
    ]);
  }
  if ((until - from) / DAY >= SERIES_MAX_SPAN_DAYS) {
    throw new FieldValidationError([
      {
        field: 'dates.until',
        code: 'max_value',
        message: 'field.series_span_too_long',
        params: { max: SERIES_MAX_SPAN_DAYS },
      },
    ]);
  }
  const days = new Set(dates.days);
  const except = new Set(dates.except ?? []);
  const times = [...new Set(dates.times)].sort();
  const out: string[] = [];
  for (let at = from; at <= until; at += DAY) {
    const date = new Date(at).toISOString().slice(0, 10);
    if (!days.has(isoWeekday(date)) || except.has(date)) continue;
    for (const time of times) {
      out.push(`${date}T${time}`);
      if (out.length > max) throw tooMany(max);
    }
  }
  if (out.length === 0) {
    throw new FieldValidationError([{ field: 'dates', code: 'invalid', message: 'field.series_no_dates' }]);
  }
  return out;
}

function fromList(dates: readonly string[], max: number): string[] {
  if (dates.length > max) throw tooMany(max);
  const seen = new Set<string>();
  dates.forEach((date, index) => {
    if (seen.has(date)) {
      throw new FieldValidationError([
        { field: `dates.${index}`, code: 'unique', message: 'field.series_duplicate_date', params: { date } },
      ]);
    }
    seen.add(date);
  });
  // In the editor's order: a field error names `dates.<index>` of what was sent.
  return [...seen];
}

const tooMany = (max: number) =>
  new FieldValidationError([
    { field: 'dates', code: 'max_length', message: 'field.series_too_many', params: { max } },
  ]);
