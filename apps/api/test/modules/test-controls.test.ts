// [TEST CONTROLS] POST /test-controls/cart/end-hold, the end-to-end tests' way to see a hold run out without waiting
// HOLD_MINUTES on a server other tests share: with TEST_CONTROLS=on it ends the caller's own cart hold now, leaving
// what the hold's own end leaves (the cart's and its holds' deadline passed, the lines still there), and nothing
// of anyone else's. POST /test-controls/holds/sweep, their way not to wait HOLD_SWEEP_SECONDS: the app's hold
// sweeper runs once now and answers when done (the ended holds released, the seats offered to the waiting list, the
// offer mailed). Without the setting the routes do not exist; production refuses the setting.
import { cartItems, carts, seatHolds, waitingListEntries, zoneHolds } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { outboxMailsTo } from '../helpers/checkout.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const END_HOLD = '/test-controls/cart/end-hold';
const SWEEP = '/test-controls/holds/sweep';
const clock = manualClock();
let on: TestApp;
let off: TestApp;
let hall: Hall;

beforeAll(async () => {
  on = await createTestApp({ clock, config: (config) => ({ ...config, testControls: true }) });
  // The same database, the setting off (the default).
  off = await createTestApp({ clock, database: on.database });
  hall = await createHall(on.database.db, {
    sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 6 }],
    zones: [{ name: { ru: 'Танцпол' }, capacity: 10 }],
  });
});
afterAll(async () => {
  await off?.close();
  await on?.close();
});

const seat = (row: number, number: number) => hall.seatId(0, row, number);
const zoneId = () => hall.zones[0]!.id;

async function rowsOf(cartId: number) {
  const { db } = on.database;
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  return {
    cart,
    seats: await db.select().from(seatHolds).where(eq(seatHolds.cartId, cartId)),
    zones: await db.select().from(zoneHolds).where(eq(zoneHolds.cartId, cartId)),
    lines: await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)),
  };
}

/** The cart holding a seat of the hall. */
async function cartHolding(seatId: number): Promise<number> {
  const [hold] = await on.database.db.select().from(seatHolds).where(eq(seatHolds.seatId, seatId));
  if (!hold?.cartId) throw new Error(`no cart holds seat ${seatId}`);
  return hold.cartId;
}

