// Owns the SQL of the test controls: ending one visitor's cart hold now. It leaves exactly what the hold's own end
// leaves (carts.expires_at and the `held` seat and zone holds' expires_at at `now`, lines and holds still there for
// the sweeper), so everything after it (the cart's content, the seat map, a new hold) runs the real expiry paths.
// Lock order as in cart.repository.ts: the carts, the zone inventory rows, the seat holds in (event_id, seat_id)
// order. Changing expires_at moves no zone's `taken` (its trigger watches event_id, zone_id and quantity only).
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { type CartOwner, ownerCartIds } from '../cart/cart.sql.ts';
import { intArray } from '../cart/cart-window.ts';

/** What ending the hold changed: carts whose window was open, and their holds that were still live. */
export type EndedHold = { carts: number; seats: number; zones: number };

export type TestControlsRepository = {
  /** Ends the owner's open cart holds at `now` (the session's cart, and the user's once signed in). */
  endCartHold(owner: CartOwner, now: Date): Promise<EndedHold>;
};

export function createTestControlsRepository(db: Db): TestControlsRepository {
  return {
    async endCartHold(owner, now) {
      const owned = ownerCartIds(owner);
      if (!owned) return { carts: 0, seats: 0, zones: 0 };
      return db.transaction(async (tx) => {
        const { rows: open } = await tx.execute<{ id: number }>(sql`
          SELECT id FROM carts WHERE id IN (${owned}) AND expires_at > ${at(now)} ORDER BY id FOR UPDATE`);
        if (open.length === 0) return { carts: 0, seats: 0, zones: 0 };
        const ids = intArray(open.map((row) => Number(row.id)));
        await tx.execute(sql`UPDATE carts SET expires_at = ${at(now)} WHERE id = ANY(${ids})`);
        await tx.execute(sql`
          SELECT 1 FROM event_zone_inventory inv
          WHERE (inv.event_id, inv.zone_id) IN (
            SELECT event_id, zone_id FROM zone_holds WHERE cart_id = ANY(${ids}) AND status = 'held')
          ORDER BY inv.event_id, inv.zone_id FOR UPDATE`);
        const zones = await tx.execute<{ id: number }>(sql`
          UPDATE zone_holds SET expires_at = ${at(now)}
          WHERE cart_id = ANY(${ids}) AND status = 'held' AND expires_at > ${at(now)}
          RETURNING id`);
        const seats = await tx.execute<{ id: number }>(sql`
          UPDATE seat_holds SET expires_at = ${at(now)} WHERE id IN (
            SELECT id FROM seat_holds
            WHERE cart_id = ANY(${ids}) AND status = 'held' AND expires_at > ${at(now)}
            ORDER BY event_id, seat_id FOR UPDATE)
          RETURNING id`);
        return { carts: open.length, seats: seats.rows.length, zones: zones.rows.length };
      });
    },
  };
}
