// Owns the SQL of cancelling a session: in ONE transaction under the session's row lock (two cancels at once take
// turns, and the second finds it cancelled), the session leaves sale (sale_status 'cancelled', when and why, its
// version bumped), the carts' holds of it and their lines go, and the unpaid orders with its places expire as the
// sweeper expires them (order-expiry.repository.ts: holds released, promo uses and services given back); audited.
// The paid orders are refunded after the commit, each through the box office's refund (refunds.repository.ts) —
// the one refund path — so what stands is read from the refunds themselves: a cancel sent again, or two at once,
// finds nothing left to refund.
import type { TEventCancelled } from '@afisha/contracts/manage/event-ops';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../../lib/sql-time.ts';
import { LINE_REFUNDED } from '../../box-office/refunds.repository.ts';
import { expireOrders, type GivesBack } from '../../checkout/order-expiry.repository.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { findEvent, type ManagedEvent } from '../managed-event.ts';

export type CancelRequest = { event: ManagedEvent; reason: string; actor: AuditActor; now: Date };

/** A paid order with tickets of the session still to refund: its lines of the session, or `all` of it. */
export type OrderToRefund = { orderId: number; lines: number[] | 'all' };

export type EventCancelRepository = {
  /** Takes the session off sale and releases its holds; false when it was cancelled already (nothing changed). */
  cancel(request: CancelRequest): Promise<boolean>;
  /** Paid orders with tickets of the session not refunded yet (nor let in at the door). */
  ordersToRefund(eventId: number): Promise<OrderToRefund[]>;
  /** Where the cancelled session's orders and refunds stand. */
  state(eventId: number): Promise<TEventCancelled>;
};

const TICKET_LINE = sql`oi.kind IN ('seat', 'zone')`;

