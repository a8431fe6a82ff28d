// Owns the one statement that claims a seat of an event (see the seat guarantee in
// schema/cart.ts): insert a hold, or take over an expired one, or report the seat as taken.
import { lt } from 'drizzle-orm';
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
