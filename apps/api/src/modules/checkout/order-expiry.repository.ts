// Owns expiring unpaid orders: a `pending` order past its payment deadline becomes `expired` and
// its `ordered` seat and zone holds are released, in batches. Housekeeping, as the hold sweeper:
// claims already treat an ended hold as free, and a late payment is still honoured or refunded
// (payments.repository.ts applies it to an `expired` order as to a pending one).
//
// Safe with several API processes and with payments: the order rows are taken FOR UPDATE SKIP
// LOCKED, the lock the notification path takes on the order it applies, so an order whose payment
// is being applied right now is skipped (and seen again by a later sweep, paid or still unpaid).
// Lock order as checkout.repository.ts: order rows, then event_zone_inventory rows in
// (event_id, zone_id) order, then seat_holds rows in (event_id, seat_id) order.
import type { Db } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { intArray, type Tx } from '../cart/cart-window.ts';

/** What an unpaid order took besides its places (a promo code use, service units), given back when it expires. */
export type GivesBack = { giveBack(tx: Tx, orderIds: SQL): Promise<void> };

export type OrderExpiryRepository = {
  /** Expires at most `batch` unpaid orders past their deadline; answers how many. */
  expireUnpaid(now: Date, batch: number): Promise<number>;
};

export function createOrderExpiryRepository(
  db: Db,
  /** Give back what the orders that expire took: promo code uses, extra services' units. */
  giveBack: readonly GivesBack[] = [],
): OrderExpiryRepository {
  return {
    async expireUnpaid(now, batch) {
      return db.transaction(async (tx) => {
        const { rows: due } = await tx.execute<{ id: number }>(sql`
          SELECT id FROM orders WHERE status = 'pending' AND expires_at <= ${at(now)}
          ORDER BY expires_at, id LIMIT ${batch} FOR UPDATE SKIP LOCKED`);
        if (due.length === 0) return 0;
        await expireOrders(
          tx,
          due.map((row) => Number(row.id)),
          now,
          giveBack,
          { due: true },
        );
        return due.length;
      });
    },
  };
}

/**
 * Expires unpaid orders the caller has locked (FOR UPDATE): their `ordered` seat and zone holds are released, and
 * what they took besides (promo uses, services) given back. `due`: only holds past their deadline go (the sweeper);
 * otherwise all of them (a cancelled session's orders, back office).
 */
export async function expireOrders(
  tx: Tx,
  orderIds: readonly number[],
  now: Date,
  giveBack: readonly GivesBack[],
  options: { due: boolean },
): Promise<{ seats: number; zonePlaces: number }> {
  if (orderIds.length === 0) return { seats: 0, zonePlaces: 0 };
  const ids = intArray(orderIds);
  const due = options.due ? sql`AND expires_at <= ${at(now)}` : sql``;
  await tx.execute(sql`
    SELECT 1 FROM event_zone_inventory inv
    WHERE (inv.event_id, inv.zone_id) IN (
      SELECT event_id, zone_id FROM zone_holds WHERE order_id = ANY(${ids}) AND status = 'ordered')
    ORDER BY inv.event_id, inv.zone_id FOR UPDATE`);
  const { rows: zones } = await tx.execute<{ quantity: number }>(sql`
    DELETE FROM zone_holds WHERE order_id = ANY(${ids}) AND status = 'ordered' ${due} RETURNING quantity`);
  const { rows: seats } = await tx.execute(sql`
    DELETE FROM seat_holds WHERE id IN (
      SELECT id FROM seat_holds
      WHERE order_id = ANY(${ids}) AND status = 'ordered' ${due}
      ORDER BY event_id, seat_id FOR UPDATE)
    RETURNING id`);
  await tx.execute(sql`
    UPDATE orders SET status = 'expired', updated_at = ${at(now)} WHERE id = ANY(${ids}) AND status = 'pending'`);
  for (const part of giveBack) await part.giveBack(tx, ids);
  return { seats: seats.length, zonePlaces: zones.reduce((sum, row) => sum + Number(row.quantity), 0) };
}
