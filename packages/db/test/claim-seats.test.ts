// claimSeats, the statement behind POST /cart/add: it holds every free seat of the list in one
// statement and says which it got (ascending), taking over expired holds and never a live hold, a
// sale or a block; the caller rolls back unless it got them all.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/client.js';
import { seatHolds } from '../src/schema/index.js';
import { claimSeats } from '../src/seat-holds.js';
import { createTestDatabase } from '../src/testing.js';
import { createSeatingFixture, type SeatingFixture } from './support/seating.fixture.js';

const now = new Date('2030-02-01T12:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

let database: Database;
let fx: SeatingFixture;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  fx = await createSeatingFixture(database.db, { seats: 6 });
});

const holders = async (seatIds: number[]) =>
  database.db
    .select({ seatId: seatHolds.seatId, cartId: seatHolds.cartId, expiresAt: seatHolds.expiresAt })
    .from(seatHolds)
    .where(and(eq(seatHolds.eventId, fx.eventId), inArray(seatHolds.seatId, seatIds)));

describe('claimSeats', () => {
  it('holds all free seats of the list in one statement and answers them ascending', async () => {
    const cartId = await fx.newCart();
    const [a, b, c] = fx.seatIds;
    const got = await claimSeats(database.db, {
      eventId: fx.eventId,
      cartId,
      seatIds: [c!, a!, b!],
      now,
      holdUntil: minutes(15),
    });
    expect(got).toEqual([a, b, c].sort((x, y) => x! - y!));
    const rows = await holders([a!, b!, c!]);
    expect(
      rows.every((row) => row.cartId === cartId && row.expiresAt?.getTime() === minutes(15).getTime()),
    ).toBe(true);
    expect(
      await claimSeats(database.db, {
        eventId: fx.eventId,
        cartId,
        seatIds: [],
        now,
        holdUntil: minutes(15),
      }),
    ).toEqual([]);
  });

  it('takes over expired holds but never a live hold (its own included), a sale or a block', async () => {
    const [free, expired, live, sold, blocked] = fx.seatIds as [number, number, number, number, number];
    const other = await fx.newCart();
    await database.db.insert(seatHolds).values([
      { eventId: fx.eventId, seatId: expired, cartId: other, status: 'held', expiresAt: minutes(-1) },
      { eventId: fx.eventId, seatId: live, cartId: other, status: 'held', expiresAt: minutes(5) },
      { eventId: fx.eventId, seatId: blocked, status: 'blocked' },
    ]);
    await database.db.execute(sql`
      WITH o AS (
        INSERT INTO orders (number, email, name, status, subtotal_kopecks, total_kopecks, payment_method, paid_at, access_key_hash)
        VALUES ('C-1', 'a@example.com', 'A', 'paid', 100, 100, 'card', now(), 'x') RETURNING id)
      INSERT INTO seat_holds (event_id, seat_id, order_id, status) SELECT ${fx.eventId}, ${sold}, o.id, 'sold' FROM o`);
    const mine = await fx.newCart();
    const got = await claimSeats(database.db, {
      eventId: fx.eventId,
      cartId: mine,
      seatIds: [free, expired, live, sold, blocked],
      now,
      holdUntil: minutes(15),
    });
    expect(got).toEqual([free, expired].sort((x, y) => x - y));
    const rows = await holders([expired, live]);
    expect(rows.find((row) => row.seatId === expired)?.cartId).toBe(mine);
    expect(rows.find((row) => row.seatId === live)?.cartId).toBe(other);
    // Its own live hold is not claimed again either (the cart service skips seats it already holds).
    expect(
      await claimSeats(database.db, {
        eventId: fx.eventId,
        cartId: mine,
        seatIds: [free],
        now,
        holdUntil: minutes(30),
      }),
    ).toEqual([]);
  });
});
