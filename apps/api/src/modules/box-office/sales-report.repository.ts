// Owns the SQL of the box office's sales reports (issue 7): what was sold and given back in a period, in total, per
// venue, per performance and per day, and the order lines of the CSV export read in keyset pages.
//
// Sold means the seat, zone and service lines of orders that have tickets (an order refunded automatically because
// it was paid after its hold ended has none; gift certificates are lines of their own kind and are left out),
// counted on the day the order was paid. Refunds are the refund lines of refunds that did not fail, on the day they
// were made; refunded tickets are the tickets refunded in the period. Each line belongs to the venue of its
// session's hall: a venue's staff see only their venues' lines, and a line of no session only the site's staff.
// Days are calendar days in the report's time zone.
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { FieldValidationError } from '../../lib/app-error.ts';
import { tr } from '../catalogue/catalogue.sql.ts';
import { seatPlace } from '../places/seat-place.sql.ts';
import type { ReportFilter } from './report-period.ts';
import { venueList } from './staff-access.ts';

export type Figures = {
  orders: number;
  tickets: number;
  revenueKopecks: number;
  ticketRevenueKopecks: number;
  refundsKopecks: number;
  refundedTickets: number;
};

export type SalesStats = {
  totals: Figures;
  byVenue: (Figures & { id: number; name: string })[];
  byPerformance: (Figures & { id: number; title: string; venueId: number; venueName: string })[];
};

/** Where the CSV's next page starts: after this line (paid_at exactly as stored, order, line). */
export type CsvCursor = { paidKey: string; orderId: number; lineId: number };

export type CsvLine = {
  cursor: CsvCursor;
  number: string;
  /** YYYY-MM-DD HH:mm in the report's time zone. */
  paidAt: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  kind: 'seat' | 'zone' | 'service';
  performance: string | null;
  startsAt: string | null;
  venue: string | null;
  hall: string | null;
  section: string | null;
  row: string | null;
  seat: string | null;
  zone: string | null;
  service: string | null;
  quantity: number;
  /** Price × quantity, before the discount. */
  priceKopecks: number;
  discountKopecks: number;
  paidKopecks: number;
  /** Given back for this line so far (refunds not failed). */
  refundedKopecks: number;
  ticketStatus: string | null;
  paymentMethod: string;
};

export type SalesReportRepository = {
  stats(filter: ReportFilter, locale: Locale): Promise<SalesStats>;
  byDay(filter: ReportFilter): Promise<(Figures & { date: string })[]>;
  csvPage(filter: ReportFilter, locale: Locale, after: CsvCursor | null, limit: number): Promise<CsvLine[]>;
};

const SALE_KINDS = sql`('seat', 'zone', 'service')`;
const TICKET_KINDS = sql`('seat', 'zone')`;

/** The first moment of the period and the first moment after it, as timestamptz. */
const periodStart = (filter: ReportFilter) =>
  sql`(${filter.dateFrom}::date::timestamp AT TIME ZONE ${filter.tz})`;
const periodEnd = (filter: ReportFilter) =>
  sql`((${filter.dateTo}::date + 1)::timestamp AT TIME ZONE ${filter.tz})`;
const inPeriod = (column: SQL, filter: ReportFilter) =>
  sql`${column} >= ${periodStart(filter)} AND ${column} < ${periodEnd(filter)}`;
const dayOf = (column: SQL, filter: ReportFilter) => sql`(${column} AT TIME ZONE ${filter.tz})::date`;

/** The staff member's venues and the filters, on a line's session `e` and hall `h` (both LEFT JOINed). */
function lineFilter(filter: ReportFilter): SQL {
  const parts: SQL[] = [];
  if (filter.scope.kind === 'venues') {
    parts.push(sql`h.venue_id IN (${venueList(filter.scope)})`);
  }
  if (filter.venue !== undefined) parts.push(sql`h.venue_id = ${filter.venue}`);
  if (filter.performance !== undefined) parts.push(sql`e.performance_id = ${filter.performance}`);
  if (filter.event !== undefined) parts.push(sql`e.id = ${filter.event}`);
  return parts.length === 0 ? sql`TRUE` : sql.join(parts, sql` AND `);
}

/** An order was really sold when it has tickets. */
const SOLD = sql`EXISTS (SELECT 1 FROM tickets st WHERE st.order_id = o.id)`;

