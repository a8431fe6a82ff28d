// Owns the SQL of a box-office refund (issue 7): in ONE transaction under the order's row lock (two clerks refunding
// one order at once take turns, and the second sees what the first gave back, so together they never return more
// than was paid), the chosen lines are checked (this order's, not refunded yet, not let in at the door), their
// tickets stop passing the door, their seats and zone places go back on sale, their services back to stock, the
// money is split (the bank first, up to what it took and has not given back, then the gift certificate that paid the
// rest), the refund and its lines are recorded, the order's status follows, and the audit log gets the clerk's
// action. The bank's part goes to the provider after the commit (checkout.service.ts sendRefundNow); a refund with
// nothing for the bank is settled here (notification and mail, refund-settled.ts).
//
// Lock order, as checkout's: the order row, then event_zone_inventory rows, then seat_holds rows, then the gift
// certificates' rows (certificates.repository.ts refundToCertificate).
import { randomUUID } from 'node:crypto';
import type { Db } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import type { CertificatesRepository } from '../certificates/certificates.repository.ts';
import { BOX_OFFICE_REFUND, refundSucceeded } from '../checkout/refund-settled.ts';
import { ORDER_VENUE_IDS, STAFF_NAME, type StaffScope, seesOrder } from './staff-access.ts';

export type RefundRequest = {
  orderId: number;
  /** Order line ids, or every line not refunded yet. */
  lines: readonly number[] | 'all';
  /** The SBP variants: only for an order paid through the fast payment system. */
  sbp: boolean;
  /** The endpoint's name, for the audit log (full_refund, part_refund_sbp_order…). */
  action: string;
  staffUserId: number;
  scope: StaffScope;
  requestId: string;
  ip: string;
  now: Date;
};

/** Why a refund is refused; nothing changed. */
export type RefundRefusal =
  | { kind: 'not_found' }
  | { kind: 'not_paid' }
  | { kind: 'not_sbp' }
  | { kind: 'nothing_left' }
  | { kind: 'unknown_lines'; lines: number[] }
  | { kind: 'already_refunded'; lines: number[] }
  | { kind: 'used'; lines: number[] };

export type RefundMade = {
  kind: 'refunded';
  refundId: number;
  orderStatus: 'refunded' | 'partially_refunded';
  amountKopecks: number;
  certificateKopecks: number;
  status: 'pending' | 'succeeded';
  lines: number[];
};

/** A refund as it stands (its provider may have settled it since). */
export type RefundState = {
  id: number;
  amountKopecks: number;
  certificateKopecks: number;
  status: 'pending' | 'succeeded' | 'failed';
  reason: string;
  createdAt: string;
  by: string | null;
  lines: number[];
};

/** Sending a refund the provider refused to the provider again. */
export type RefundAgainRequest = Omit<RefundRequest, 'lines' | 'sbp' | 'action'> & { refundId: number };

export type RefundAgainRefusal =
  | { kind: 'not_found' }
  | { kind: 'not_failed' }
  | { kind: 'already_refunded'; lines: number[] };

export type RefundsRepository = {
  refund(request: RefundRequest): Promise<RefundMade | RefundRefusal>;
  /**
   * A refund the provider answered `failed` (its lines were refunded, its money was not) goes back to `pending` with
   * a new idempotency key, for the caller to send after the commit; under the order's row lock, audited.
   */
  refundAgain(
    request: RefundAgainRequest,
  ): Promise<{ kind: 'pending'; orderStatus: string } | RefundAgainRefusal>;
  read(refundId: number): Promise<RefundState | null>;
};

export type RefundsTesting = {
  /** Test-only: read the order without its row lock (and wait a moment), to show the race the lock prevents. */
  racyRefunds?: boolean;
};

type Line = {
  id: number;
  kind: 'seat' | 'zone' | 'service' | 'certificate';
  event_id: number | null;
  seat_id: number | null;
  zone_id: number | null;
  service_id: number | null;
  quantity: number;
  net: number;
  refunded: boolean;
  ticket_status: 'valid' | 'used' | 'refunded' | null;
};

const REFUNDABLE_ORDERS = new Set(['paid', 'partially_refunded']);

/**
 * Whether order line `oi` is refunded: in any refund, a failed one included (its tickets and places were given back
 * with it; only its money is owed, and refund_again sends it). What was given back counts failed refunds too, so the
 * bank is never asked for more than it took once they are sent again.
 */
export const LINE_REFUNDED = sql`EXISTS (SELECT 1 FROM refund_items ri WHERE ri.order_item_id = oi.id)`;

