// Owns what an order's documents are made of: its tickets as the PDF prints them, its extra services for the same
// PDF, the lines of its fiscal receipt (or of one refund's), and queueing a mail the order owes its buyer.
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';
import { seatPlace } from '../places/seat-place.sql.ts';
import type { PdfTicket } from '../tickets/ticket-pdf.ts';
import type { OrderMailRef } from './order-mails.ts';
import type { ReceiptItem } from './receipt.ts';
import { queueOrderMail } from './refund-settled.ts';

/** A ticket as read for its buyer: what its PDF page prints, plus its id, status and event. */
export type TicketRow = PdfTicket & {
  id: number;
  status: 'valid' | 'used' | 'refunded';
  eventId: number;
  /** The show's running time (null: not announced). */
  durationMinutes: number | null;
};

export type DocumentsRepository = {
  tickets(orderId: number, locale: Locale): Promise<TicketRow[]>;
  /** Queues a mail the order owes its buyer (the box office sends the tickets again). */
  queueMail(ref: OrderMailRef, now: Date): Promise<void>;
  /** The order's extra services, for the tickets PDF. */
  services(orderId: number, locale: Locale): Promise<{ name: string; quantity: number }[]>;
  /**
   * The lines of an order for its fiscal receipt, at what they cost after discounts; with `refundId`, the lines that
   * refund gave back, at what it gave back for each.
   */
  receiptItems(orderId: number, refundId?: number): Promise<ReceiptItem[]>;
};

export function createDocumentsRepository(db: Db): DocumentsRepository {
  return {
    async queueMail(ref, now) {
      await db.transaction((tx) => queueOrderMail(tx, ref, now));
    },

    async services(orderId, locale) {
      const { rows } = await db.execute<{ name: string; quantity: number }>(sql`
        SELECT ${tr('es.name', locale)} AS name, oi.quantity FROM order_items oi
        JOIN extra_services es ON es.id = oi.service_id
        WHERE oi.order_id = ${orderId} AND oi.kind = 'service' ORDER BY oi.id`);
      return rows.map((row) => ({ name: row.name, quantity: Number(row.quantity) }));
    },

    async receiptItems(orderId, refundId) {
      const total =
        refundId === undefined
          ? sql`oi.price_kopecks * oi.quantity - oi.discount_kopecks`
          : sql`ri.amount_kopecks`;
      const { rows } = await db.execute<ReceiptItem>(sql`
        SELECT oi.kind, oi.quantity, ${total} AS "totalKopecks",
          coalesce(p.title->>'ru', es.name->>'ru', ct.name->>'ru', '') AS name,
          CASE WHEN e.id IS NOT NULL AND oi.kind IN ('seat', 'zone')
            THEN to_char(e.starts_at AT TIME ZONE e.timezone, 'DD.MM.YYYY HH24:MI') END AS "when"
        FROM order_items oi
        ${refundId === undefined ? sql`` : sql`JOIN refund_items ri ON ri.order_item_id = oi.id AND ri.refund_id = ${refundId}`}
        LEFT JOIN events e ON e.id = oi.event_id
        LEFT JOIN performances p ON p.id = e.performance_id AND oi.kind IN ('seat', 'zone')
        LEFT JOIN extra_services es ON es.id = oi.service_id
        LEFT JOIN certificate_templates ct ON ct.id = oi.certificate_template_id
        WHERE oi.order_id = ${orderId} ORDER BY oi.id`);
      return rows.map((row) => ({
        ...row,
        quantity: Number(row.quantity),
        totalKopecks: Number(row.totalKopecks),
      }));
    },

    async tickets(orderId, locale) {
      const { rows } = await db.execute<TicketRow>(sql`
        SELECT t.id, t.secret, t.status, t.event_id AS "eventId",
          ${tr('p.title', locale)} AS performance, ${tr('v.name', locale)} AS venue, ${tr('h.title', locale)} AS hall,
          ${tr('h.address', locale)} AS address, coalesce(e.age, p.age) AS age, p.duration_minutes AS "durationMinutes",
          e.starts_at AS "startsAt", e.timezone,
          place.section, place.row, place.seat, place.zone,
          oi.price_kopecks AS "priceKopecks", oi.holder_name AS holder
        FROM tickets t
        JOIN order_items oi ON oi.id = t.order_item_id
        JOIN events e ON e.id = t.event_id
        JOIN performances p ON p.id = e.performance_id
        JOIN halls h ON h.id = e.hall_id
        JOIN venues v ON v.id = h.venue_id
        ${seatPlace(locale, { seat: sql`t.seat_id`, zone: sql`t.zone_id` })}
        WHERE t.order_id = ${orderId}
        -- As a reader walks the hall: session by session, then section, row, and seats by number (5 before 6, 9
        -- before 10), whatever order they were clicked in; zone places after the seats.
        ORDER BY e.starts_at, e.id, place.section_position NULLS LAST, place.row_position NULLS LAST,
          CASE WHEN place.seat ~ '^[0-9]{1,9}$' THEN place.seat::int END NULLS LAST, place.seat, t.id`);
      return rows.map((row) => ({
        ...row,
        priceKopecks: Number(row.priceKopecks),
        age: Number(row.age),
        durationMinutes: row.durationMinutes === null ? null : Number(row.durationMinutes),
        startsAt: new Date(row.startsAt as unknown as string).toISOString(),
      }));
    },
  };
}
