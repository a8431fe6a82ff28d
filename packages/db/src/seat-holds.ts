// Owns the statements that claim seats of an event (see the seat guarantee in schema/cart.ts):
// insert a hold, or take over an expired one, or report the seat as taken. claimSeat does one
// seat; claimSeats does the seats of one /cart/add in ONE statement, the database function
// claim_seats (migration 0006_hold_seats, also called by hold_seats, the one-statement POST
// /cart/add; chosen by measurement over a statement per seat, select-then-insert and
// delete-then-insert: bench/claim-strategies.bench.ts, figures in docs/performance.md).
import { lt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { executePrepared } from './prepared-sql.js';
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

export type ClaimSeatsInput = Omit<ClaimSeatInput, 'seatId'> & {
  seatIds: readonly number[];
  /** The client network the holds are counted against (inet text; migration 0018_hold_address); none: null. */
  clientAddress?: string | null;
};

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
  const rows = await executePrepared<{ seat_id: number }>(
    db,
    'claim_seats',
    sql`SELECT s AS seat_id FROM claim_seats(${input.eventId}::int, ${input.cartId}::int,
      ${`{${input.seatIds.map((id) => Math.trunc(id)).join(',')}}`}::int[],
      ${input.now.toISOString()}::timestamptz, ${input.holdUntil.toISOString()}::timestamptz,
      ${input.clientAddress ?? null}::inet) AS s`,
  );
  return rows.map((row) => Number(row.seat_id)).sort((a, b) => a - b);
}