export function createRefundsRepository(
  db: Db,
  certificates: Pick<CertificatesRepository, 'refundToCertificate'>,
  testing: RefundsTesting = {},
): RefundsRepository {
  return {
    async read(refundId) {
      return (await refundStates(db, sql`r.id = ${refundId}`))[0] ?? null;
    },

    refund(request) {
      const { now, orderId } = request;
      return db.transaction(async (tx): Promise<RefundMade | RefundRefusal> => {
        const lock = testing.racyRefunds ? sql`` : sql`FOR UPDATE`;
        const { rows: orders } = await tx.execute<{
          status: string;
          payment_method: string;
          total_kopecks: number;
          certificate_kopecks: number;
          venue_ids: number[] | null;
        }>(sql`
          SELECT o.status, o.payment_method, o.total_kopecks, o.certificate_kopecks, ${ORDER_VENUE_IDS} AS venue_ids
          FROM orders o WHERE o.id = ${orderId} ${lock}`);
        const order = orders[0];
        const venues = (order?.venue_ids ?? []).map(Number);
        if (!order || !seesOrder(request.scope, venues)) return { kind: 'not_found' };
        if (!REFUNDABLE_ORDERS.has(order.status)) return { kind: 'not_paid' };
        if (request.sbp && order.payment_method !== 'sbp') return { kind: 'not_sbp' };

        const { rows: lines } = await tx.execute<Line>(sql`
          SELECT oi.id, oi.kind, oi.event_id, oi.seat_id, oi.zone_id, oi.service_id, oi.quantity,
            (oi.price_kopecks * oi.quantity - oi.discount_kopecks)::int AS net,
            ${LINE_REFUNDED} AS refunded,
            t.status AS ticket_status
          FROM order_items oi LEFT JOIN tickets t ON t.order_item_id = oi.id
          WHERE oi.order_id = ${orderId} ORDER BY oi.id`);
        const { rows: given } = await tx.execute<{
          bank: number;
          certificate: number;
          payment_id: number | null;
        }>(sql`
          SELECT
            coalesce((SELECT sum(amount_kopecks) FROM refunds WHERE order_id = ${orderId}
              AND reason = ${BOX_OFFICE_REFUND}), 0)::int AS bank,
            coalesce((SELECT sum(certificate_kopecks) FROM refunds WHERE order_id = ${orderId}
              AND reason = ${BOX_OFFICE_REFUND}), 0)::int AS certificate,
            (SELECT p.id FROM payments p WHERE p.order_id = ${orderId} AND p.status = 'succeeded'
              AND NOT EXISTS (SELECT 1 FROM refunds d WHERE d.payment_id = p.id AND d.reason = 'order_already_paid')
              ORDER BY p.id LIMIT 1) AS payment_id`);
        // The control's "moment": under load every clerk reads what is refunded before any writes.
        if (testing.racyRefunds) await tx.execute(sql`SELECT pg_sleep(0.05)`);
        const refundable = lines.filter((line) => line.kind !== 'certificate');
        const chosen = choose(refundable, request.lines);
        if ('kind' in chosen) return chosen;
        if (chosen.length === 0) return { kind: 'nothing_left' };

        const amount = chosen.reduce((sum, line) => sum + Number(line.net), 0);
        const before = given[0] ?? { bank: 0, certificate: 0, payment_id: null };
        const paymentId = before.payment_id === null ? null : Number(before.payment_id);
        const bankLeft =
          paymentId === null ? 0 : Math.max(0, Number(order.total_kopecks) - Number(before.bank));
        const bank = Math.min(amount, bankLeft);
        const toCertificate = Math.min(
          amount - bank,
          Math.max(0, Number(order.certificate_kopecks) - Number(before.certificate)),
        );

        await returnPlaces(tx, orderId, chosen, now);
        const credited =
          toCertificate > 0
            ? await certificates.refundToCertificate(tx, { orderId, amountKopecks: toCertificate, now })
            : 0;
        const status = bank > 0 ? 'pending' : 'succeeded';
        const { rows: made } = await tx.execute<{ id: number }>(sql`
          INSERT INTO refunds (payment_id, order_id, amount_kopecks, certificate_kopecks, status, reason, created_by,
            idempotency_key, created_at, updated_at)
          VALUES (${bank > 0 ? paymentId : null}, ${orderId}, ${bank}, ${credited}, ${status}::refund_status,
            ${BOX_OFFICE_REFUND}, ${request.staffUserId}, ${`staff-${randomUUID()}`}, ${at(now)}, ${at(now)})
          RETURNING id`);
        const refundId = Number(made[0]?.id);
        await tx.execute(sql`
          INSERT INTO refund_items (refund_id, order_item_id, amount_kopecks)
          VALUES ${sql.join(
            chosen.map((line) => sql`(${refundId}, ${line.id}, ${Number(line.net)})`),
            sql`, `,
          )}`);

        const whole = chosen.length === refundable.filter((line) => !line.refunded).length;
        const orderStatus = whole ? 'refunded' : 'partially_refunded';
        await tx.execute(
          sql`UPDATE orders SET status = ${orderStatus}, updated_at = ${at(now)} WHERE id = ${orderId}`,
        );
        if (status === 'succeeded') {
          await refundSucceeded(tx, refundId, { order_id: orderId, reason: BOX_OFFICE_REFUND }, now);
        }
        const chosenIds = chosen.map((line) => line.id);
        await tx.execute(sql`
          INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, before, after, ip, request_id, created_at)
          VALUES (${request.staffUserId}, ${request.action}, 'order', ${String(orderId)},
            ${JSON.stringify({ status: order.status })}::jsonb,
            ${JSON.stringify({ status: orderStatus, refund: refundId, lines: chosenIds, amount_kopecks: bank, certificate_kopecks: credited })}::jsonb,
            ${request.ip}, ${request.requestId}, ${at(now)})`);
        return {
          kind: 'refunded',
          refundId,
          orderStatus,
          amountKopecks: bank,
          certificateKopecks: credited,
          status,
          lines: chosenIds,
        };
      });
    },

    refundAgain(request) {
      const { now, orderId, refundId } = request;
      return db.transaction(async (tx) => {
        const { rows: orders } = await tx.execute<{ status: string; venue_ids: number[] | null }>(sql`
          SELECT o.status, ${ORDER_VENUE_IDS} AS venue_ids FROM orders o WHERE o.id = ${orderId} FOR UPDATE`);
        const order = orders[0];
        if (!order || !seesOrder(request.scope, (order.venue_ids ?? []).map(Number)))
          return { kind: 'not_found' };
        const { rows: refunds } = await tx.execute<{
          status: string;
          amount_kopecks: number;
          payment_id: number | null;
        }>(
          sql`SELECT status, amount_kopecks, payment_id FROM refunds WHERE id = ${refundId} AND order_id = ${orderId}`,
        );
        const refund = refunds[0];
        if (!refund) return { kind: 'not_found' };
        if (refund.status !== 'failed' || Number(refund.amount_kopecks) === 0 || refund.payment_id === null)
          return { kind: 'not_failed' };
        // A line refunded again since (as was possible before failed refunds counted as refunded) is not paid twice.
        const { rows: twice } = await tx.execute<{ id: number }>(sql`
          SELECT DISTINCT mine.order_item_id AS id FROM refund_items mine
          JOIN refund_items other ON other.order_item_id = mine.order_item_id AND other.refund_id <> mine.refund_id
          JOIN refunds r ON r.id = other.refund_id AND r.status <> 'failed'
          WHERE mine.refund_id = ${refundId} ORDER BY 1`);
        if (twice.length > 0) return { kind: 'already_refunded', lines: twice.map((row) => Number(row.id)) };
        await tx.execute(sql`
          UPDATE refunds SET status = 'pending', provider_refund_id = NULL, idempotency_key = ${`staff-${randomUUID()}`},
            updated_at = ${at(now)}
          WHERE id = ${refundId}`);
        await tx.execute(sql`
          INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, before, after, ip, request_id, created_at)
          VALUES (${request.staffUserId}, 'refund_again', 'order', ${String(orderId)},
            ${JSON.stringify({ refund: refundId, status: 'failed' })}::jsonb,
            ${JSON.stringify({ refund: refundId, status: 'pending', amount_kopecks: Number(refund.amount_kopecks) })}::jsonb,
            ${request.ip}, ${request.requestId}, ${at(now)})`);
        return { kind: 'pending', orderStatus: order.status };
      });
    },
  };
}

