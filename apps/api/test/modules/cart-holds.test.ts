// [CART] POST /cart/add, /cart/delete, /cart/clear, GET /cart/content and /cart/count_seats:
// holds all or nothing, for HOLD_MINUTES from the first place (never extended), the limit of places
// per order, translated refusals that change nothing, an expired hold free for the next visitor,
// and bad input of every kind on every endpoint.
import { cartItems, carts, events, seatHolds, zoneHolds } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { createOrder } from '../factories/orders.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
let t: TestApp;
let hall: Hall;
let other: Hall;

beforeAll(async () => {
  t = await createTestApp({ clock });
  hall = await createHall(t.database.db, {
    sections: [
      { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 3, seatsPerRow: 6 },
      { name: { ru: 'Балкон', en: 'Balcony' }, kind: 'balcony', rows: 2, seatsPerRow: 4, category: () => 1 },
    ],
    zones: [{ name: { ru: 'Танцпол', en: 'Dance floor' }, capacity: 5, category: 1 }],
    offSale: [[1, 2, 4]],
  });
  other = await createHall(t.database.db, {
    sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 4 }],
  });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Every test starts with the halls free.
  const { db } = t.database;
  await db.delete(cartItems);
  await db.delete(seatHolds);
  await db.delete(zoneHolds);
  await db.update(carts).set({ expiresAt: null });
});

const seat = (section: number, row: number, number: number) => hall.seatId(section, row, number);
const holdsOf = async (seatId: number) =>
  t.database.db.select().from(seatHolds).where(eq(seatHolds.seatId, seatId));

