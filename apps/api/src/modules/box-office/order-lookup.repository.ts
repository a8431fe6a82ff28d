// Owns the SQL of the box office's order pages (issue 7): the search (by the order's number, the buyer's email,
// phone — typed any way, "+7 (999) 123-45-67", "89991234567" or its last digits — or name), and one order in full:
// its lines with their tickets, its payments, its refunds and the audit trail of what staff did to it. A venue's
// staff finds only orders whose places are all at their venues; the site's staff and administrators find every one.
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';
import { seatPlace } from '../places/seat-place.sql.ts';
import { placeLabel } from './place-label.ts';
import { LINE_REFUNDED, type RefundState, refundStates } from './refunds.repository.ts';
import { ORDER_VENUE_IDS, STAFF_NAME, type StaffScope, venueList } from './staff-access.ts';

/** What the search and the detail both say of an order. */
export type OrderHead = {
  id: number;
  number: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
  name: string;
  email: string;
  phone: string | null;
  totalKopecks: number;
};

export type OrderHit = OrderHead & {
  tickets: number;
  /** The title and start of its first session, or null (gift certificates). */
  title: string | null;
  startsAt: string | null;
};

export type OrderLine = {
  id: number;
  kind: 'seat' | 'zone' | 'service' | 'certificate';
  event: {
    id: number;
    title: string;
    startsAt: string;
    timezone: string;
    venue: string;
    hall: string;
  } | null;
  /** "Партер, ряд 5, место 12", the zone's name, or the service's name. */
  label: string | null;
  quantity: number;
  priceKopecks: number;
  discountKopecks: number;
  netKopecks: number;
  refunded: boolean;
  ticket: {
    id: number;
    code: string;
    status: string;
    usedAt: string | null;
    refundedAt: string | null;
  } | null;
};

export type OrderDetail = OrderHead & {
  locale: string;
  paymentMethod: string;
  subtotalKopecks: number;
  discountKopecks: number;
  certificateKopecks: number;
  venueIds: number[];
  lines: OrderLine[];
  payments: { id: number; provider: string; amountKopecks: number; status: string; createdAt: string }[];
  refunds: RefundState[];
  audit: { id: number; action: string; at: string; by: string | null; before: unknown; after: unknown }[];
};