/** Refunds as they stand, with the clerk who made each and its lines, oldest first. */
export async function refundStates(db: Db, where: SQL): Promise<RefundState[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT r.id, r.amount_kopecks, r.certificate_kopecks, r.status, r.reason, r.created_at,
      CASE WHEN u.id IS NULL THEN NULL ELSE ${STAFF_NAME} END AS by,
      coalesce((SELECT array_agg(ri.order_item_id ORDER BY ri.order_item_id) FROM refund_items ri
        WHERE ri.refund_id = r.id), '{}') AS lines
    FROM refunds r LEFT JOIN users u ON u.id = r.created_by WHERE ${where} ORDER BY r.id`);
  return rows.map((row) => ({
    id: Number(row.id),
    amountKopecks: Number(row.amount_kopecks),
    certificateKopecks: Number(row.certificate_kopecks),
    status: row.status as RefundState['status'],
    reason: String(row.reason),
    createdAt: new Date(row.created_at as string).toISOString(),
    by: (row.by as string | null) ?? null,
    lines: ((row.lines as number[] | null) ?? []).map(Number),
  }));
}

/** The lines to refund: the ones asked for (each checked), or all not refunded yet (`all`). */
function choose(lines: readonly Line[], asked: readonly number[] | 'all'): Line[] | RefundRefusal {
  if (asked === 'all') {
    const left = lines.filter((line) => !line.refunded);
    const used = left.filter((line) => line.ticket_status === 'used').map((line) => line.id);
    return used.length > 0 ? { kind: 'used', lines: used } : left;
  }
  const byId = new Map(lines.map((line) => [line.id, line]));
  const wanted = [...new Set(asked)];
  const unknown = wanted.filter((id) => !byId.has(id));
  if (unknown.length > 0) return { kind: 'unknown_lines', lines: unknown };
  const chosen = wanted.map((id) => byId.get(id) as Line);
  const refunded = chosen.filter((line) => line.refunded).map((line) => line.id);
  if (refunded.length > 0) return { kind: 'already_refunded', lines: refunded };
  const used = chosen.filter((line) => line.ticket_status === 'used').map((line) => line.id);
  if (used.length > 0) return { kind: 'used', lines: used };
  return chosen;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The lines' tickets stop passing the door; their seats and zone places go back on sale, services back to stock. */
async function returnPlaces(tx: Tx, orderId: number, lines: readonly Line[], now: Date) {
  const ids = lines.map((line) => line.id);
  await tx.execute(sql`
    UPDATE tickets SET status = 'refunded', refunded_at = ${at(now)}
    WHERE order_item_id IN (${sql.join(ids, sql`, `)}) AND status = 'valid'`);

  const zones = new Map<string, { eventId: number; zoneId: number; count: number }>();
  for (const line of lines) {
    if (line.kind !== 'zone') continue;
    const key = `${line.event_id}:${line.zone_id}`;
    const zone = zones.get(key) ?? { eventId: Number(line.event_id), zoneId: Number(line.zone_id), count: 0 };
    zone.count += 1;
    zones.set(key, zone);
  }
  const ordered = [...zones.values()].sort((a, b) => a.eventId - b.eventId || a.zoneId - b.zoneId);
  for (const zone of ordered) {
    await tx.execute(sql`
      SELECT 1 FROM event_zone_inventory WHERE event_id = ${zone.eventId} AND zone_id = ${zone.zoneId} FOR UPDATE`);
    // The order's sold row shrinks by the places given back, or goes when none is left (the trigger frees them).
    await tx.execute(sql`
      DELETE FROM zone_holds WHERE order_id = ${orderId} AND event_id = ${zone.eventId} AND zone_id = ${zone.zoneId}
        AND status = 'sold' AND quantity <= ${zone.count}`);
    await tx.execute(sql`
      UPDATE zone_holds SET quantity = quantity - ${zone.count}
      WHERE order_id = ${orderId} AND event_id = ${zone.eventId} AND zone_id = ${zone.zoneId} AND status = 'sold'`);
  }

  const seats = lines
    .filter((line) => line.kind === 'seat')
    .sort((a, b) => Number(a.event_id) - Number(b.event_id) || Number(a.seat_id) - Number(b.seat_id));
  if (seats.length > 0) {
    await tx.execute(sql`
      DELETE FROM seat_holds WHERE order_id = ${orderId} AND status = 'sold'
        AND (event_id, seat_id) IN (${sql.join(
          seats.map((line) => sql`(${Number(line.event_id)}::int, ${Number(line.seat_id)}::int)`),
          sql`, `,
        )})`);
  }

  for (const line of lines) {
    if (line.kind !== 'service' || line.service_id === null) continue;
    await tx.execute(sql`
      UPDATE extra_services SET sold = greatest(sold - ${Number(line.quantity)}, 0) WHERE id = ${line.service_id}`);
  }
}