describe('POST /cart/add: seats', () => {
  it('holds the seats for 15 minutes and answers the lines, the count and the deadline', async () => {
    const me = await visitor(t.app);
    const { status, body, headers } = await me.add({
      event: hall.event.id,
      places: [seat(0, 1, 2), seat(1, 1, 1)],
    });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    const deadline = new Date(clock.now().getTime() + 15 * MINUTE).toISOString();
    expect(body).toEqual({
      count: 2,
      expires_at: deadline,
      seconds_left: 900,
      items: [
        {
          id: expect.any(Number),
          event: hall.event.id,
          seat: seat(0, 1, 2),
          zone: null,
          quantity: 1,
          price: 3500,
          price_kopecks: 350_000,
        },
        {
          id: expect.any(Number),
          event: hall.event.id,
          seat: seat(1, 1, 1),
          zone: null,
          quantity: 1,
          price: 1500.5,
          price_kopecks: 150_050,
        },
      ],
    });
    expect(await me.count()).toBe(2);
    const [hold] = await holdsOf(seat(0, 1, 2));
    expect(hold?.expiresAt?.toISOString()).toBe(deadline);
  });

  it('does not extend the hold when more seats are added, and starts a new one after it ended', async () => {
    const me = await visitor(t.app);
    const first = await me.add({ event: hall.event.id, places: [seat(0, 1, 1)] });
    clock.advance(5 * MINUTE);
    const second = await me.add({ event: hall.event.id, places: [seat(0, 1, 2)] });
    expect(second.status).toBe(200);
    expect(second.body.expires_at).toBe(first.body.expires_at);
    expect(second.body.seconds_left).toBe(600);
    expect(second.body.count).toBe(2);
    const [hold] = await holdsOf(seat(0, 1, 2));
    expect(hold?.expiresAt?.toISOString()).toBe(first.body.expires_at);

    clock.advance(11 * MINUTE);
    expect(await me.count()).toBe(0);
    const third = await me.add({ event: hall.event.id, places: [seat(0, 1, 3)] });
    expect(third.body.count).toBe(1);
    expect(third.body.expires_at).toBe(new Date(clock.now().getTime() + 15 * MINUTE).toISOString());
    expect(
      (await me.content()).body.events[0].items.map((i: { seat: { seat: string } }) => i.seat.seat),
    ).toEqual(['3']);
  });

  it('accepts seats it already holds again without change', async () => {
    const me = await visitor(t.app);
    const first = await me.add({ event: hall.event.id, places: [seat(0, 2, 1)] });
    const again = await me.add({ event: hall.event.id, places: [seat(0, 2, 1), seat(0, 2, 2)] });
    expect(again.status).toBe(200);
    expect(again.body.count).toBe(2);
    expect(again.body.items.map((i: { id: number }) => i.id)).toContain(first.body.items[0].id);
    expect(await holdsOf(seat(0, 2, 1))).toHaveLength(1);
  });

  it.each([
    ['ru', 'Эти места уже заняты: Партер, ряд 1, место 4; Балкон, ряд 1, место 2. Выберите другие.'],
    [
      'en',
      'These seats are no longer available: Stalls, row 1, seat 4; Balcony, row 1, seat 2. Please choose others.',
    ],
  ])('answers 409 naming the seats someone else holds, and holds none of the request (%s)', async (locale, detail) => {
    const first = await visitor(t.app);
    expect((await first.add({ event: hall.event.id, places: [seat(0, 1, 4), seat(1, 1, 2)] })).status).toBe(
      200,
    );
    const second = await visitor(t.app, { locale });
    const { status, body } = await second.add({
      event: hall.event.id,
      places: [seat(0, 1, 3), seat(0, 1, 4), seat(0, 1, 5), seat(1, 1, 2)],
    });
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'places_taken', detail, places: [seat(0, 1, 4), seat(1, 1, 2)] });
    expect(await second.count()).toBe(0);
    expect(await holdsOf(seat(0, 1, 3))).toHaveLength(0);
    expect(await holdsOf(seat(0, 1, 5))).toHaveLength(0);
    expect((await holdsOf(seat(0, 1, 4)))[0]?.cartId).toBeDefined();
    expect(await first.count()).toBe(2);
  });

  it('treats sold, ordered, blocked and off-sale seats as taken', async () => {
    const { db } = t.database;
    const order = await createOrder(db, { userId: null, status: 'pending' });
    await db.insert(seatHolds).values([
      { eventId: hall.event.id, seatId: seat(0, 3, 1), orderId: order.id, status: 'sold' },
      {
        eventId: hall.event.id,
        seatId: seat(0, 3, 2),
        orderId: order.id,
        status: 'ordered',
        expiresAt: new Date(clock.now().getTime() + MINUTE),
      },
      { eventId: hall.event.id, seatId: seat(0, 3, 3), status: 'blocked' },
    ]);
    const me = await visitor(t.app);
    for (const seatId of [seat(0, 3, 1), seat(0, 3, 2), seat(0, 3, 3), seat(1, 2, 4)]) {
      const { status, body } = await me.add({ event: hall.event.id, places: [seatId, seat(0, 3, 6)] });
      expect(status).toBe(409);
      expect(body.places).toEqual([seatId]);
    }
    expect(await me.count()).toBe(0);
    // An order whose payment window ended frees its seat like an expired cart hold.
    clock.advance(2 * MINUTE);
    expect((await me.add({ event: hall.event.id, places: [seat(0, 3, 2)] })).status).toBe(200);
  });

  it('gives an expired hold to the next visitor, and the first one no longer has it', async () => {
    const first = await visitor(t.app);
    await first.add({ event: hall.event.id, places: [seat(0, 2, 5)] });
    const second = await visitor(t.app);
    expect((await second.add({ event: hall.event.id, places: [seat(0, 2, 5)] })).status).toBe(409);
    clock.advance(15 * MINUTE + 1000);
    const taken = await second.add({ event: hall.event.id, places: [seat(0, 2, 5)] });
    expect(taken.status).toBe(200);
    expect(await first.count()).toBe(0);
    expect((await first.content()).body.events).toEqual([]);
    expect((await first.status(hall.event.id)).body.mine).toEqual([]);
    const holds = await holdsOf(seat(0, 2, 5));
    expect(holds).toHaveLength(1);
    // The first visitor's old line cannot release the second one's hold.
    const firstLines = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.seatId, seat(0, 2, 5)));
    for (const line of firstLines.filter((l) => l.cartId !== holds[0]?.cartId)) {
      expect((await first.remove([line.id])).status).toBe(400);
    }
    expect(await holdsOf(seat(0, 2, 5))).toHaveLength(1);
  });

  it.each([
    ['ru', 'В одном заказе может быть не больше 10 мест.'],
    ['en', 'One order can hold at most 10 places.'],
  ])('refuses more than 10 places per order with a 400, counting what the cart holds (%s)', async (locale, message) => {
    const me = await visitor(t.app, { locale });
    expect(
      (await me.add({ event: hall.event.id, places: [1, 2, 3, 4, 5, 6].map((n) => seat(0, 1, n)) })).status,
    ).toBe(200);
    expect((await me.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 2 })).status).toBe(200);
    const { status, body } = await me.add({
      event: hall.event.id,
      places: [1, 2, 3].map((n) => seat(0, 2, n)),
    });
    expect(status).toBe(400);
    expect(body).toEqual({ places: [message], codes: { places: ['too_many_places'] } });
    expect(await me.count()).toBe(8);
    const zone = await me.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 3 });
    expect(zone.status).toBe(400);
    expect(zone.body.codes).toEqual({ quantity: ['too_many_places'] });
    expect((await me.add({ event: hall.event.id, places: [seat(0, 2, 1), seat(0, 2, 2)] })).status).toBe(200);
    expect(await me.count()).toBe(10);
  });

  it("applies the event's own lower limit and the configured one", async () => {
    const { db } = t.database;
    await db.update(events).set({ maxSeatsPerOrder: 3 }).where(eq(events.id, other.event.id));
    const me = await visitor(t.app);
    const [a, b, c, d] = other.seats.map((s) => s.id);
    expect((await me.add({ event: other.event.id, places: [a, b, c, d] })).body.codes).toEqual({
      places: ['too_many_places'],
    });
    expect((await me.add({ event: other.event.id, places: [a, b, c] })).status).toBe(200);
    await db.update(events).set({ maxSeatsPerOrder: 10 }).where(eq(events.id, other.event.id));

    const strict = await createTestApp({
      clock,
      database: t.database,
      config: (config) => ({ ...config, cart: { ...config.cart, maxPlacesPerOrder: 2 } }),
    });
    try {
      const them = await visitor(strict.app);
      const { status, body } = await them.add({
        event: hall.event.id,
        places: [1, 2, 3].map((n) => seat(0, 3, n)),
      });
      expect(status).toBe(400);
      expect(body.places[0]).toBe('В одном заказе может быть не больше 2 мест.');
      const plan = await them.get(`/events/${hall.event.id}/places/plan`);
      expect(plan.body.max_per_order).toBe(2);
    } finally {
      await strict.close();
    }
  });

  it.each([
    ['ru', 'Билеты на это событие сейчас не продаются.'],
    ['en', 'Tickets for this event are not on sale now.'],
  ])('answers 409 not_on_sale for events not sold now (%s)', async (locale, detail) => {
    const { db } = t.database;
    const me = await visitor(t.app, { locale });
    const changes = [
      { saleStatus: 'announced' as const },
      { saleStatus: 'cancelled' as const },
      { saleStatus: 'not_on_sale' as const },
      { saleOpensAt: new Date(clock.now().getTime() + MINUTE) },
      { startsAt: new Date(clock.now().getTime() - MINUTE) },
    ];
    for (const change of changes) {
      const closed = await createHall(db, {
        sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 1 }],
      });
      await db.update(events).set(change).where(eq(events.id, closed.event.id));
      const { status, body } = await me.add({ event: closed.event.id, places: [closed.seats[0]!.id] });
      expect(status).toBe(409);
      expect(body).toEqual({ code: 'not_on_sale', detail });
    }
    expect(await me.count()).toBe(0);
  });
});

