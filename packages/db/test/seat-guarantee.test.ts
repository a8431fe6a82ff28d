// The seat guarantee, enforced by the database: a seat of an event is in at most one active
// hold or sold ticket. Covers the hold table (unique key, the claim statement, the state CHECK)
// and the second net on tickets.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/client.js';
import { carts, orderItems, orders, seatHolds, tickets } from '../src/schema/index.js';
import { claimSeat } from '../src/seat-holds.js';
import { createTestDatabase } from '../src/testing.js';
import { CHECK_VIOLATION, expectDbError, UNIQUE_VIOLATION } from './support/db-errors.js';
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
  fx = await createSeatingFixture(database.db);
});

async function holdersOf(seatId: number) {
  return database.db
    .select({ cartId: seatHolds.cartId, status: seatHolds.status })
    .from(seatHolds)
    .where(and(eq(seatHolds.eventId, fx.eventId), eq(seatHolds.seatId, seatId)));
}

async function createOrder(): Promise<number> {
  const [order] = await database.db
    .insert(orders)
    .values({
      number: `T-${Math.random().toString(36).slice(2, 10)}`,
      email: 'buyer@example.com',
      name: 'Анна',
      subtotalKopecks: 250_000,
      totalKopecks: 250_000,
      paymentMethod: 'card',
      accessKeyHash: 'hash',
    })
    .returning({ id: orders.id });
  return order!.id;
}

describe('seat holds', () => {
  it('refuses a second active hold of the same seat (insert two, the second fails)', async () => {
    const [first, second] = [await fx.newCart(), await fx.newCart()];
    const seatId = fx.seatIds[0]!;
    await database.db
      .insert(seatHolds)
      .values({ eventId: fx.eventId, seatId, cartId: first, status: 'held', expiresAt: minutes(15) });
    await expectDbError(
      database.db
        .insert(seatHolds)
        .values({ eventId: fx.eventId, seatId, cartId: second, status: 'held', expiresAt: minutes(15) }),
      { code: UNIQUE_VIOLATION, constraint: 'seat_holds_event_seat_uq' },
    );
    expect(await holdersOf(seatId)).toEqual([{ cartId: first, status: 'held' }]);
  });

  it('lets the same seat be held at another event of the same plan', async () => {
    const other = await createSeatingFixture(database.db);
    const cart = await fx.newCart();
    expect(
      await claimSeat(database.db, {
        eventId: fx.eventId,
        seatId: fx.seatIds[0]!,
        cartId: cart,
        now,
        holdUntil: minutes(15),
      }),
    ).not.toBeNull();
    expect(
      await claimSeat(database.db, {
        eventId: other.eventId,
        seatId: other.seatIds[0]!,
        cartId: cart,
        now,
        holdUntil: minutes(15),
      }),
    ).not.toBeNull();
  });

  it('claims a free seat, and refuses to claim it again while the hold lasts', async () => {
    const [first, second] = [await fx.newCart(), await fx.newCart()];
    const seatId = fx.seatIds[1]!;
    const claim = (cartId: number, at: Date) =>
      claimSeat(database.db, { eventId: fx.eventId, seatId, cartId, now: at, holdUntil: minutes(15) });

    expect(await claim(first, now)).toEqual(expect.any(Number));
    expect(await claim(second, minutes(14))).toBeNull();
    expect(await holdersOf(seatId)).toEqual([{ cartId: first, status: 'held' }]);
  });

  it('re-claims an expired hold for another cart with the single ON CONFLICT statement', async () => {
    const [first, second] = [await fx.newCart(), await fx.newCart()];
    const seatId = fx.seatIds[2]!;
    const firstHold = await claimSeat(database.db, {
      eventId: fx.eventId,
      seatId,
      cartId: first,
      now,
      holdUntil: minutes(15),
    });
    const later = minutes(16);
    const secondHold = await claimSeat(database.db, {
      eventId: fx.eventId,
      seatId,
      cartId: second,
      now: later,
      holdUntil: new Date(later.getTime() + 15 * 60_000),
    });
    expect(secondHold).toBe(firstHold);
    expect(await holdersOf(seatId)).toEqual([{ cartId: second, status: 'held' }]);
  });

  it('never takes over a sold or blocked seat, however late', async () => {
    const cart = await fx.newCart();
    const orderId = await createOrder();
    const [soldSeat, blockedSeat] = [fx.seatIds[0]!, fx.seatIds[1]!];
    await database.db.insert(seatHolds).values([
      { eventId: fx.eventId, seatId: soldSeat, orderId, status: 'sold', expiresAt: null },
      { eventId: fx.eventId, seatId: blockedSeat, status: 'blocked', expiresAt: null },
    ]);
    for (const seatId of [soldSeat, blockedSeat]) {
      expect(
        await claimSeat(database.db, {
          eventId: fx.eventId,
          seatId,
          cartId: cart,
          now: minutes(60 * 24 * 365),
          holdUntil: minutes(60 * 24 * 366),
        }),
      ).toBeNull();
    }
  });

  it('keeps each hold state consistent (who holds it, and whether it expires)', async () => {
    const cart = await fx.newCart();
    const orderId = await createOrder();
    const seatId = fx.seatIds[3]!;
    const bad = [
      { status: 'held' as const, cartId: cart, expiresAt: null }, // a cart hold must expire
      { status: 'held' as const, expiresAt: minutes(15) }, // held by nobody
      { status: 'sold' as const, orderId, expiresAt: minutes(15) }, // a sale that expires
      { status: 'sold' as const, cartId: cart, expiresAt: null }, // sold to a cart, not an order
      { status: 'ordered' as const, orderId, expiresAt: null }, // unpaid order that never lapses
      { status: 'blocked' as const, orderId, expiresAt: null },
    ];
    for (const values of bad) {
      await expectDbError(database.db.insert(seatHolds).values({ eventId: fx.eventId, seatId, ...values }), {
        code: CHECK_VIOLATION,
        constraint: 'seat_holds_state_ck',
      });
    }
  });

  it('releases held seats when their cart is deleted, but not seats already in an order', async () => {
    const cart = await fx.newCart();
    const orderId = await createOrder();
    await database.db.insert(seatHolds).values([
      { eventId: fx.eventId, seatId: fx.seatIds[0]!, cartId: cart, status: 'held', expiresAt: minutes(15) },
      { eventId: fx.eventId, seatId: fx.seatIds[1]!, orderId, status: 'ordered', expiresAt: minutes(15) },
    ]);
    await database.db.delete(carts).where(eq(carts.id, cart));
    expect(await holdersOf(fx.seatIds[0]!)).toEqual([]);
    expect(await holdersOf(fx.seatIds[1]!)).toEqual([{ cartId: null, status: 'ordered' }]);
  });
});

