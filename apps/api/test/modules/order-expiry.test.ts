// [CHECKOUT] The sweeper expires unpaid orders: a pending order past its payment deadline becomes
// `expired` and its ordered seats and zone places are released, in batches; live and paid orders
// are untouched. A payment arriving after the sweep is still honoured when the places are free and
// refunded when someone took them. An order whose payment is being applied (its row locked, as the
// notification path locks it) is skipped without waiting, and never expired once paid.
import {
  createTestDatabase,
  type Database,
  eventZoneInventory,
  orders,
  refunds,
  seatHolds,
  tickets,
  zoneHolds,
} from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCartRepository } from '../../src/modules/cart/cart.repository.ts';
import { createHoldSweeper } from '../../src/modules/cart/hold-sweeper.ts';
import { createOrderExpiryRepository } from '../../src/modules/checkout/order-expiry.repository.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { bankPost, buySeats, pidOf } from '../helpers/checkout.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const clock = manualClock();
const silent = { debug: () => {}, warn: () => {} } as never;
let database: Database;
let t: TestApp;
let hall: Hall;

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 6 });
  t = await createTestApp({ clock, database, testing: { sandboxInject: true } });
  hall = await createHall(database.db, {
    sections: [{ name: { ru: 'Партер' }, rows: 3, seatsPerRow: 8 }],
    zones: [{ name: { ru: 'Танцпол' }, capacity: 20 }],
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});
beforeEach(() => {
  clock.advance(60 * MINUTE);
});

const sweeper = (batch = 2) =>
  createHoldSweeper({
    repository: createCartRepository(database.db),
    orders: createOrderExpiryRepository(database.db),
    clock,
    intervalMs: 0,
    batch,
    log: silent,
  });
const seat = (row: number, n: number) => hall.seatId(0, row, n);
const statusOf = async (id: number) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
const holdsOf = async (orderId: number) => ({
  seats: await database.db.select().from(seatHolds).where(eq(seatHolds.orderId, orderId)),
  zones: await database.db.select().from(zoneHolds).where(eq(zoneHolds.orderId, orderId)),
});
const taken = async () =>
  (
    await database.db.select().from(eventZoneInventory).where(eq(eventZoneInventory.eventId, hall.event.id))
  )[0]?.taken;

async function buyWithZone(places: number[], zonePlaces: number) {
  const me = await visitor(t.app);
  expect((await me.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: zonePlaces })).status).toBe(
    200,
  );
  const { status, body } = await buySeats(me, hall.event.id, places);
  expect(status).toBe(200);
  return { me, order: body.order, pid: pidOf(body.payment_url) };
}

describe('expiring unpaid orders', () => {
  it('expires pending orders past their deadline in batches, releasing their seats and zone places', async () => {
    const stale = [];
    for (let i = 1; i <= 3; i++) stale.push(await buyWithZone([seat(1, i)], 2));
    const paid = await buyWithZone([seat(1, 4)], 1);
    await bankPost(t.app, `pay/${paid.pid}`, { card: '4242424242424242' });
    clock.advance(10 * MINUTE);
    const live = await buyWithZone([seat(1, 5)], 1);
    expect(await taken()).toBe(8);
    clock.advance(6 * MINUTE);

    expect((await sweeper(2).runOnce()).orders).toBe(3);
    for (const { order } of stale) {
      expect(await statusOf(order.id)).toBe('expired');
      expect(await holdsOf(order.id)).toEqual({ seats: [], zones: [] });
      const answer = await (await visitor(t.app)).get(`/cart/order_status?order=${order.id}`);
      expect(answer.status).toBe(404); // another visitor: not theirs
    }
    expect((await stale[0]!.me.get(`/cart/order_status?order=${stale[0]!.order.id}`)).body.status).toBe(
      'expired',
    );
    expect(await statusOf(paid.order.id)).toBe('paid');
    expect((await holdsOf(paid.order.id)).seats).toMatchObject([{ status: 'sold' }]);
    expect(await statusOf(live.order.id)).toBe('pending');
    expect((await holdsOf(live.order.id)).seats).toMatchObject([{ status: 'ordered' }]);
    expect(await taken()).toBe(2);
    expect((await sweeper().runOnce()).orders).toBe(0);
    // The freed seats can be held again at once.
    const next = await visitor(t.app);
    expect((await next.add({ event: hall.event.id, places: [seat(1, 1)] })).status).toBe(200);
  });

  it('a payment after the sweep is honoured when the places are still free', async () => {
    const { me, order, pid } = await buyWithZone([seat(2, 1), seat(2, 2)], 2);
    clock.advance(16 * MINUTE);
    await sweeper().runOnce();
    expect(await statusOf(order.id)).toBe('expired');
    expect(await holdsOf(order.id)).toEqual({ seats: [], zones: [] });
    await bankPost(t.app, `pay/${pid}`, { card: '4242424242424242' });
    expect((await me.get(`/cart/order_status?order=${order.id}`)).body.status).toBe('paid');
    expect(await database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(4);
    const holds = await holdsOf(order.id);
    expect(holds.seats.map((hold) => hold.status)).toEqual(['sold', 'sold']);
    expect(holds.zones).toMatchObject([{ status: 'sold', quantity: 2 }]);
  });

  it('a payment after the sweep is refunded when someone took a seat meanwhile', async () => {
    const { me, order, pid } = await buyWithZone([seat(2, 5)], 1);
    clock.advance(16 * MINUTE);
    await sweeper().runOnce();
    expect(await statusOf(order.id)).toBe('expired');
    const rival = await visitor(t.app);
    expect((await rival.add({ event: hall.event.id, places: [seat(2, 5)] })).status).toBe(200);
    await bankPost(t.app, `pay/${pid}`, { card: '4242424242424242' });
    expect((await me.get(`/cart/order_status?order=${order.id}`)).body.status).toBe('refunded');
    expect(await database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toEqual([]);
    expect(await database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toMatchObject([
      { status: 'succeeded', amountKopecks: order.total_kopecks },
    ]);
    expect(await holdsOf(order.id)).toEqual({ seats: [], zones: [] });
    expect(await rival.count()).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'skips, without waiting, an order whose payment is being applied, and never expires it once paid (PostgreSQL)',
    async () => {
      const { order } = await buyWithZone([seat(3, 1)], 1);
      clock.advance(16 * MINUTE);
      // The notification path holds the order row (SELECT … FOR UPDATE) while it applies the payment.
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const applying = database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT status FROM orders WHERE id = ${order.id} FOR UPDATE`);
        locked();
        await released;
        await tx.execute(sql`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = ${order.id}`);
        await tx.execute(
          sql`UPDATE seat_holds SET status = 'sold', expires_at = NULL WHERE order_id = ${order.id}`,
        );
      });
      await isLocked;
      const started = Date.now();
      expect((await sweeper().runOnce()).orders).toBe(0);
      expect(Date.now() - started).toBeLessThan(2000);
      release();
      await applying;
      expect((await sweeper().runOnce()).orders).toBe(0);
      expect(await statusOf(order.id)).toBe('paid');
      expect((await holdsOf(order.id)).seats).toMatchObject([{ status: 'sold' }]);
    },
  );
});