describe('POST /cart/add: zones', () => {
  it('holds places of a zone, adds to the same line, and refuses more than are left (409 with the count)', async () => {
    const me = await visitor(t.app);
    const zoneId = hall.zones[0]!.id;
    const first = await me.add({ event: hall.event.id, zone: zoneId, quantity: 2 });
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      {
        id: expect.any(Number),
        event: hall.event.id,
        seat: null,
        zone: zoneId,
        quantity: 2,
        price: 1500.5,
        price_kopecks: 150_050,
      },
    ]);
    const more = await me.add({ event: hall.event.id, zone: zoneId, quantity: 1 });
    expect(more.body.items[0]).toMatchObject({ id: first.body.items[0].id, quantity: 3 });
    const them = await visitor(t.app, { locale: 'en' });
    const full = await them.add({ event: hall.event.id, zone: zoneId, quantity: 3 });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      code: 'zone_full',
      detail: 'Places left in “Dance floor”: 2.',
      remaining: 2,
    });
    expect(await them.count()).toBe(0);
    expect((await them.status(hall.event.id)).body.zones).toEqual([{ id: zoneId, remaining: 2 }]);
    // Places of an expired hold come back.
    clock.advance(16 * MINUTE);
    expect((await them.add({ event: hall.event.id, zone: zoneId, quantity: 5 })).status).toBe(200);
    expect((await me.add({ event: hall.event.id, zone: zoneId, quantity: 1 })).body.code).toBe('zone_full');
  });
});