describe('tickets', () => {
  async function issueTicket(seatId: number, status: 'valid' | 'used' | 'refunded' = 'valid') {
    const orderId = await createOrder();
    const [item] = await database.db
      .insert(orderItems)
      .values({ orderId, kind: 'seat', eventId: fx.eventId, seatId, priceKopecks: 250_000 })
      .returning({ id: orderItems.id });
    return database.db
      .insert(tickets)
      .values({
        orderItemId: item!.id,
        orderId,
        eventId: fx.eventId,
        seatId,
        secret: `secret-${Math.random().toString(36).slice(2)}`,
        status,
        usedAt: status === 'used' ? now : null,
      })
      .returning({ id: tickets.id });
  }

  it('refuses two non-refunded tickets for one seat of one event', async () => {
    const seatId = fx.seatIds[0]!;
    await issueTicket(seatId);
    await expectDbError(issueTicket(seatId), { code: UNIQUE_VIOLATION, constraint: 'tickets_event_seat_uq' });
    // A used ticket still occupies the seat.
    const other = fx.seatIds[1]!;
    await issueTicket(other, 'used');
    await expectDbError(issueTicket(other), { code: UNIQUE_VIOLATION, constraint: 'tickets_event_seat_uq' });
  });

  it('sells the seat again once the earlier ticket is refunded', async () => {
    const seatId = fx.seatIds[2]!;
    const [first] = await issueTicket(seatId);
    await database.db
      .update(tickets)
      .set({ status: 'refunded', refundedAt: now })
      .where(eq(tickets.id, first!.id));
    await expect(issueTicket(seatId)).resolves.toHaveLength(1);
    const live = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from tickets where event_id = ${fx.eventId} and seat_id = ${seatId} and status <> 'refunded'`,
    );
    expect(Number(live.rows[0]?.n)).toBe(1);
  });
});