export function createEventCancelRepository(db: Db, givesBack: readonly GivesBack[]): EventCancelRepository {
  return {
    cancel({ event, reason, actor, now }) {
      return db.transaction(async (tx) => {
        const locked = await findEvent(tx, event.id, true);
        if (!locked || locked.saleStatus === 'cancelled') return false;
        await tx.execute(sql`
          UPDATE events SET sale_status = 'cancelled', cancelled_at = ${at(now)}, cancel_reason = ${reason},
            version = version + 1, updated_at = ${at(now)}
          WHERE id = ${event.id}`);
        // Lock order as checkout's: order rows, then zone inventory, then seat holds in seat order.
        const { rows: unpaid } = await tx.execute<{ id: number }>(sql`
          SELECT o.id FROM orders o
          WHERE o.status = 'pending' AND EXISTS (
            SELECT 1 FROM order_items oi WHERE oi.order_id = o.id AND oi.event_id = ${event.id})
          ORDER BY o.id FOR UPDATE`);
        const expired = await expireOrders(
          tx,
          unpaid.map((row) => Number(row.id)),
          now,
          givesBack,
          { due: false },
        );
        await tx.execute(sql`
          SELECT 1 FROM event_zone_inventory WHERE event_id = ${event.id} ORDER BY zone_id FOR UPDATE`);
        const { rows: zones } = await tx.execute<{ quantity: number }>(sql`
          DELETE FROM zone_holds WHERE event_id = ${event.id} AND status IN ('held', 'ordered') RETURNING quantity`);
        const { rows: seats } = await tx.execute(sql`
          DELETE FROM seat_holds WHERE id IN (
            SELECT id FROM seat_holds WHERE event_id = ${event.id} AND status IN ('held', 'ordered')
            ORDER BY seat_id FOR UPDATE)
          RETURNING id`);
        await tx.execute(sql`DELETE FROM cart_items WHERE event_id = ${event.id}`);
        const released =
          expired.seats +
          expired.zonePlaces +
          seats.length +
          zones.reduce((sum, row) => sum + Number(row.quantity), 0);
        await recordAudit(tx as unknown as Db, actor, now, {
          action: 'cancel',
          entity: 'event',
          entityId: event.id,
          venueId: event.venueId,
          before: { sale_status: locked.saleStatus, version: locked.version },
          after: {
            sale_status: 'cancelled',
            version: locked.version + 1,
            cancelled_at: now.toISOString(),
            cancel_reason: reason,
            holds_released: released,
            unpaid_orders: unpaid.map((row) => Number(row.id)),
          },
        });
        return true;
      });
    },

    async ordersToRefund(eventId) {
      const { rows } = await db.execute<{ order_id: number; lines: number[]; others: boolean }>(sql`
        SELECT oi.order_id, array_agg(oi.id ORDER BY oi.id) AS lines,
          EXISTS (SELECT 1 FROM order_items oi2 JOIN orders o2 ON o2.id = oi2.order_id
            WHERE oi2.order_id = oi.order_id AND oi2.kind IN ('seat', 'zone') AND oi2.event_id <> ${eventId}
              AND NOT EXISTS (SELECT 1 FROM refund_items ri WHERE ri.order_item_id = oi2.id)) AS others
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id AND o.status IN ('paid', 'partially_refunded')
        LEFT JOIN tickets t ON t.order_item_id = oi.id
        WHERE oi.event_id = ${eventId} AND ${TICKET_LINE} AND NOT ${LINE_REFUNDED}
          AND (t.status IS NULL OR t.status <> 'used')
        GROUP BY oi.order_id ORDER BY oi.order_id`);
      // An order of this session alone goes back whole (its services too); one with other sessions' tickets
      // gives back this session's tickets, as the box office's part refund does.
      return rows.map((row) => ({
        orderId: Number(row.order_id),
        lines: row.others ? row.lines.map(Number) : 'all',
      }));
    },

    async state(eventId) {
      const { rows } = await db.execute<{
        version: number;
        cancelled_at: string | Date;
        cancel_reason: string | null;
        orders: number;
        requested: number;
        succeeded: number;
        pending: number;
        refused: number;
        already_refunded: number;
        holds_released: number | null;
      }>(sql`
        WITH session_refunds AS (
          SELECT DISTINCT r.id, r.order_id, r.status, r.created_at >= e.cancelled_at AS by_cancel
          FROM events e
          JOIN order_items oi ON oi.event_id = e.id AND ${TICKET_LINE}
          JOIN refund_items ri ON ri.order_item_id = oi.id
          JOIN refunds r ON r.id = ri.refund_id
          WHERE e.id = ${eventId})
        SELECT e.version, e.cancelled_at, e.cancel_reason,
          (SELECT count(DISTINCT oi.order_id)::int FROM order_items oi JOIN orders o ON o.id = oi.order_id
            WHERE oi.event_id = e.id AND ${TICKET_LINE}
              AND o.status IN ('paid', 'partially_refunded', 'refunded')) AS orders,
          (SELECT count(*)::int FROM session_refunds WHERE by_cancel) AS requested,
          (SELECT count(*)::int FROM session_refunds WHERE by_cancel AND status = 'succeeded') AS succeeded,
          (SELECT count(*)::int FROM session_refunds WHERE by_cancel AND status = 'pending') AS pending,
          (SELECT count(*)::int FROM session_refunds WHERE by_cancel AND status = 'failed') AS refused,
          (SELECT count(DISTINCT order_id)::int FROM session_refunds s WHERE NOT by_cancel
            AND NOT EXISTS (SELECT 1 FROM session_refunds l WHERE l.order_id = s.order_id AND l.by_cancel))
            AS already_refunded,
          (SELECT (a.after->>'holds_released')::int FROM audit_log a
            WHERE a.entity_type = 'event' AND a.entity_id = ${String(eventId)} AND a.action = 'cancel'
            ORDER BY a.id DESC LIMIT 1) AS holds_released
        FROM events e WHERE e.id = ${eventId}`);
      const row = rows[0];
      if (!row) throw new Error(`event ${eventId} is gone`);
      return {
        event: eventId,
        sale_status: 'cancelled',
        version: Number(row.version),
        cancelled_at: new Date(row.cancelled_at).toISOString(),
        cancel_reason: row.cancel_reason ?? '',
        already_cancelled: false,
        orders: Number(row.orders),
        holds_released: Number(row.holds_released ?? 0),
        refunds: {
          requested: Number(row.requested),
          succeeded: Number(row.succeeded),
          pending: Number(row.pending),
          refused: Number(row.refused),
          already_refunded: Number(row.already_refunded),
        },
      };
    },
  };
}