describe('POST /cart/add: bad input changes nothing', () => {
  const cases: [string, () => unknown, Record<string, string[]>][] = [
    ['an empty body', () => ({}), { event: ['required'] }],
    ['no event', () => ({ places: [seat(0, 1, 1)] }), { event: ['required'] }],
    ['an empty list', () => ({ event: hall.event.id, places: [] }), { places: ['min_length'] }],
    [
      'a huge list',
      () => ({ event: hall.event.id, places: Array.from({ length: 101 }, (_, i) => i + 1) }),
      { places: ['max_length'] },
    ],
    [
      'duplicates',
      () => ({ event: hall.event.id, places: [seat(0, 1, 1), seat(0, 1, 1)] }),
      { places: ['invalid'] },
    ],
    ['a negative id', () => ({ event: hall.event.id, places: [-5] }), { 'places.0': ['min_value'] }],
    ['a fractional id', () => ({ event: hall.event.id, places: [1.5] }), { 'places.0': ['invalid'] }],
    ['a text id', () => ({ event: hall.event.id, places: ['12'] }), { 'places.0': ['invalid'] }],
    [
      'an id past integer',
      () => ({ event: hall.event.id, places: [2 ** 31] }),
      { 'places.0': ['max_value'] },
    ],
    ['a negative event', () => ({ event: -1, places: [1] }), { event: ['min_value'] }],
    [
      'seats and a zone',
      () => ({ event: hall.event.id, places: [seat(0, 1, 1)], zone: hall.zones[0]!.id, quantity: 1 }),
      { non_field_errors: ['invalid'] },
    ],
    [
      'a zone without quantity',
      () => ({ event: hall.event.id, zone: hall.zones[0]!.id }),
      { quantity: ['required'] },
    ],
    [
      'a quantity without zone',
      () => ({ event: hall.event.id, places: [seat(0, 1, 1)], quantity: 2 }),
      { quantity: ['invalid'] },
    ],
    [
      'a zero quantity',
      () => ({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 0 }),
      { quantity: ['min_value'] },
    ],
    [
      'a huge quantity',
      () => ({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 1000 }),
      { quantity: ['max_value'] },
    ],
    ['an unknown event', () => ({ event: 987_654, places: [seat(0, 1, 1)] }), { event: ['does_not_exist'] }],
    [
      "another event's seats",
      () => ({ event: hall.event.id, places: [seat(0, 1, 1), other.seats[0]!.id] }),
      { places: ['does_not_exist'] },
    ],
    ['unknown seats', () => ({ event: hall.event.id, places: [999_999] }), { places: ['does_not_exist'] }],
    [
      "another event's zone",
      () => ({ event: other.event.id, zone: hall.zones[0]!.id, quantity: 1 }),
      { zone: ['does_not_exist'] },
    ],
  ];

  it.each(cases)('refuses %s with a 400', async (_name, body, codes) => {
    const me = await visitor(t.app);
    const answer = await me.add(body());
    expect(answer.status).toBe(400);
    expect(answer.body.codes).toEqual(codes);
    expect(await me.count()).toBe(0);
    expect(await t.database.db.select().from(seatHolds)).toEqual([]);
  });

  it('translates the messages (ru, en)', async () => {
    const ru = await visitor(t.app);
    const en = await visitor(t.app, { locale: 'en' });
    const body = { event: hall.event.id, places: [seat(0, 1, 1), other.seats[0]!.id] };
    expect((await ru.add(body)).body.places).toEqual([
      `В зале этого события нет мест ${other.seats[0]!.id}.`,
    ]);
    expect((await en.add(body)).body.places).toEqual([
      `The hall of this event has no seats with ids ${other.seats[0]!.id}.`,
    ]);
    expect((await ru.add({ event: hall.event.id })).body.non_field_errors).toEqual([
      'Укажите либо места (places), либо зону (zone) и количество (quantity).',
    ]);
    expect((await en.add({ event: hall.event.id, places: [1, 1] })).body.places).toEqual([
      'The list names a seat more than once.',
    ]);
    expect((await en.add({ event: 987_654, places: [1] })).body.event).toEqual([
      'Event 987654 does not exist.',
    ]);
  });

  it('refuses malformed JSON, a wrong content type and a missing CSRF token', async () => {
    const me = await visitor(t.app);
    const headers = {
      cookie: me.session.cookie,
      'x-csrftoken': me.session.csrf,
      'content-type': 'application/json',
    };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers,
      payload: '{"event": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().codes).toEqual({ non_field_errors: ['parse_error'] });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'event=1',
    });
    expect(text.statusCode).toBe(415);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers: { cookie: me.session.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ event: hall.event.id, places: [seat(0, 1, 1)] }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('csrf_failed');
    expect(await t.database.db.select().from(seatHolds)).toEqual([]);
  });
});

