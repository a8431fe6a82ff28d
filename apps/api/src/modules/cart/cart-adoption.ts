// Owns what happens to a cart at sign-in: the anonymous session cart becomes the user's at the first
// cart change after signing in (so it outlives the session and token clients see it), or is merged
// into the cart the user already has, every hold of the merged cart ending at the earlier deadline
// (a hold is never extended). Locks in the cart module's order: both carts by id, zone inventories,
// then seats by id.
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { type CartOwner, liveLine } from './cart.sql.ts';
import { type Tx, toDate } from './cart-window.ts';

/** Adopts session cart `sessionCartId` for the user, merging it into the user's cart if there is one. */
async function adopt(
  db: Db,
  sessionCartId: number,
  owner: { sessionId: string; userId: number },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: number;
      session_id: string | null;
      user_id: number | null;
      expires_at: string | null;
    }>(sql`
      SELECT id, session_id, user_id, expires_at FROM carts
      WHERE id = ${sessionCartId} OR user_id = ${owner.userId} ORDER BY id FOR UPDATE`);
    const userCart = rows.find((row) => row.user_id === owner.userId);
    const sessionCart = rows.find(
      (row) => row.id === sessionCartId && row.user_id === null && row.session_id === owner.sessionId,
    );
    if (!sessionCart) {
      if (userCart) return userCart.id;
      throw new Error('adopted cart vanished');
    }
    if (!userCart) {
      // The session is forgotten at sign-out; the user's cart must not go with it.
      await tx.execute(
        sql`UPDATE carts SET user_id = ${owner.userId}, session_id = NULL, updated_at = ${at(now)} WHERE id = ${sessionCartId}`,
      );
      return sessionCartId;
    }
    const sessionUntil = toDate(sessionCart.expires_at);
    const userUntil = toDate(userCart.expires_at);
    const sessionLive = sessionUntil !== null && sessionUntil > now;
    const userLive = userUntil !== null && userUntil > now;
    if (sessionLive) {
      if (!userLive) await tx.execute(sql`DELETE FROM cart_items WHERE cart_id = ${userCart.id}`);
      // Both windows open: the merged cart ends with the earlier one (a hold is never extended).
      const until = userLive && userUntil < sessionUntil ? userUntil : sessionUntil;
      await mergeInto(tx, sessionCartId, userCart.id, until, now);
      await tx.execute(
        sql`UPDATE carts SET expires_at = ${at(until)}, updated_at = ${at(now)} WHERE id = ${userCart.id}`,
      );
    }
    // What is left of the session cart (nothing live) goes with it.
    await tx.execute(sql`DELETE FROM carts WHERE id = ${sessionCartId}`);
    return userCart.id;
  });
}

export async function adoptSessionCart(db: Db, owner: CartOwner, now: Date): Promise<void> {
  if (owner.userId === null || owner.sessionId === null) return;
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM carts WHERE session_id = ${owner.sessionId} AND user_id IS NULL`,
  );
  const sessionCart = rows[0];
  if (sessionCart) await adopt(db, sessionCart.id, { sessionId: owner.sessionId, userId: owner.userId }, now);
}

/** Moves the live holds and lines of cart `from` into cart `to`, every hold of `to` ending at `until`. */
async function mergeInto(tx: Tx, from: number, to: number, until: Date, now: Date): Promise<void> {
  // Lines whose hold is gone would only collide with the moved ones.
  await tx.execute(
    sql`DELETE FROM cart_items ci WHERE ci.cart_id IN (${from}, ${to}) AND NOT ${liveLine(now)}`,
  );
  // Zones: inventory rows first (lock order), then the rows; a zone both carts hold becomes one line.
  await tx.execute(sql`
    SELECT 1 FROM event_zone_inventory inv
    WHERE (inv.event_id, inv.zone_id) IN (SELECT event_id, zone_id FROM zone_holds WHERE cart_id IN (${from}, ${to}))
    ORDER BY inv.event_id, inv.zone_id FOR UPDATE`);
  const { rows: moved } = await tx.execute<{ event_id: number; zone_id: number; quantity: number }>(sql`
    DELETE FROM zone_holds f USING zone_holds t
    WHERE f.cart_id = ${from} AND t.cart_id = ${to} AND t.event_id = f.event_id AND t.zone_id = f.zone_id
      AND f.status = 'held' AND f.expires_at > ${at(now)} AND t.status = 'held' AND t.expires_at > ${at(now)}
    RETURNING f.event_id, f.zone_id, f.quantity`);
  for (const zone of moved) {
    await tx.execute(sql`
      UPDATE zone_holds SET quantity = quantity + ${zone.quantity}
      WHERE cart_id = ${to} AND event_id = ${zone.event_id} AND zone_id = ${zone.zone_id}`);
    await tx.execute(sql`
      UPDATE cart_items SET quantity = quantity + ${zone.quantity}
      WHERE cart_id = ${to} AND event_id = ${zone.event_id} AND zone_id = ${zone.zone_id}`);
    await tx.execute(sql`
      DELETE FROM cart_items WHERE cart_id = ${from} AND event_id = ${zone.event_id} AND zone_id = ${zone.zone_id}`);
  }
  // Left-over zone rows of `to` from an ended window would block the move (one row per cart and zone).
  await tx.execute(
    sql`DELETE FROM zone_holds WHERE cart_id = ${to} AND status = 'held' AND expires_at <= ${at(now)}`,
  );
  await tx.execute(sql`
    UPDATE zone_holds SET cart_id = ${to}
    WHERE cart_id = ${from} AND status = 'held' AND expires_at > ${at(now)}`);
  await tx.execute(
    sql`UPDATE zone_holds SET expires_at = ${at(until)} WHERE cart_id = ${to} AND status = 'held'`,
  );
  // Seats, in seat order: a claimer may hold the lock of a live row it lost to.
  await tx.execute(sql`
    SELECT 1 FROM seat_holds WHERE cart_id IN (${from}, ${to}) AND status = 'held' AND expires_at > ${at(now)}
    ORDER BY event_id, seat_id FOR UPDATE`);
  await tx.execute(sql`
    UPDATE seat_holds SET cart_id = ${to}, expires_at = ${at(until)}
    WHERE cart_id IN (${from}, ${to}) AND status = 'held' AND expires_at > ${at(now)}`);
  // Every line left in `from` is live and names a place `to` has no line for (zone twins were merged above).
  await tx.execute(sql`UPDATE cart_items SET cart_id = ${to} WHERE cart_id = ${from}`);
}
