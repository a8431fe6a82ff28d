// [CART] Hoarding (issue 18): one client holding a whole session through many fresh sessions. One client network
// (an IPv4 address, an IPv6 /64) may hold at once only its share of a session (HOLD_SHARE_PER_ADDRESS_PERCENT of its
// places, never below HOLD_MIN_PER_ADDRESS), seats and zone places, in carts and in orders awaiting payment alike,
// and open only HOLD_NEW_CARTS_PER_ADDRESS new carts per window; another network still buys, and so does the first
// once its holds end. The refusal is 409 hold_limit in the visitor's language and changes nothing.
// (The same cap under concurrency, across the pool's connections: test/concurrency/hoarding.test.ts.)
import { eventZoneInventory, orders } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
const HOARDER = '198.51.100.7';
const NEIGHBOUR = '203.0.113.9';
let t: TestApp;
let carts: TestApp;

beforeAll(async () => {
  // A share of 25 % with a floor of 12: a session of 20 seats and a zone of 60 (80 places) allows 20 places.
  t = await createTestApp({
    clock,
    testing: { sandboxInject: true },
    config: (config) => ({
      ...config,
      cart: {
        ...config.cart,
        perAddress: { sharePercent: 25, minPlaces: 12, newCarts: 0, newCartsWindowMs: 15 * MINUTE },
      },
    }),
  });
  carts = await createTestApp({
    clock,
    config: (config) => ({
      ...config,
      cart: {
        ...config.cart,
        perAddress: { sharePercent: 0, minPlaces: 12, newCarts: 3, newCartsWindowMs: 15 * MINUTE },
      },
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await carts?.close();
});

const session = () =>
  createHall(t.database.db, {
    sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 10 }],
    zones: [{ name: { ru: 'Танцпол', en: 'Dance floor' }, capacity: 60, category: 1 }],
  });

async function zoneTaken(eventId: number) {
  const [row] = await t.database.db
    .select()
    .from(eventZoneInventory)
    .where(and(eq(eventZoneInventory.eventId, eventId)));
  return row?.taken;
}

describe('POST /cart/add: places of a session per client network', () => {
  it('one address cannot hold more than its share through many sessions; another address still can', async () => {
    const hall = await session();
    const zone = hall.zones[0]!.id;
    // Six fresh anonymous sessions from one address, ten places each (the audit's reproduction).
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const hoarder = await visitor(t.app, { address: HOARDER });
      answers.push(await hoarder.add({ event: hall.event.id, zone, quantity: 10 }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 409, 409, 409, 409]);
    expect(answers[2]?.body).toEqual({
      code: 'hold_limit',
      reason: 'event',
      detail:
        'С вашего адреса (сети) уже отложено столько мест на этот сеанс, сколько можно. Оформите заказ или подождите, пока чужие брони истекут.',
    });
    expect(await zoneTaken(hall.event.id)).toBe(20);
    // Seats of the same session count with its zone places.
    const late = await visitor(t.app, { address: HOARDER, locale: 'en' });
    const seat = await late.add({ event: hall.event.id, places: [hall.seatId(0, 1, 1)] });
    expect(seat.status).toBe(409);
    expect(seat.body.detail).toMatch(/^Your address \(network\) already holds/);
    expect(await late.count()).toBe(0);

    // A buyer behind another address is served.
    const neighbour = await visitor(t.app, { address: NEIGHBOUR });
    expect((await neighbour.add({ event: hall.event.id, zone, quantity: 9 })).status).toBe(200);
    expect((await neighbour.add({ event: hall.event.id, places: [hall.seatId(0, 1, 1)] })).status).toBe(200);

    // Another session is another share.
    const other = await session();
    const elsewhere = await visitor(t.app, { address: HOARDER });
    expect(
      (await elsewhere.add({ event: other.event.id, zone: other.zones[0]!.id, quantity: 10 })).status,
    ).toBe(200);

    // Once the holds end, the address may hold again.
    clock.advance(16 * MINUTE);
    const again = await visitor(t.app, { address: HOARDER });
    expect((await again.add({ event: hall.event.id, zone, quantity: 10 })).status).toBe(200);
  });

  it('counts places added to an open cart, and a signed-in buyer from the address', async () => {
    const hall = await session();
    const zone = hall.zones[0]!.id;
    const seats = (row: number, from: number, n: number) =>
      Array.from({ length: n }, (_, i) => hall.seatId(0, row, from + i));
    const first = await visitor(t.app, { address: HOARDER });
    expect((await first.add({ event: hall.event.id, places: seats(1, 1, 4) })).status).toBe(200);
    // More places into the open window of the same cart (the transaction of several statements).
    expect((await first.add({ event: hall.event.id, zone, quantity: 4 })).status).toBe(200);
    expect((await first.add({ event: hall.event.id, places: seats(1, 5, 2) })).status).toBe(200);
    const second = await visitor(t.app, { address: HOARDER });
    expect((await second.add({ event: hall.event.id, zone, quantity: 7 })).status).toBe(200);
    // 17 held: three more fit, four do not.
    const third = await visitor(t.app, { address: HOARDER });
    expect((await third.add({ event: hall.event.id, zone, quantity: 4 })).status).toBe(409);
    expect((await third.add({ event: hall.event.id, zone, quantity: 2 })).status).toBe(200);

    // A signed-in buyer is counted against the address too (farmed accounts do not multiply it).
    const customer = await signInCustomer(t.app, t.database.db);
    const signedIn = await visitor(t.app, { session: customer.session, address: HOARDER });
    const refused = await signedIn.add({ event: hall.event.id, places: seats(2, 1, 2) });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('hold_limit');
    expect((await signedIn.add({ event: hall.event.id, places: seats(2, 1, 1) })).status).toBe(200);
    expect((await signedIn.add({ event: hall.event.id, places: seats(2, 2, 1) })).status).toBe(409);
    expect(await zoneTaken(hall.event.id)).toBe(13);
  });

  it('counts the places of orders awaiting payment', async () => {
    const hall = await session();
    const zone = hall.zones[0]!.id;
    const buyer = await visitor(t.app, { address: HOARDER });
    expect((await buyer.add({ event: hall.event.id, zone, quantity: 10 })).status).toBe(200);
    const bought = await buyer.post('/cart/buy', BUYER);
    expect(bought.status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, bought.body.order.id));
    expect(order?.status).toBe('pending');
    const next = await visitor(t.app, { address: HOARDER });
    expect((await next.add({ event: hall.event.id, zone, quantity: 10 })).status).toBe(200);
    const third = await visitor(t.app, { address: HOARDER });
    expect((await third.add({ event: hall.event.id, zone, quantity: 1 })).status).toBe(409);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it is one client', async () => {
    const hall = await session();
    const zone = hall.zones[0]!.id;
    const statuses = [];
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:abcd:1234:5678:9abc']) {
      const rotating = await visitor(t.app, { address });
      statuses.push((await rotating.add({ event: hall.event.id, zone, quantity: 10 })).status);
    }
    expect(statuses).toEqual([200, 200, 409]);
    const nextNetwork = await visitor(t.app, { address: '2001:db8:5:7::1' });
    expect((await nextNetwork.add({ event: hall.event.id, zone, quantity: 10 })).status).toBe(200);
  });
});