export type OrderLookupRepository = {
  search(input: {
    query: string;
    scope: StaffScope;
    status: string | null;
    locale: Locale;
    limit: number;
    offset: number;
  }): Promise<{ count: number; hits: OrderHit[] }>;
  detail(orderId: number, locale: Locale): Promise<OrderDetail | null>;
};

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
const headOf = (row: Record<string, unknown>): OrderHead => ({
  id: Number(row.id),
  number: String(row.number),
  status: String(row.status),
  createdAt: iso(row.created_at) as string,
  paidAt: iso(row.paid_at),
  name: String(row.name),
  email: String(row.email),
  phone: (row.phone as string | null) ?? null,
  totalKopecks: Number(row.total_kopecks),
});
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** A Russian number typed with a leading 8 is the same number with +7. */
const PHONE_DIGITS = (column: SQL) =>
  sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), '^8(\\d{10})$', '7\\1')`;

/** Orders a venue's staff may see: some place at their venues and none elsewhere. */
function scopeFilter(scope: StaffScope): SQL {
  if (scope.kind === 'all') return sql`TRUE`;
  const venues = venueList(scope);
  const venueOf = sql`SELECT h.venue_id FROM order_items oi JOIN events e ON e.id = oi.event_id
    JOIN halls h ON h.id = e.hall_id WHERE oi.order_id = o.id`;
  return sql`(EXISTS (${venueOf} AND h.venue_id IN (${venues})) AND NOT EXISTS (${venueOf} AND h.venue_id NOT IN (${venues})))`;
}

/** What the typed text may be: an order number, an email, a phone number (4 digits or more) or a name. */
function matchFilter(query: string): SQL {
  const text = query.trim();
  if (text === '') return sql`TRUE`;
  const like = `%${escapeLike(text.toLowerCase())}%`;
  const parts: SQL[] = [
    sql`o.number LIKE ${`${escapeLike(text.toUpperCase())}%`}`,
    sql`lower(o.email) LIKE ${like}`,
    sql`lower(o.name) LIKE ${like}`,
  ];
  const digits = text.replace(/\D/g, '').replace(/^8(\d{10})$/, '7$1');
  if (digits.length >= 4 && /^[\d\s()+-]+$/.test(text)) {
    parts.push(sql`${PHONE_DIGITS(sql`o.phone`)} LIKE ${`%${digits}%`}`);
  }
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export function createOrderLookupRepository(db: Db): OrderLookupRepository {
  return {
    async search({ query, scope, status, locale, limit, offset }) {
      const where = sql`${matchFilter(query)} AND ${scopeFilter(scope)}
        ${status ? sql`AND o.status = ${status}::order_status` : sql``}`;
      const [{ rows: counted }, { rows }] = await Promise.all([
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`),
        db.execute<Record<string, unknown>>(sql`
          SELECT o.id, o.number, o.status, o.created_at, o.paid_at, o.name, o.email, o.phone, o.total_kopecks,
            (SELECT count(*)::int FROM order_items oi WHERE oi.order_id = o.id AND oi.kind IN ('seat', 'zone')) AS tickets,
            first.title, first.starts_at
          FROM orders o
          LEFT JOIN LATERAL (
            SELECT ${tr('p.title', locale)} AS title, e.starts_at FROM order_items oi
            JOIN events e ON e.id = oi.event_id JOIN performances p ON p.id = e.performance_id
            WHERE oi.order_id = o.id ORDER BY e.starts_at LIMIT 1) first ON TRUE
          WHERE ${where}
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`),
      ]);
      return {
        count: Number(counted[0]?.n ?? 0),
        hits: rows.map((row) => ({
          ...headOf(row),
          tickets: Number(row.tickets),
          title: (row.title as string | null) ?? null,
          startsAt: iso(row.starts_at),
        })),
      };
    },

    async detail(orderId, locale) {
      const { rows: orders } = await db.execute<Record<string, unknown>>(sql`
        SELECT o.*, ${ORDER_VENUE_IDS} AS venue_ids
        FROM orders o WHERE o.id = ${orderId}`);
      const order = orders[0];
      if (!order) return null;
      const [lines, payments, refunds, audit] = await Promise.all([
        db.execute<Record<string, unknown>>(sql`
          SELECT oi.id, oi.kind, oi.quantity, oi.price_kopecks, oi.discount_kopecks,
            (oi.price_kopecks * oi.quantity - oi.discount_kopecks)::int AS net,
            ${LINE_REFUNDED} AS refunded,
            e.id AS event_id, ${tr('p.title', locale)} AS title, e.starts_at, e.timezone,
            ${tr('v.name', locale)} AS venue, ${tr('h.title', locale)} AS hall,
            place.section, place.row AS row_label, place.seat AS seat_label,
            CASE oi.kind
              WHEN 'zone' THEN place.zone
              WHEN 'service' THEN ${tr('es.name', locale)}
              ELSE NULL END AS label,
            t.id AS ticket_id, t.secret AS ticket_code, t.status AS ticket_status, t.used_at, t.refunded_at
          FROM order_items oi
          LEFT JOIN events e ON e.id = oi.event_id LEFT JOIN performances p ON p.id = e.performance_id
          LEFT JOIN halls h ON h.id = e.hall_id LEFT JOIN venues v ON v.id = h.venue_id
          ${seatPlace(locale, { seat: sql`oi.seat_id`, zone: sql`oi.zone_id` })}
          LEFT JOIN extra_services es ON es.id = oi.service_id
          LEFT JOIN tickets t ON t.order_item_id = oi.id
          WHERE oi.order_id = ${orderId} ORDER BY oi.id`),
        db.execute<Record<string, unknown>>(sql`
          SELECT id, provider, amount_kopecks, status, created_at FROM payments
          WHERE order_id = ${orderId} ORDER BY id`),
        refundStates(db, sql`r.order_id = ${orderId}`),
        db.execute<Record<string, unknown>>(sql`
          SELECT a.id, a.action, a.created_at, a.before, a.after,
            CASE WHEN u.id IS NULL THEN NULL ELSE ${STAFF_NAME} END AS by
          FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
          WHERE a.entity_type = 'order' AND a.entity_id = ${String(orderId)}
          UNION ALL
          SELECT a.id, a.action, a.created_at, a.before, a.after,
            CASE WHEN u.id IS NULL THEN NULL ELSE ${STAFF_NAME} END AS by
          FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
          WHERE a.entity_type = 'ticket' AND a.entity_id IN (
            SELECT t.id::text FROM tickets t WHERE t.order_id = ${orderId})
          ORDER BY created_at, id`),
      ]);
      return {
        ...headOf(order),
        locale: String(order.locale),
        paymentMethod: String(order.payment_method),
        subtotalKopecks: Number(order.subtotal_kopecks),
        discountKopecks: Number(order.discount_kopecks),
        certificateKopecks: Number(order.certificate_kopecks),
        venueIds: ((order.venue_ids as number[] | null) ?? []).map(Number),
        lines: lines.rows.map((row) => ({
          id: Number(row.id),
          kind: row.kind as OrderLine['kind'],
          event:
            row.event_id === null
              ? null
              : {
                  id: Number(row.event_id),
                  title: String(row.title),
                  startsAt: iso(row.starts_at) as string,
                  timezone: String(row.timezone),
                  venue: String(row.venue),
                  hall: String(row.hall),
                },
          label:
            row.kind === 'seat'
              ? placeLabel(
                  {
                    section: (row.section as string | null) ?? null,
                    row: (row.row_label as string | null) ?? null,
                    seat: (row.seat_label as string | null) ?? null,
                    zone: null,
                  },
                  locale,
                )
              : ((row.label as string | null) ?? null),
          quantity: Number(row.quantity),
          priceKopecks: Number(row.price_kopecks),
          discountKopecks: Number(row.discount_kopecks),
          netKopecks: Number(row.net),
          refunded: Boolean(row.refunded),
          ticket:
            row.ticket_id === null
              ? null
              : {
                  id: Number(row.ticket_id),
                  code: String(row.ticket_code),
                  status: String(row.ticket_status),
                  usedAt: iso(row.used_at),
                  refundedAt: iso(row.refunded_at),
                },
        })),
        payments: payments.rows.map((row) => ({
          id: Number(row.id),
          provider: String(row.provider),
          amountKopecks: Number(row.amount_kopecks),
          status: String(row.status),
          createdAt: iso(row.created_at) as string,
        })),
        refunds,
        audit: audit.rows.map((row) => ({
          id: Number(row.id),
          action: String(row.action),
          at: iso(row.created_at) as string,
          by: (row.by as string | null) ?? null,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
      };
    },
  };
}