/** One row per sold line, refund line and refunded ticket of the period, with its day, venue and performance. */
function facts(filter: ReportFilter): SQL {
  const where = lineFilter(filter);
  const net = sql`(oi.price_kopecks::bigint * oi.quantity - oi.discount_kopecks)`;
  const isTicket = sql`oi.kind IN ${TICKET_KINDS}`;
  return sql`
    SELECT o.id AS order_id, ${dayOf(sql`o.paid_at`, filter)} AS day, h.venue_id, e.performance_id,
      CASE WHEN ${isTicket} THEN 1 ELSE 0 END AS tickets,
      ${net} AS revenue,
      CASE WHEN ${isTicket} THEN ${net} ELSE 0 END AS ticket_revenue,
      0::bigint AS refunds, 0 AS refunded_tickets
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
    LEFT JOIN events e ON e.id = oi.event_id LEFT JOIN halls h ON h.id = e.hall_id
    WHERE oi.kind IN ${SALE_KINDS} AND ${inPeriod(sql`o.paid_at`, filter)} AND ${SOLD} AND ${where}
    UNION ALL
    SELECT NULL, ${dayOf(sql`r.created_at`, filter)}, h.venue_id, e.performance_id, 0, 0, 0, ri.amount_kopecks::bigint, 0
    FROM refunds r JOIN refund_items ri ON ri.refund_id = r.id
    JOIN order_items oi ON oi.id = ri.order_item_id JOIN orders o ON o.id = oi.order_id
    LEFT JOIN events e ON e.id = oi.event_id LEFT JOIN halls h ON h.id = e.hall_id
    WHERE r.status <> 'failed' AND oi.kind IN ${SALE_KINDS} AND ${inPeriod(sql`r.created_at`, filter)}
      AND ${SOLD} AND ${where}
    UNION ALL
    SELECT NULL, ${dayOf(sql`t.refunded_at`, filter)}, h.venue_id, e.performance_id, 0, 0, 0, 0, 1
    FROM tickets t JOIN order_items oi ON oi.id = t.order_item_id
    LEFT JOIN events e ON e.id = oi.event_id LEFT JOIN halls h ON h.id = e.hall_id
    WHERE t.status = 'refunded' AND oi.kind IN ${TICKET_KINDS} AND ${inPeriod(sql`t.refunded_at`, filter)}
      AND ${where}`;
}

const AGGREGATES = sql`
  count(DISTINCT f.order_id)::int AS orders,
  coalesce(sum(f.tickets), 0)::bigint AS tickets,
  coalesce(sum(f.revenue), 0)::bigint AS revenue,
  coalesce(sum(f.ticket_revenue), 0)::bigint AS ticket_revenue,
  coalesce(sum(f.refunds), 0)::bigint AS refunds,
  coalesce(sum(f.refunded_tickets), 0)::bigint AS refunded_tickets`;

function figuresOf(row: Record<string, unknown>): Figures {
  return {
    orders: Number(row.orders),
    tickets: Number(row.tickets),
    revenueKopecks: Number(row.revenue),
    ticketRevenueKopecks: Number(row.ticket_revenue),
    refundsKopecks: Number(row.refunds),
    refundedTickets: Number(row.refunded_tickets),
  };
}

const ZERO: Figures = {
  orders: 0,
  tickets: 0,
  revenueKopecks: 0,
  ticketRevenueKopecks: 0,
  refundsKopecks: 0,
  refundedTickets: 0,
};