describe('POST /cart/delete and /cart/clear', () => {
  it('releases chosen lines (the seats are free at once) and the deadline goes with the last one', async () => {
    const me = await visitor(t.app);
    const added = await me.add({ event: hall.event.id, places: [seat(0, 1, 1), seat(0, 1, 2)] });
    const zone = await me.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 2 });
    const [a, b] = added.body.items.map((i: { id: number }) => i.id);
    const removed = await me.remove([a]);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ count: 3, expires_at: added.body.expires_at, seconds_left: 900 });
    expect(await holdsOf(seat(0, 1, 1))).toHaveLength(0);
    const them = await visitor(t.app);
    expect((await them.add({ event: hall.event.id, places: [seat(0, 1, 1)] })).status).toBe(200);

    const rest = await me.remove([b, zone.body.items[0].id]);
    expect(rest.body).toEqual({ count: 0, expires_at: null, seconds_left: null });
    expect((await them.status(hall.event.id)).body.zones[0].remaining).toBe(5);
  });

  it.each([
    ['ru', 'В корзине нет позиций'],
    ['en', 'The cart has no items'],
  ])("refuses unknown, someone else's and bad item lists with a translated 400, releasing nothing (%s)", async (locale, text) => {
    const me = await visitor(t.app, { locale });
    const mine = await me.add({ event: hall.event.id, places: [seat(0, 2, 1)] });
    const them = await visitor(t.app);
    const theirs = await them.add({ event: hall.event.id, places: [seat(0, 2, 2)] });
    const myItem = mine.body.items[0].id;
    const theirItem = theirs.body.items[0].id;

    const foreign = await me.remove([myItem, theirItem]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.codes).toEqual({ items: ['does_not_exist'] });
    expect(foreign.body.items[0]).toContain(text);
    expect(foreign.body.items[0]).toContain(String(theirItem));
    expect(await me.count()).toBe(1);
    expect(await them.count()).toBe(1);

    for (const [body, codes] of [
      [{}, { items: ['required'] }],
      [{ items: [] }, { items: ['min_length'] }],
      [{ items: [myItem, myItem] }, { items: ['invalid'] }],
      [{ items: [-1] }, { 'items.0': ['min_value'] }],
      [{ items: [0.5] }, { 'items.0': ['invalid'] }],
      [{ items: Array.from({ length: 101 }, (_, i) => i + 1) }, { items: ['max_length'] }],
      [{ items: 'all' }, { items: ['invalid'] }],
    ] as const) {
      const answer = await me.post('/cart/delete', body);
      expect(answer.status).toBe(400);
      expect(answer.body.codes).toEqual(codes);
    }
    expect(await me.count()).toBe(1);
  });

  it('clears everything of the cart, seats and zone places, and nothing of anyone else', async () => {
    const me = await visitor(t.app);
    await me.add({ event: hall.event.id, places: [seat(0, 3, 1), seat(0, 3, 2)] });
    await me.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 3 });
    await me.add({ event: other.event.id, places: [other.seats[0]!.id] });
    const them = await visitor(t.app);
    await them.add({ event: hall.event.id, places: [seat(0, 3, 3)] });
    const cleared = await me.clear();
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ count: 0, expires_at: null, seconds_left: null });
    expect(await me.count()).toBe(0);
    expect((await me.content()).body.events).toEqual([]);
    expect(await them.count()).toBe(1);
    const status = (await them.status(hall.event.id)).body;
    expect(status.held).toEqual([seat(0, 3, 3)]);
    expect(status.zones[0].remaining).toBe(5);
    // Clearing an empty cart is fine too.
    expect((await me.clear()).status).toBe(200);
  });

  it('clears nothing on a forged or malformed request', async () => {
    const me = await visitor(t.app);
    await me.add({ event: hall.event.id, places: [seat(0, 3, 4)] });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/clear',
      headers: { cookie: me.session.cookie, 'accept-language': 'en' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      code: 'csrf_failed',
      detail: 'CSRF failed: the CSRF token is missing or incorrect.',
    });
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/clear',
      headers: {
        cookie: me.session.cookie,
        'x-csrftoken': me.session.csrf,
        'content-type': 'application/json',
      },
      payload: '{not json',
    });
    expect(junk.statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/delete',
      headers: {
        cookie: me.session.cookie,
        'x-csrftoken': me.session.csrf,
        'content-type': 'application/json',
      },
      payload: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(deleted.statusCode).toBe(413);
    expect(await me.count()).toBe(1);
  });
});

