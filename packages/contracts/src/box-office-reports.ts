// Owns the contracts of the box office's sales reports (issue 7; staff only): GET /orders/admin/stats (totals, per
// venue, per performance), GET /orders/admin/stats/date (per day) and GET /orders/admin/csv (one row per order
// line). The period's cross-field rules (from ≤ to, at most REPORT_MAX_DAYS days, the defaults that depend on today
// in `tz`) are checked by the API, which knows today; the shapes are here.
import { z } from 'zod';
import { ID_MAX, ZDateParam } from './catalogue-query.ts';
import { ZLocale } from './locale.ts';
import { queryInteger } from './query-integer.ts';
import { ZOrderStatus } from './user-orders.ts';

/** The longest period one report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;
/** Without dates: this many days up to today. */
export const REPORT_DEFAULT_DAYS = 30;
/** The time zone days are counted in when none is given. */
export const REPORT_DEFAULT_TZ = 'Europe/Moscow';

/** An IANA zone name the runtime knows ("Europe/Moscow", "UTC"); offsets such as "+03:00" are refused. */
export function isTimeZone(value: string): boolean {
  // PostgreSQL reads a bare offset the POSIX way (sign reversed) while Intl does not: accept names only.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const ZReportId = queryInteger({ min: 1, max: ID_MAX });

/** GET /orders/admin/stats and /orders/admin/stats/date. */
export const ZSalesReportQuery = z.object({
  date_from: ZDateParam.optional().describe(
    'First day, YYYY-MM-DD, inclusive (in `tz`); default: 29 days before `date_to`.',
  ),
  date_to: ZDateParam.optional().describe('Last day, YYYY-MM-DD, inclusive (in `tz`); default: today.'),
  venue: ZReportId.optional().describe('Only this venue (403 when the staff member does not see it).'),
  performance: ZReportId.optional().describe('Only this performance.'),
  event: ZReportId.optional().describe('Only this session.'),
  tz: z
    .string()
    .trim()
    .refine(isTimeZone)
    .default(REPORT_DEFAULT_TZ)
    .describe('IANA time zone the days are counted in.'),
});
export type TSalesReportQuery = z.input<typeof ZSalesReportQuery>;

/** GET /orders/admin/csv: the same filters, and the orders' status. */
export const ZOrdersCsvQuery = ZSalesReportQuery.extend({
  status: ZOrderStatus.optional().describe('Only orders in this status (as they stand now).'),
  lang: ZLocale.optional().describe(
    'The language of the file’s header and words (a download link sends the browser’s, not the page’s); ' +
      'default: Accept-Language.',
  ),
});
export type TOrdersCsvQuery = z.input<typeof ZOrdersCsvQuery>;

const kopecks = z.number().int();

/**
 * What was sold and given back in a period. Sales are the seat, zone and service lines of orders that have tickets,
 * on the day they were paid; refunds are counted on the day they were made.
 */
export const ZSalesFigures = z.object({
  orders: z.number().int().describe('Orders paid in the period (with a line in this group).'),
  tickets: z.number().int().describe('Seats and zone places sold.'),
  revenue_kopecks: kopecks.describe(
    'Price × quantity − discount of the lines sold (certificate-paid parts included).',
  ),
  refunds_kopecks: kopecks.describe('Given back in the period (refunds not failed).'),
  refunded_tickets: z.number().int().describe('Tickets refunded in the period.'),
  net_kopecks: kopecks.describe('revenue − refunds.'),
  average_price_kopecks: kopecks.describe('Revenue of the tickets ÷ tickets, rounded; 0 without tickets.'),
});
export type TSalesFigures = z.infer<typeof ZSalesFigures>;

const ZPeriod = {
  date_from: z.string().describe('YYYY-MM-DD'),
  date_to: z.string().describe('YYYY-MM-DD'),
  tz: z.string(),
};

export const ZSalesStats = z
  .object({
    ...ZPeriod,
    totals: ZSalesFigures,
    by_venue: z.array(ZSalesFigures.extend({ id: z.number().int(), name: z.string() })),
    by_performance: z.array(
      ZSalesFigures.extend({
        id: z.number().int(),
        title: z.string(),
        venue_id: z.number().int(),
        venue_name: z.string().describe('The performance’s venue (one title may play at several).'),
      }),
    ),
  })
  .meta({ id: 'SalesStats' });
export type TSalesStats = z.infer<typeof ZSalesStats>;

export const ZSalesByDate = z
  .object({
    ...ZPeriod,
    days: z.array(ZSalesFigures.extend({ date: z.string().describe('YYYY-MM-DD') })),
  })
  .meta({ id: 'SalesByDate' });
export type TSalesByDate = z.infer<typeof ZSalesByDate>;