/** A zone Intl knows but this PostgreSQL does not (its tz database is older) is the client's mistake, not a 500. */
async function inZone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (code === '22023' && typeof message === 'string' && message.includes('time zone')) {
        throw new FieldValidationError([{ field: 'tz', code: 'invalid' }]);
      }
    }
    throw error;
  }
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function createSalesReportRepository(db: Db): SalesReportRepository {
  return {
    stats: (filter, locale) =>
      inZone(async () => {
        // GROUPING(venue_id, performance_id): 3 the totals, 1 a venue, 2 a performance.
        const { rows } = await db.execute<Record<string, unknown>>(sql`
          WITH f AS (${facts(filter)}),
          g AS (
            SELECT GROUPING(f.venue_id, f.performance_id) AS grouping, f.venue_id, f.performance_id, ${AGGREGATES}
            FROM f GROUP BY GROUPING SETS ((), (f.venue_id), (f.performance_id)))
          SELECT g.*, ${tr('v.name', locale)} AS venue_name, ${tr('p.title', locale)} AS title,
            p.venue_id AS performance_venue_id, ${tr('pv.name', locale)} AS performance_venue_name
          FROM g
          LEFT JOIN venues v ON g.grouping = 1 AND v.id = g.venue_id
          LEFT JOIN performances p ON g.grouping = 2 AND p.id = g.performance_id
          LEFT JOIN venues pv ON pv.id = p.venue_id`);
        const stats: SalesStats = { totals: ZERO, byVenue: [], byPerformance: [] };
        for (const row of rows) {
          const grouping = Number(row.grouping);
          if (grouping === 3) stats.totals = figuresOf(row);
          // A line of no session (a service sold without one) counts in the totals only.
          else if (grouping === 1 && row.venue_id !== null) {
            stats.byVenue.push({ id: Number(row.venue_id), name: String(row.venue_name), ...figuresOf(row) });
          } else if (grouping === 2 && row.performance_id !== null) {
            stats.byPerformance.push({
              id: Number(row.performance_id),
              title: String(row.title),
              venueId: Number(row.performance_venue_id),
              venueName: String(row.performance_venue_name),
              ...figuresOf(row),
            });
          }
        }
        return stats;
      }),

    byDay: (filter) =>
      inZone(async () => {
        const { rows } = await db.execute<Record<string, unknown>>(sql`
          WITH f AS (${facts(filter)})
          SELECT to_char(d.day, 'YYYY-MM-DD') AS date, ${AGGREGATES}
          FROM generate_series(${filter.dateFrom}::date::timestamp, ${filter.dateTo}::date::timestamp, interval '1 day') AS d(day)
          LEFT JOIN f ON f.day = d.day::date
          GROUP BY d.day ORDER BY d.day`);
        return rows.map((row) => ({ date: String(row.date), ...figuresOf(row) }));
      }),

    csvPage: (filter, locale, after, limit) =>
      inZone(async () => {
        const local = (column: SQL) =>
          sql`to_char(${column} AT TIME ZONE ${filter.tz}, 'YYYY-MM-DD HH24:MI')`;
        const { rows } = await db.execute<Record<string, unknown>>(sql`
          SELECT o.id AS order_id, oi.id AS line_id, o.paid_at::text AS paid_key,
            o.number, ${local(sql`o.paid_at`)} AS paid_at, o.status, o.name, o.email, o.phone, o.payment_method,
            oi.kind, oi.quantity, (oi.price_kopecks::bigint * oi.quantity) AS price, oi.discount_kopecks,
            (oi.price_kopecks::bigint * oi.quantity - oi.discount_kopecks) AS paid,
            coalesce((SELECT sum(ri.amount_kopecks) FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
              WHERE ri.order_item_id = oi.id AND r.status <> 'failed'), 0)::bigint AS refunded,
            ${tr('p.title', locale)} AS performance, ${local(sql`e.starts_at`)} AS starts_at,
            ${tr('v.name', locale)} AS venue, ${tr('h.title', locale)} AS hall,
            place.section, place.row AS row_label, place.seat AS seat_label,
            place.zone, ${tr('es.name', locale)} AS service,
            t.status AS ticket_status
          FROM orders o JOIN order_items oi ON oi.order_id = o.id
          LEFT JOIN events e ON e.id = oi.event_id LEFT JOIN performances p ON p.id = e.performance_id
          LEFT JOIN halls h ON h.id = e.hall_id LEFT JOIN venues v ON v.id = h.venue_id
          ${seatPlace(locale, { seat: sql`oi.seat_id`, zone: sql`oi.zone_id` })}
          LEFT JOIN extra_services es ON es.id = oi.service_id
          LEFT JOIN tickets t ON t.order_item_id = oi.id
          WHERE oi.kind IN ${SALE_KINDS} AND ${inPeriod(sql`o.paid_at`, filter)} AND ${SOLD}
            AND ${lineFilter(filter)}
            ${filter.status === undefined ? sql`` : sql`AND o.status = ${filter.status}::order_status`}
            ${
              after === null
                ? sql``
                : sql`AND (o.paid_at, o.id, oi.id) > (${after.paidKey}::timestamptz, ${after.orderId}::int, ${after.lineId}::int)`
            }
          ORDER BY o.paid_at, o.id, oi.id
          LIMIT ${limit}`);
        return rows.map(
          (row): CsvLine => ({
            cursor: {
              paidKey: String(row.paid_key),
              orderId: Number(row.order_id),
              lineId: Number(row.line_id),
            },
            number: String(row.number),
            paidAt: String(row.paid_at),
            status: String(row.status),
            name: String(row.name),
            email: String(row.email),
            phone: text(row.phone),
            kind: row.kind as CsvLine['kind'],
            performance: text(row.performance),
            startsAt: text(row.starts_at),
            venue: text(row.venue),
            hall: text(row.hall),
            section: text(row.section),
            row: text(row.row_label),
            seat: text(row.seat_label),
            zone: text(row.zone),
            service: text(row.service),
            quantity: Number(row.quantity),
            priceKopecks: Number(row.price),
            discountKopecks: Number(row.discount_kopecks),
            paidKopecks: Number(row.paid),
            refundedKopecks: Number(row.refunded),
            ticketStatus: text(row.ticket_status),
            paymentMethod: String(row.payment_method),
          }),
        );
      }),
  };
}
