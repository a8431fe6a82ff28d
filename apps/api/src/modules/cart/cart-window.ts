// Owns the SQL steps of one cart transaction that the hold, release and merge operations share:
// finding (or making) and locking the visitor's cart with the state of its hold window, reading its
// live lines, clearing what an ended window left, and releasing lines. Each takes the transaction;
// lock order (cart, zone inventories, seats) as described in cart.repository.ts.
import type { Db } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { type CartOwner, liveLine } from './cart.sql.ts';

/** A live line of a cart, as the window's steps read it (cart.repository.ts builds on it). */
export type Line = {
  id: number;
  eventId: number;
  seatId: number | null;
  zoneId: number | null;
  quantity: number;
  priceKopecks: number;
};

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
export const toDate = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);

/** The column and value that find the owner's one writable cart: the user's once signed in, else the session's. */
export function cartKey(owner: CartOwner): [SQL, SQL] {
  if (owner.userId !== null) return [sql.raw('user_id'), sql`${owner.userId}::int`];
  if (owner.sessionId !== null) return [sql.raw('session_id'), sql`${owner.sessionId}::text`];
  throw new Error('a cart needs a session or a user');
}

/** The owner's cart, if there is one (read only: nothing is made). */
export async function findCartId(db: Db, owner: CartOwner): Promise<number | null> {
  if (owner.userId === null && owner.sessionId === null) return null;
  const [column, value] = cartKey(owner);
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM carts WHERE ${column} = ${value}`);
  return rows[0] ? Number(rows[0].id) : null;
}

export type OpenCart = { id: number; expiresAt: Date | null; live: boolean; leftovers: boolean };

/**
 * Finds (or makes) the owner's cart and locks it, in one round trip: whether its hold window is
 * open at `now`, and whether anything of an ended window is left in it. A parallel request of the
 * same visitor that makes the cart first is waited for, and the next attempt finds it.
 *
 * It also turns synchronous commit off for this transaction (no extra round trip): a hold or a
 * release is a 15-minute reservation, and waiting for its WAL flush was most of its cost. A crash
 * may lose the last fraction of a second of holds (their seats are free again, which the checkout
 * sees as an ended hold), never consistency: the unique key still allows one hold per seat, and
 * orders and payments keep synchronous commit.
 */
export async function openCart(tx: Tx, owner: CartOwner, now: Date): Promise<OpenCart> {
  const [column, value] = cartKey(owner);
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await tx.execute<{ id: number; expires_at: string | null; leftovers: boolean }>(sql`
      WITH found AS (
        SELECT c.id, c.expires_at,
          EXISTS (SELECT 1 FROM cart_items ci WHERE ci.cart_id = c.id)
            OR EXISTS (SELECT 1 FROM seat_holds h WHERE h.cart_id = c.id)
            OR EXISTS (SELECT 1 FROM zone_holds z WHERE z.cart_id = c.id) AS leftovers
        FROM carts c WHERE c.${column} = ${value} FOR UPDATE OF c
      ), made AS (
        INSERT INTO carts (${column}) SELECT ${value} WHERE NOT EXISTS (SELECT 1 FROM found)
        ON CONFLICT (${column}) DO NOTHING
        RETURNING id, expires_at, false AS leftovers
      )
      SELECT cart.* FROM (SELECT * FROM found UNION ALL SELECT * FROM made) cart
      CROSS JOIN (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed`);
    const row = rows[0];
    if (row) {
      const expiresAt = toDate(row.expires_at);
      return {
        id: Number(row.id),
        expiresAt,
        live: expiresAt !== null && expiresAt.getTime() > now.getTime(),
        leftovers: row.leftovers === true,
      };
    }
  }
  throw new Error('cart could not be opened');
}

/** Locks a cart known by id (release, merge): whether its window is open at `now`. */
export async function lockCart(
  tx: Tx,
  cartId: number,
  now: Date,
): Promise<{ expiresAt: Date | null; live: boolean }> {
  const { rows } = await tx.execute<{ expires_at: string | null }>(
    sql`SELECT expires_at FROM carts WHERE id = ${cartId} FOR UPDATE`,
  );
  if (rows.length === 0) throw new Error(`cart ${cartId} is gone`);
  const expiresAt = toDate(rows[0]?.expires_at);
  return { expiresAt, live: expiresAt !== null && expiresAt.getTime() > now.getTime() };
}

/** The cart's live lines (its window must be open); a line whose hold is gone is dropped on the way. */
export async function liveLines(tx: Tx, cartId: number, now: Date): Promise<Line[]> {
  const { rows } = await tx.execute<{
    id: number;
    event_id: number;
    seat_id: number | null;
    zone_id: number | null;
    quantity: number;
    price_kopecks: number;
    live: boolean;
  }>(sql`
    SELECT ci.id, ci.event_id, ci.seat_id, ci.zone_id, ci.quantity, ci.price_kopecks, ${liveLine(now)} AS live
    FROM cart_items ci WHERE ci.cart_id = ${cartId}`);
  const dead = rows.filter((row) => !row.live).map((row) => row.id);
  if (dead.length > 0) await tx.execute(sql`DELETE FROM cart_items WHERE id = ANY(${intArray(dead)})`);
  return rows
    .filter((row) => row.live)
    .map((row) => ({
      id: row.id,
      eventId: row.event_id,
      seatId: row.seat_id,
      zoneId: row.zone_id,
      quantity: row.quantity,
      priceKopecks: Number(row.price_kopecks),
    }));
}

/**
 * Opens a new hold window on a cart whose last one ended: its old lines and expired holds go.
 * Expired seat rows someone is taking over right now are locked by them: skipped, they leave the cart anyway.
 */
export async function resetWindow(tx: Tx, cartId: number, now: Date): Promise<void> {
  await tx.execute(sql`DELETE FROM cart_items WHERE cart_id = ${cartId}`);
  const { rows: zones } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM event_zone_inventory inv
      WHERE (inv.event_id, inv.zone_id) IN (
        SELECT event_id, zone_id FROM zone_holds WHERE cart_id = ${cartId} AND status = 'held')
      ORDER BY inv.event_id, inv.zone_id FOR UPDATE) locked`);
  if (Number(zones[0]?.n ?? 0) > 0) {
    await tx.execute(
      sql`DELETE FROM zone_holds WHERE cart_id = ${cartId} AND status = 'held' AND expires_at <= ${at(now)}`,
    );
  }
  await tx.execute(sql`
    DELETE FROM seat_holds WHERE id IN (
      SELECT id FROM seat_holds WHERE cart_id = ${cartId} AND status = 'held' AND expires_at <= ${at(now)}
      ORDER BY event_id, seat_id FOR UPDATE SKIP LOCKED)`);
}