describe('with TEST_CONTROLS=on', () => {
  it("ends the caller's own hold now, as its HOLD_MINUTES would, and nobody else's", async () => {
    const me = await visitor(on.app);
    const other = await visitor(on.app);
    expect((await me.add({ event: hall.event.id, places: [seat(1, 1), seat(1, 2)] })).status).toBe(200);
    expect((await me.add({ event: hall.event.id, zone: zoneId(), quantity: 2 })).status).toBe(200);
    expect((await other.add({ event: hall.event.id, places: [seat(2, 1)] })).status).toBe(200);
    expect((await other.add({ event: hall.event.id, zone: zoneId(), quantity: 3 })).status).toBe(200);
    clock.advance(MINUTE);
    const mine = await cartHolding(seat(1, 1));
    const theirs = await cartHolding(seat(2, 1));
    const theirsBefore = await rowsOf(theirs);

    const ended = await me.post(END_HOLD);
    expect(ended).toMatchObject({ status: 200, body: { carts: 1, seats: 2, zones: 1 } });
    expect(ended.headers['cache-control']).toBe('private, no-store');

    // What the end of a hold leaves: the deadline passed on the cart and its holds, the lines and rows still there
    // (the sweeper or the next hold clears them), nothing else changed.
    const now = clock.now().getTime();
    const after = await rowsOf(mine);
    expect(after.cart?.expiresAt?.getTime()).toBe(now);
    expect(after.seats.map((row) => [row.seatId, row.status, row.expiresAt?.getTime()])).toEqual([
      [seat(1, 1), 'held', now],
      [seat(1, 2), 'held', now],
    ]);
    expect(after.zones.map((row) => [row.quantity, row.status, row.expiresAt?.getTime()])).toEqual([
      [2, 'held', now],
    ]);
    expect(after.lines).toHaveLength(3);
    // As the visitor and everyone else see it: an empty cart, the seats and places free again.
    expect(await me.count()).toBe(0);
    expect((await me.content()).body).toMatchObject({ count: 0, events: [] });
    const status = (await other.status(hall.event.id)).body;
    expect(status.held).toEqual([seat(2, 1)]);
    expect(status.zones).toEqual([{ id: zoneId(), remaining: 7 }]);
    expect((await me.status(hall.event.id)).body.mine).toEqual([]);

    // The other visitor's hold is untouched.
    expect(await rowsOf(theirs)).toEqual(theirsBefore);
    expect(await other.count()).toBe(4);
    expect(theirsBefore.cart?.expiresAt?.getTime()).toBe(now + 14 * MINUTE);

    // Nothing more to end. A moment later (a claim takes a hold whose deadline is before its clock) the ended seats
    // go to whoever asks, and the same visitor opens a new window.
    expect((await me.post(END_HOLD)).body).toEqual({ carts: 0, seats: 0, zones: 0 });
    clock.advance(1000);
    expect((await other.add({ event: hall.event.id, places: [seat(1, 1)] })).status).toBe(200);
    const again = await me.add({ event: hall.event.id, places: [seat(1, 2)] });
    expect(again.status).toBe(200);
    expect(await me.count()).toBe(1);
    expect((await rowsOf(mine)).cart?.expiresAt?.getTime()).toBe(now + 1000 + 15 * MINUTE);
  });

  it('ends nothing for a visitor without a cart, and stays out of the OpenAPI document', async () => {
    const stranger = await visitor(on.app);
    expect(await stranger.post(END_HOLD)).toMatchObject({
      status: 200,
      body: { carts: 0, seats: 0, zones: 0 },
    });
    const document = await on.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(Object.keys(document.json().paths).filter((path) => path.includes('test-controls'))).toEqual([]);
  });

  it('asks for the CSRF token like every change', async () => {
    const me = await visitor(on.app);
    for (const control of [END_HOLD, SWEEP]) {
      const answer = await on.app.inject({
        method: 'POST',
        url: `/api/v1${control}`,
        headers: { cookie: me.session.cookie },
      });
      expect(answer.statusCode, control).toBe(403);
      const anonymous = await on.app.inject({ method: 'POST', url: `/api/v1${control}` });
      expect(anonymous.statusCode, control).toBe(403);
    }
  });

  it("sweeps now what ran out, as the sweeper's timer would, and the waiting list gets its offer", async () => {
    const { db } = on.database;
    const small = await createHall(db, { sections: [{ name: { ru: 'Балкон' }, rows: 1, seatsPerRow: 2 }] });
    const places = [small.seatId(0, 1, 1), small.seatId(0, 1, 2)];
    const holder = await visitor(on.app);
    const waiting = await visitor(on.app);
    // What the tests before left due goes first, so the counts below are this test's alone.
    expect((await waiting.post(SWEEP)).status).toBe(200);

    // Sold out: the holder takes both seats, and a visitor joins the waiting list for one.
    expect((await holder.add({ event: small.event.id, places })).status).toBe(200);
    const joined = await waiting.post(`/events/${small.event.id}/waiting_list`, {
      email: 'waiting@example.com',
      quantity: 1,
    });
    expect(joined.body).toEqual({ position: 1 });
    const cartId = await cartHolding(places[0]!);

    // Nothing has run out: nothing is swept, nobody offered.
    const idle = await waiting.post(SWEEP);
    expect(idle).toMatchObject({ status: 200, body: { seats: 0, carts: 0, orders: 0, offers: 0 } });
    expect(idle.headers['cache-control']).toBe('private, no-store');
    expect((await rowsOf(cartId)).seats).toHaveLength(2);

    // The holder's hold ends (its own control); the sweep releases it and makes the offer before it answers.
    expect((await holder.post(END_HOLD)).body).toEqual({ carts: 1, seats: 2, zones: 0 });
    const swept = await waiting.post(SWEEP);
    expect(swept).toMatchObject({ status: 200, body: { seats: 2, carts: 1, orders: 0, offers: 1 } });
    const now = clock.now().getTime();
    const after = await rowsOf(cartId);
    expect(after.seats).toEqual([]);
    expect(after.lines).toEqual([]);
    expect(after.cart?.expiresAt).toBeNull();
    const entries = await db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.eventId, small.event.id));
    expect(entries.map((entry) => [entry.email, entry.notifiedAt?.getTime()])).toEqual([
      ['waiting@example.com', now],
    ]);
    expect(entries[0]?.offerExpiresAt?.getTime()).toBe(now + on.config.cart.waitingListOfferMs);
    const [mail] = await outboxMailsTo(on.config.mail.outboxDir, 'waiting@example.com', 1);
    expect(mail?.subject).toMatch(/^Появились места: /);
    expect(mail?.text).toContain('/waiting-list?entry=');

    // Done once: the next sweep finds nothing more.
    expect((await waiting.post(SWEEP)).body).toEqual({ seats: 0, carts: 0, orders: 0, offers: 0 });
  });
});

describe('without TEST_CONTROLS', () => {
  it('has no such route: 404, and the hold lasts', async () => {
    const me = await visitor(off.app);
    expect((await me.add({ event: hall.event.id, places: [seat(2, 6)] })).status).toBe(200);
    expect((await me.post(END_HOLD)).status).toBe(404);
    expect(await me.count()).toBe(1);
  });

  it('has no sweep either: 404, and a hold that ran out stays until the sweeper comes', async () => {
    const me = await visitor(off.app);
    expect((await me.add({ event: hall.event.id, places: [seat(2, 5)] })).status).toBe(200);
    clock.advance(16 * MINUTE);
    expect((await me.post(SWEEP)).status).toBe(404);
    const [row] = await on.database.db
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.seatId, seat(2, 5)));
    expect(row?.status).toBe('held');
  });
});

describe('loadConfig', () => {
  it('reads TEST_CONTROLS, off by default', () => {
    expect(loadConfig({}).testControls).toBe(false);
    expect(loadConfig({ TEST_CONTROLS: 'on' }).testControls).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CONTROLS: 'off' }).testControls).toBe(false);
  });

  it('refuses it in production, naming it', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SANDBOX_PAYMENTS: 'on' };
    expect(loadConfig(production).testControls).toBe(false);
    expect(() => loadConfig({ ...production, TEST_CONTROLS: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, TEST_CONTROLS: 'on' })).toThrow(
      /TEST_CONTROLS is refused when NODE_ENV=production/,
    );
  });
});