describe('POST /cart/add: new carts per client network', () => {
  it('opens only HOLD_NEW_CARTS_PER_ADDRESS new carts per window from one address; others and open carts go on', async () => {
    const hall = await createHall(carts.database.db, {
      sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 10 }],
    });
    const seat = (n: number) => hall.seatId(0, 1, n);
    const opened = [];
    for (let n = 1; n <= 3; n += 1) {
      const buyer = await visitor(carts.app, { address: HOARDER });
      expect((await buyer.add({ event: hall.event.id, places: [seat(n)] })).status).toBe(200);
      opened.push(buyer);
    }
    const fourth = await visitor(carts.app, { address: HOARDER, locale: 'de' });
    const refused = await fourth.add({ event: hall.event.id, places: [seat(4)] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'hold_limit', reason: 'carts' });
    expect(refused.body.detail).toMatch(/zu viele neue Warenkörbe/);
    expect(await fourth.count()).toBe(0);
    // A cart already open takes more; another address opens its own.
    expect((await opened[0]!.add({ event: hall.event.id, places: [seat(5)] })).status).toBe(200);
    const neighbour = await visitor(carts.app, { address: NEIGHBOUR });
    expect((await neighbour.add({ event: hall.event.id, places: [seat(6)] })).status).toBe(200);
    // A window later, the address opens new carts again.
    clock.advance(16 * MINUTE);
    expect((await fourth.add({ event: hall.event.id, places: [seat(4)] })).status).toBe(200);
  });
});
