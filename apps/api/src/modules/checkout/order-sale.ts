// Owns what makes an order paid, inside the transaction that pays it: its places sold for good (its own holds,
// or anybody's that ran out), then one ticket per admission line, the certificates it bought activated, the paid
// notification and the tickets mail queued. Shared by a zero-total order, paid as it is placed
// (order-placing.repository.ts), and a provider's successful payment (payments.repository.ts).
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import type { CertificatesRepository } from '../certificates/certificates.repository.ts';
import { notifyOrderPaid } from '../notifications/notification-hooks.ts';
import type { Tx } from './checkout.sql.ts';
import { queueOrderMail } from './refund-settled.ts';

export function createOrderSale(
  /** Activates the gift certificates a paid order bought (certificates.repository.ts). */
  certificates?: Pick<CertificatesRepository, 'activateForOrder'>,
) {
  /** Sells the order's places for good: its seats and zone places become `sold`. False when some are gone. */
  async function sell(tx: Tx, orderId: number, now: Date): Promise<boolean> {
    const { rows: seatItems } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_items WHERE order_id = ${orderId} AND kind = 'seat'`,
    );
    const wanted = Number(seatItems[0]?.n ?? 0);
    if (wanted > 0) {
      // The order's own hold (even past its deadline), or anybody's expired one, becomes the sale.
      const { rows } = await tx.execute<{ seat_id: number }>(sql`
        INSERT INTO seat_holds (event_id, seat_id, cart_id, order_id, status, expires_at, created_at)
        SELECT oi.event_id, oi.seat_id, NULL, ${orderId}::int, 'sold', NULL, ${at(now)}
        FROM order_items oi WHERE oi.order_id = ${orderId} AND oi.kind = 'seat'
        ORDER BY oi.event_id, oi.seat_id
        ON CONFLICT (event_id, seat_id) DO UPDATE
          SET cart_id = NULL, order_id = excluded.order_id, status = 'sold', expires_at = NULL
          WHERE (seat_holds.order_id = excluded.order_id AND seat_holds.status = 'ordered')
             OR seat_holds.expires_at < ${at(now)}
        RETURNING seat_id`);
      if (rows.length < wanted) return false;
    }
    const { rows: zones } = await tx.execute<{ event_id: number; zone_id: number; n: number }>(sql`
      SELECT event_id, zone_id, count(*)::int AS n FROM order_items
      WHERE order_id = ${orderId} AND kind = 'zone' GROUP BY event_id, zone_id ORDER BY event_id, zone_id`);
    for (const zone of zones) {
      await tx.execute(sql`
        SELECT 1 FROM event_zone_inventory WHERE event_id = ${zone.event_id} AND zone_id = ${zone.zone_id} FOR UPDATE`);
      const { rows: kept } = await tx.execute<{ id: number }>(sql`
        UPDATE zone_holds SET status = 'sold', expires_at = NULL
        WHERE order_id = ${orderId} AND event_id = ${zone.event_id} AND zone_id = ${zone.zone_id} AND status = 'ordered'
        RETURNING id`);
      if (kept.length > 0) continue;
      // The hold ran out and was cleared: take the places again if the zone still has them.
      await tx.execute(sql`
        DELETE FROM zone_holds WHERE event_id = ${zone.event_id} AND zone_id = ${zone.zone_id}
          AND status IN ('held', 'ordered') AND expires_at <= ${at(now)}`);
      const { rows: free } = await tx.execute<{ free: number }>(sql`
        SELECT capacity - taken AS free FROM event_zone_inventory
        WHERE event_id = ${zone.event_id} AND zone_id = ${zone.zone_id}`);
      if (Number(free[0]?.free ?? 0) < Number(zone.n)) return false;
      await tx.execute(sql`
        INSERT INTO zone_holds (event_id, zone_id, cart_id, order_id, status, quantity, expires_at, created_at)
        VALUES (${zone.event_id}, ${zone.zone_id}, NULL, ${orderId}, 'sold', ${zone.n}, NULL, ${at(now)})`);
    }
    return true;
  }

  /** The sold order becomes paid: one ticket per admission line, and the paid notification. */
  async function issueTickets(tx: Tx, orderId: number, now: Date, newSecret: () => string) {
    await tx.execute(sql`
      UPDATE orders SET status = 'paid', paid_at = ${at(now)}, updated_at = ${at(now)} WHERE id = ${orderId}`);
    const { rows: items } = await tx.execute<{
      id: number;
      event_id: number;
      seat_id: number | null;
      zone_id: number | null;
    }>(sql`
      SELECT id, event_id, seat_id, zone_id FROM order_items
      WHERE order_id = ${orderId} AND kind IN ('seat', 'zone') ORDER BY id`);
    if (items.length > 0) {
      const values = sql.join(
        items.map(
          (item) =>
            sql`(${item.id}::int, ${orderId}::int, ${item.event_id}::int, ${item.seat_id}::int, ${item.zone_id}::int, ${newSecret()}, ${at(now)})`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        INSERT INTO tickets (order_item_id, order_id, event_id, seat_id, zone_id, secret, created_at) VALUES ${values}`);
    }
    // Gift certificates bought by the order get their money and validity now.
    await certificates?.activateForOrder(tx, orderId, now);
    await notifyOrderPaid(tx as unknown as Db, { orderId });
    await queueOrderMail(tx, { order: orderId, kind: 'tickets' }, now);
  }

  return { sell, issueTickets };
}