describe('GET /cart/count_seats', () => {
  it("counts this visitor's live places only, and nothing for an unknown or malformed session cookie", async () => {
    const me = await visitor(t.app);
    await me.add({ event: hall.event.id, places: [seat(0, 1, 1), seat(0, 1, 2)] });
    await me.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 3 });
    expect(await me.count()).toBe(5);
    for (const cookie of ['sessionid=unknown-but-well-formed-token-0000000000000', 'sessionid=%00%ff', '']) {
      const answer = await t.app.inject({ url: '/api/v1/cart/count_seats', headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ count: 0 });
      const content = await t.app.inject({ url: '/api/v1/cart/content', headers: { cookie } });
      expect(content.json().events).toEqual([]);
    }
  });
});

describe('GET /cart/content', () => {
  it.each([
    ['ru', 'Партер', 'Первая категория', 'Танцпол'],
    ['en', 'Stalls', 'First category', 'Dance floor'],
  ])('lists live lines grouped by event with labels, prices and totals (%s)', async (locale, section, category, zone) => {
    const me = await visitor(t.app, { locale });
    await me.add({ event: other.event.id, places: [other.seats[1]!.id] });
    await me.add({ event: hall.event.id, places: [seat(0, 2, 3), seat(0, 1, 6)] });
    await me.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 2 });
    const { status, body, headers } = await me.content();
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body.count).toBe(5);
    expect(body.expires_at).toBe(new Date(clock.now().getTime() + 15 * MINUTE).toISOString());
    expect(body.events.map((g: { event: { id: number } }) => g.event.id).sort()).toEqual(
      [hall.event.id, other.event.id].sort(),
    );
    const group = body.events.find((g: { event: { id: number } }) => g.event.id === hall.event.id);
    expect(group.performance.title).toBe(locale === 'ru' ? 'Гамлет' : 'Hamlet');
    expect(group.event).toMatchObject({
      eventdate: '2030-02-01',
      eventtime: '19:00:00',
      hall_title: expect.any(String),
    });
    expect(group.venue).toMatchObject({
      slug: hall.venue.venue.slug,
      name: expect.any(String),
      address: expect.any(String),
    });
    expect(group.items).toEqual([
      {
        id: expect.any(Number),
        kind: 'seat',
        seat: { id: seat(0, 1, 6), section, row: '1', seat: '6' },
        zone: null,
        category: { id: hall.categories[0]!.id, name: category, color: '#C62828' },
        quantity: 1,
        price: 3500,
        price_kopecks: 350_000,
        total: 3500,
        total_kopecks: 350_000,
      },
      expect.objectContaining({ kind: 'seat', seat: { id: seat(0, 2, 3), section, row: '2', seat: '3' } }),
      expect.objectContaining({
        kind: 'zone',
        seat: null,
        zone: { id: hall.zones[0]!.id, name: zone },
        quantity: 2,
        price: 1500.5,
        total: 3001,
        total_kopecks: 300_100,
      }),
    ]);
    expect(group).toMatchObject({ count: 4, total: 10001, total_kopecks: 1_000_100 });
    expect(body.total_kopecks).toBe(1_000_100 + 350_000);
    expect(body.total).toBe(13501);

    clock.advance(15 * MINUTE);
    const expired = (await me.content()).body;
    expect(expired).toEqual({
      count: 0,
      expires_at: null,
      seconds_left: null,
      events: [],
      total: 0,
      total_kopecks: 0,
      pending_order: null,
      services: [],
      promocode: null,
      certificate: null,
      to_pay: 0,
      to_pay_kopecks: 0,
      payment_methods: ['card', 'sbp'],
    });
  });

  it('is empty for a visitor without a session', async () => {
    const answer = await t.app.inject({ url: '/api/v1/cart/content' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      count: 0,
      expires_at: null,
      seconds_left: null,
      events: [],
      total: 0,
      total_kopecks: 0,
      pending_order: null,
      services: [],
      promocode: null,
      certificate: null,
      to_pay: 0,
      to_pay_kopecks: 0,
      payment_methods: ['card', 'sbp'],
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
