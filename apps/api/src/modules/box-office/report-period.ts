// Owns the period of the box office's sales reports (stats and CSV): the days asked for, or the last
// REPORT_DEFAULT_DAYS days up to today in the report's time zone, refused when reversed or longer than
// REPORT_MAX_DAYS (a 400 on date_to, like /holidays), and who may ask for a venue (403 for one the staff
// member does not see).
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from '@afisha/contracts';
import { todayIn } from '@afisha/contracts/venue-time';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import { type StaffScope, seesVenue } from './staff-access.ts';

/** What every report reads: the days (inclusive, in `tz`), the staff member's venues and the filters. */
export type ReportFilter = {
  dateFrom: string;
  dateTo: string;
  tz: string;
  scope: StaffScope;
  venue?: number;
  performance?: number;
  event?: number;
  /** CSV only: the orders' status. */
  status?: string;
};

type ReportQuery = {
  date_from?: string;
  date_to?: string;
  tz: string;
  venue?: number;
  performance?: number;
  event?: number;
  status?: string;
};

const DAY_MS = 86_400_000;

/** YYYY-MM-DD moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export function reportFilter(scope: StaffScope, query: ReportQuery, now: Date): ReportFilter {
  if (query.venue !== undefined && !seesVenue(scope, query.venue))
    throw new AppError('permission_denied', 403);
  const dateTo = query.date_to ?? todayIn(query.tz, now);
  const dateFrom = query.date_from ?? addDays(dateTo, 1 - REPORT_DEFAULT_DAYS);
  if (dateTo < dateFrom) {
    throw new FieldValidationError([
      { field: 'date_to', code: 'invalid', message: 'dates.range_reversed', params: { from: dateFrom } },
    ]);
  }
  if (daysBetween(dateFrom, dateTo) > REPORT_MAX_DAYS) {
    throw new FieldValidationError([
      { field: 'date_to', code: 'max_value', params: { max: addDays(dateFrom, REPORT_MAX_DAYS - 1) } },
    ]);
  }
  return {
    dateFrom,
    dateTo,
    tz: query.tz,
    scope,
    venue: query.venue,
    performance: query.performance,
    event: query.event,
    status: query.status,
  };
}