/** Deletes the holds and lines of `lines` (live lines of the locked cart), zones then seats in lock order. */
export async function releaseLines(tx: Tx, cartId: number, lines: readonly Line[]): Promise<void> {
  const zones = lines.filter((line) => line.zoneId !== null);
  const seats = lines.filter((line) => line.seatId !== null);
  if (zones.length > 0) {
    const keys = sql.join(
      zones.map((line) => sql`(${line.eventId}::int, ${line.zoneId}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      SELECT 1 FROM event_zone_inventory WHERE (event_id, zone_id) IN (${keys})
      ORDER BY event_id, zone_id FOR UPDATE`);
    await tx.execute(
      sql`DELETE FROM zone_holds WHERE cart_id = ${cartId} AND (event_id, zone_id) IN (${keys})`,
    );
  }
  if (seats.length > 0) {
    const keys = sql.join(
      seats.map((line) => sql`(${line.eventId}::int, ${line.seatId}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      DELETE FROM seat_holds WHERE id IN (
        SELECT id FROM seat_holds WHERE cart_id = ${cartId} AND status = 'held' AND (event_id, seat_id) IN (${keys})
        ORDER BY event_id, seat_id FOR UPDATE)`);
  }
  await tx.execute(sql`DELETE FROM cart_items WHERE id = ANY(${intArray(lines.map((line) => line.id))})`);
}
