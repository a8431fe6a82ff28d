// Owns the statements that claim seats of an event (see the seat guarantee in schema/cart.ts):
// insert a hold, or take over an expired one, or report the seat as taken. claimSeat does one
// seat; claimSeats does the seats of one /cart/add in ONE statement (chosen by measurement over a
// statement per seat, select-then-insert and delete-then-insert: bench/claim-strategies.bench.ts,
// figures in docs/performance.md).
import { lt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { seatHolds } from './schema/cart.js';

export type ClaimSeatInput = {
  eventId: number;
  seatId: number;
  cartId: number;
  /** The caller's clock; a hold whose expires_at is before it is free to take. */
  now: Date;
  holdUntil: Date;
};

/**
 * Holds the seat for the cart. Returns the hold id, or null when the seat is held, ordered,
 * sold or blocked by anyone (the same cart re-claiming its own live hold also gets null).
 * Safe under concurrency: UNIQUE (event_id, seat_id) lets exactly one claimant win.
 */
export async function claimSeat(db: Db, input: ClaimSeatInput): Promise<number | null> {
  const [row] = await db
    .insert(seatHolds)
    .values({
      eventId: input.eventId,
      seatId: input.seatId,
      cartId: input.cartId,
      orderId: null,
      status: 'held',
      expiresAt: input.holdUntil,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [seatHolds.eventId, seatHolds.seatId],
      set: {
        cartId: input.cartId,
        orderId: null,
        status: 'held',
        expiresAt: input.holdUntil,
        createdAt: input.now,
      },
      setWhere: lt(seatHolds.expiresAt, input.now),
    })
    .returning({ id: seatHolds.id });
  return row?.id ?? null;
}

export type ClaimSeatsInput = Omit<ClaimSeatInput, 'seatId'> & { seatIds: readonly number[] };

/**
 * Holds every seat of `seatIds` it can for the cart and returns the ids it got, ascending. The
 * caller runs it inside a transaction and rolls back unless it got them all (all or nothing).
 *
 * Rows are claimed in ascending seat id (ORDER BY feeds the insert in that order), so two requests
 * over overlapping seats lock them in the same order and cannot deadlock each other. A live hold
 * of anyone (this cart included), a sale or a block is never taken over; a conflicting row is
 * still locked until the transaction ends, which is why the loser should roll back promptly.
 */
export async function claimSeats(db: Db, input: ClaimSeatsInput): Promise<number[]> {
  if (input.seatIds.length === 0) return [];
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ seat_id: number }>(sql`
    INSERT INTO seat_holds (event_id, seat_id, cart_id, order_id, status, expires_at, created_at)
    SELECT ${input.eventId}::int, s, ${input.cartId}::int, NULL, 'held', ${input.holdUntil.toISOString()}::timestamptz, ${now}
    FROM unnest(${`{${input.seatIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]) AS s
    ORDER BY s
    ON CONFLICT (event_id, seat_id) DO UPDATE
      SET cart_id = excluded.cart_id, order_id = NULL, status = 'held',
          expires_at = excluded.expires_at, created_at = excluded.created_at
      WHERE seat_holds.expires_at < ${now}
    RETURNING seat_id`);
  return rows.map((row) => Number(row.seat_id)).sort((a, b) => a - b);
}
