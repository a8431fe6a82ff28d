// [SEAT MAP] GET /events/{id}/places and its halves /places/plan (static, cacheable with an ETag)
// and /places/status (live): the plan in the visitor's language, prices from the event, each seat's
// status (an expired hold is free), zones with the places left, 404 for events without a map.
import { isPlanBehind, planFingerprint } from '@afisha/contracts';
import { eventPrices, events, performances, seatHolds, zoneHolds } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../src/plugins/session/session-token.ts';
import { createCart } from '../factories/cart.factory.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { createOrder } from '../factories/orders.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
let t: TestApp;
let hall: Hall;

beforeAll(async () => {
  t = await createTestApp({ clock });
  hall = await createHall(t.database.db, {
    categories: [
      { name: { ru: 'Первая категория', en: 'First category' }, color: '#C62828', price: 350_000 },
      { name: { ru: 'Вторая категория', en: 'Second category' }, color: '#1565C0', price: 150_050 },
      { name: { ru: 'Служебные', en: 'House seats' }, color: '#9E9E9E', price: null },
    ],
    sections: [
      { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 2, seatsPerRow: 4 },
      { name: { ru: 'Балкон', en: 'Balcony' }, kind: 'balcony', rows: 1, seatsPerRow: 3, category: () => 1 },
      { name: { ru: 'Ложа', en: 'Box' }, kind: 'box', rows: 1, seatsPerRow: 2, category: () => 2 },
    ],
    zones: [{ name: { ru: 'Танцпол', en: 'Dance floor' }, capacity: 50, category: 1 }],
    offSale: [[0, 2, 4]],
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /events/{id}/places', () => {
  it('answers the plan in Russian with prices, colours, seats as tuples and all seats free', async () => {
    const { status, body, headers } = await getJson(t.app, `/api/v1/events/${hall.event.id}/places`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body.event).toBe(hall.event.id);
    expect(body.max_per_order).toBe(10);
    expect(body.categories).toEqual([
      { id: hall.categories[0]!.id, name: 'Первая категория', color: '#C62828', price: 3500 },
      { id: hall.categories[1]!.id, name: 'Вторая категория', color: '#1565C0', price: 1500.5 },
      { id: hall.categories[2]!.id, name: 'Служебные', color: '#9E9E9E', price: null },
    ]);
    expect(body.sections.map((s: { name: string; kind: string }) => [s.name, s.kind])).toEqual([
      ['Партер', 'parterre'],
      ['Балкон', 'balcony'],
      ['Ложа', 'box'],
    ]);
    const firstRow = body.sections[0].rows[0];
    expect(firstRow.label).toBe('1');
    expect(firstRow.seats[0]).toEqual([hall.seatId(0, 1, 1), 40, 130, '1', hall.categories[0]!.id]);
    expect(firstRow.seats.map((seat: unknown[]) => seat[3])).toEqual(['1', '2', '3', '4']);
    expect(body.zones).toEqual([
      {
        id: hall.zones[0]!.id,
        name: 'Танцпол',
        category: hall.categories[1]!.id,
        capacity: 50,
        shape: { kind: 'rect', x: 40, y: expect.any(Number), width: 300, height: 100 },
      },
    ]);
    expect(body.status).toMatchObject({
      event: hall.event.id,
      version: body.version,
      on_sale: true,
      held: [],
      sold: [],
      zones: [{ id: hall.zones[0]!.id, remaining: 50 }],
      mine: [],
    });
    // Off sale, and seats of a category the event does not price: blocked.
    expect(body.status.blocked).toEqual(
      [hall.seatId(0, 2, 4), hall.seatId(2, 1, 1), hall.seatId(2, 1, 2)].sort((a, b) => a - b),
    );
  });

  it('answers names in English', async () => {
    const { body } = await getJson(t.app, `/api/v1/events/${hall.event.id}/places`, { locale: 'en' });
    expect(body.sections.map((s: { name: string }) => s.name)).toEqual(['Stalls', 'Balcony', 'Box']);
    expect(body.categories[2].name).toBe('House seats');
    expect(body.zones[0].name).toBe('Dance floor');
  });

  it('shows held, ordered, sold and blocked seats, this visitor’s own holds, and an expired hold as free', async () => {
    const { db } = t.database;
    const me = await visitor(t.app);
    const added = await me.add({ event: hall.event.id, places: [hall.seatId(0, 1, 2)] });
    expect(added.status).toBe(200);
    const other = await visitor(t.app);
    const otherCart = await createCart(db, { sessionId: sessionIdOf(other.session.sessionid) });
    const order = await createOrder(db, { userId: null, status: 'pending' });
    const soon = new Date(clock.now().getTime() + 5 * MINUTE);
    const past = new Date(clock.now().getTime() - MINUTE);
    await db.insert(seatHolds).values([
      {
        eventId: hall.event.id,
        seatId: hall.seatId(0, 1, 3),
        cartId: otherCart.id,
        status: 'held',
        expiresAt: soon,
      },
      {
        eventId: hall.event.id,
        seatId: hall.seatId(0, 1, 4),
        cartId: otherCart.id,
        status: 'held',
        expiresAt: past,
      },
      {
        eventId: hall.event.id,
        seatId: hall.seatId(0, 2, 1),
        orderId: order.id,
        status: 'ordered',
        expiresAt: soon,
      },
      { eventId: hall.event.id, seatId: hall.seatId(0, 2, 2), orderId: order.id, status: 'sold' },
      { eventId: hall.event.id, seatId: hall.seatId(1, 1, 1), status: 'blocked' },
    ]);
    await db.insert(zoneHolds).values([
      {
        eventId: hall.event.id,
        zoneId: hall.zones[0]!.id,
        cartId: otherCart.id,
        status: 'held',
        quantity: 4,
        expiresAt: soon,
      },
    ]);
    const { body } = await me.status(hall.event.id);
    expect(body.held).toEqual([hall.seatId(0, 1, 2), hall.seatId(0, 1, 3), hall.seatId(0, 2, 1)]);
    expect(body.sold).toEqual([hall.seatId(0, 2, 2)]);
    expect(body.blocked).toContain(hall.seatId(1, 1, 1));
    expect(body.zones).toEqual([{ id: hall.zones[0]!.id, remaining: 46 }]);
    expect(body.mine).toEqual([
      { seat: hall.seatId(0, 1, 2), zone: null, quantity: 1, item: added.body.items[0].id },
    ]);
    // Someone else sees the same seats taken but nothing of theirs.
    expect((await other.status(hall.event.id)).body.mine).toEqual([]);

    clock.advance(6 * MINUTE);
    const later = (await me.status(hall.event.id)).body;
    expect(later.held).toEqual([hall.seatId(0, 1, 2)]); // mine lasts 15 minutes; the others' 5 are over
    expect(later.zones).toEqual([{ id: hall.zones[0]!.id, remaining: 50 }]);
    clock.advance(10 * MINUTE);
    const expired = (await me.status(hall.event.id)).body;
    expect(expired.held).toEqual([]);
    expect(expired.mine).toEqual([]);
    await db.delete(seatHolds).where(eq(seatHolds.eventId, hall.event.id));
    await db.delete(zoneHolds).where(eq(zoneHolds.eventId, hall.event.id));
  });
});

describe('GET /events/{id}/places/plan and /places/status', () => {
  it('serves the plan with a long max-age and an ETag, 304 when unchanged, a new version when prices change', async () => {
    const url = `/api/v1/events/${hall.event.id}/places/plan`;
    const first = await t.app.inject({ url, headers: { 'accept-language': 'ru' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers.vary).toMatch(/accept-language/i);
    expect(first.headers['set-cookie']).toBeUndefined();
    const plan = first.json();
    // The ETag is the version's fingerprint (contracts/plan-version.ts).
    expect(first.headers.etag).toBe(`"${planFingerprint(plan.version)}"`);
    expect(plan).not.toHaveProperty('status');

    const again = await t.app.inject({
      url,
      headers: { 'accept-language': 'ru', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const english = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(english.headers.etag).not.toBe(first.headers.etag);

    const status = await getJson(t.app, `/api/v1/events/${hall.event.id}/places/status`);
    // Read again (this test app keeps nothing): the same plan, so not newer than the one held.
    expect(planFingerprint(status.body.version)).toBe(planFingerprint(plan.version));
    expect(isPlanBehind(plan.version, status.body.version)).toBe(false);
    expect(status.headers['cache-control']).toBe('private, no-store');

    await t.database.db
      .update(eventPrices)
      .set({ priceKopecks: 360_000 })
      .where(
        and(eq(eventPrices.eventId, hall.event.id), eq(eventPrices.priceCategoryId, hall.categories[0]!.id)),
      );
    const changed = await t.app.inject({
      url,
      headers: { 'accept-language': 'ru', 'if-none-match': first.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().categories[0].price).toBe(3600);
    const announced = (await getJson(t.app, `/api/v1/events/${hall.event.id}/places/status`)).body.version;
    expect(isPlanBehind(plan.version, announced)).toBe(true);
    expect(isPlanBehind(changed.json().version, announced)).toBe(false);
  });

  it('says on_sale false when the event is not sold now, and keeps the map', async () => {
    const { db } = t.database;
    const cases = [
      { saleStatus: 'announced' as const },
      { saleStatus: 'cancelled' as const },
      { saleStatus: 'sold_out' as const },
      { saleOpensAt: new Date(clock.now().getTime() + 60 * MINUTE) },
    ];
    for (const change of cases) {
      const other = await createHall(db, { sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 2 }] });
      await db.update(events).set(change).where(eq(events.id, other.event.id));
      const { status, body } = await getJson(t.app, `/api/v1/events/${other.event.id}/places/status`);
      expect(status).toBe(200);
      expect(body.on_sale).toBe(false);
    }
  });

  it.each([
    ['ru', 'Не найдено.'],
    ['en', 'Not found.'],
  ])('answers a translated 404 for unknown, unpublished and past events (%s)', async (locale, message) => {
    const { db } = t.database;
    const hidden = await createHall(db, { sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 1 }] });
    await db
      .update(performances)
      .set({ isPublished: false })
      .where(eq(performances.id, hidden.performance.id));
    const past = await createHall(db, {
      sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 1 }],
      startsAt: new Date(clock.now().getTime() - 60 * MINUTE),
    });
    for (const id of [999_999, 0, hidden.event.id, past.event.id]) {
      for (const suffix of ['', '/plan', '/status']) {
        const { status, body } = await getJson(t.app, `/api/v1/events/${id}/places${suffix}`, { locale });
        expect(status).toBe(404);
        expect(body.code).toBe('not_found');
        expect(body.detail).toBe(message);
      }
    }
  });

  it('refuses malformed ids with a 400', async () => {
    for (const id of ['abc', '-1', '1.5', '9'.repeat(12), '%00']) {
      const { status, body } = await getJson(t.app, `/api/v1/events/${id}/places`);
      expect(status, id).toBe(400);
      expect(body.codes).toBeDefined();
    }
  });
});
