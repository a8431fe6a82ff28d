// [ORDERS] GET /userorders?is_archive=true|false: the signed-in customer's paid orders (paid,
// partly or fully refunded), current while a session is still to come or on (start + duration,
// 3 hours when unknown), archived once every session is over or when there is none; each with its
// sessions as SPEC.md Events, performance and admissions; only the customer's own orders; paged;
// bad input and anonymous visitors refused in ru and en.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerformance, createSession, createVenue } from '../factories/catalogue.factory.ts';
import { createOrder, createZone } from '../factories/orders.factory.ts';
import { NOT_AUTHENTICATED, type Requester, requester } from '../helpers/customer-requests.ts';
import { startSession } from '../helpers/session.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock(new Date('2030-01-15T12:00:00Z'));
let t: TestApp;
let asAnna: Requester;
let asBoris: Requester;
let asNewcomer: Requester;
let anonymous: Requester;
const order: Record<string, number> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  const { db } = t.database;
  const venue = await createVenue(db, {
    name: { ru: 'МХАТ' },
    hall: { slug: 'main-stage', title: { ru: 'Основная сцена', en: 'Main Stage' } },
  });
  const zone = await createZone(db, venue.plan.id);
  const hamlet = await createPerformance(db, venue, {
    slug: 'hamlet',
    title: { ru: 'Гамлет', en: 'Hamlet' },
    durationMinutes: 120,
    age: 16,
  });
  const seagull = await createPerformance(db, venue, { slug: 'seagull', title: { ru: 'Чайка' } });
  const at = (iso: string) => new Date(iso);
  const session = async (performance: { id: number }, startsAt: string) =>
    (await createSession(db, venue, performance, { startsAt: at(startsAt), minPrice: 500, maxPrice: 3000 }))
      .id;
  const hamletPast = await session(hamlet, '2030-01-10T16:00:00Z');
  const hamletSoon = await session(hamlet, '2030-01-20T16:00:00Z');
  // Started an hour ago, lasts two hours: still on.
  const hamletOnNow = await session(hamlet, '2030-01-15T11:00:00Z');
  // No duration announced: counted as 3 hours, over at 11:30.
  const seagullJustOver = await session(seagull, '2030-01-15T08:30:00Z');
  const seagullLater = await session(seagull, '2030-02-01T16:00:00Z');
  Object.assign(ids, {
    hamlet: hamlet.id,
    seagull: seagull.id,
    hamletSoon,
    hamletPast,
    seagullLater,
    hamletOnNow,
  });

  const anna = await signInCustomer(t.app, db);
  const boris = await signInCustomer(t.app, db);
  asAnna = requester(() => t.app, anna.session);
  asBoris = requester(() => t.app, boris.session);
  asNewcomer = requester(() => t.app, (await signInCustomer(t.app, db)).session);
  anonymous = requester(() => t.app, await startSession(t.app));

  const place = (eventId: number, quantity = 1) => ({ eventId, zoneId: zone.id, quantity });
  const add = async (key: string, values: Parameters<typeof createOrder>[1]) => {
    order[key] = (await createOrder(db, values)).id;
  };
  const userId = anna.userId;
  await add('soon', {
    userId,
    number: 'A-SOON',
    totalKopecks: 250_050,
    createdAt: at('2030-01-05T10:00:00Z'),
    lines: [place(hamletSoon, 2)],
  });
  await add('past', { userId, createdAt: at('2030-01-02T10:00:00Z'), lines: [place(hamletPast)] });
  await add('mixed', {
    userId,
    status: 'partially_refunded',
    createdAt: at('2030-01-01T10:00:00Z'),
    lines: [place(seagullLater), place(hamletPast)],
  });
  await add('onNow', { userId, createdAt: at('2030-01-03T10:00:00Z'), lines: [place(hamletOnNow)] });
  await add('refunded', {
    userId,
    status: 'refunded',
    createdAt: at('2030-01-04T10:00:00Z'),
    lines: [place(seagullJustOver)],
  });
  await add('certificate', { userId, createdAt: at('2030-01-06T10:00:00Z'), lines: [{ certificate: true }] });
  // Never listed: not paid.
  for (const status of ['pending', 'failed', 'expired', 'cancelled'] as const) {
    await add(status, { userId, status, lines: [place(hamletSoon)] });
  }
  await add('boris', { userId: boris.userId, lines: [place(hamletSoon)] });
});
afterAll(async () => {
  await t?.close();
});

const idsOf = (body: { results: Array<{ id: number }> }) => body.results.map((item) => item.id);

describe('GET /userorders', () => {
  it('lists current orders, the soonest session first, with their sessions and tickets', async () => {
    const { status, body, headers } = await asAnna.get('/userorders', 'en');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(idsOf(body)).toEqual([order.onNow, order.soon, order.mixed]);
    expect(body.count).toBe(3);
    expect(body.results[1]).toEqual({
      id: order.soon,
      number: 'A-SOON',
      status: 'paid',
      created_at: '2030-01-05T10:00:00.000Z',
      paid_at: '2030-01-05T10:01:00.000Z',
      total: 2500.5,
      tickets_count: 2,
      tickets_url: expect.stringMatching(/^\/api\/v1\/tickets\/A-SOON\?key=[\w-]{32}$/),
      events: [
        {
          id: ids.hamletSoon,
          nombilkn: expect.any(Number),
          age: 16,
          city_title: expect.any(String),
          hall_title: 'Main Stage',
          hall_slug: 'main-stage',
          hall_subtitle: null,
          eventdate: '2030-01-20',
          eventtime: '19:00:00',
          withopendate: 0,
          begindate: null,
          begindate_now: null,
          begintime: null,
          minpricesell: 500,
          maxpricesell: 3000,
          sale_status: 'on_sale',
          named_tickets: false,
          performance: {
            id: ids.hamlet,
            slug: 'hamlet',
            title: 'Hamlet',
            original_image: '/media/originals/hamlet.svg',
          },
          tickets_count: 2,
        },
      ],
    });
    // Both sessions of a mixed order, earliest first, the past one included.
    expect(body.results[2].events.map((e: { id: number }) => e.id)).toEqual([
      ids.hamletPast,
      ids.seagullLater,
    ]);
    expect(body.results[2].status).toBe('partially_refunded');
    expect(body.results[2].tickets_url).toMatch(/^\/api\/v1\/tickets\/.+\?key=/);
  });

  it('is_archive=false is the default; the archive holds the rest, latest order first', async () => {
    expect(idsOf((await asAnna.get('/userorders?is_archive=false')).body)).toEqual([
      order.onNow,
      order.soon,
      order.mixed,
    ]);
    const archive = await asAnna.get('/userorders?is_archive=true');
    expect(archive.status).toBe(200);
    expect(idsOf(archive.body)).toEqual([order.certificate, order.refunded, order.past]);
    const certificate = archive.body.results[0];
    expect(certificate).toMatchObject({ events: [], tickets_count: 0 });
    expect(archive.body.results[1]).toMatchObject({
      status: 'refunded',
      tickets_url: null,
      events: [{ performance: { title: 'Чайка' } }],
    });
  });

  it('moves an order to the archive once its last session is over', async () => {
    // Hamlet on now ends at 13:00.
    clock.advance(61 * 60_000);
    try {
      expect(idsOf((await asAnna.get('/userorders')).body)).toEqual([order.soon, order.mixed]);
      expect(idsOf((await asAnna.get('/userorders?is_archive=1')).body)).toEqual([
        order.certificate,
        order.refunded,
        order.onNow,
        order.past,
      ]);
    } finally {
      clock.advance(-61 * 60_000);
    }
  });

  it('pages', async () => {
    const { body } = await asAnna.get('/userorders?is_archive=true&limit=1&offset=1&query={id,number}');
    expect(body.count).toBe(3);
    expect(body.results).toEqual([{ id: order.refunded, number: expect.any(String) }]);
    expect(body.next).toBe(
      'http://localhost:80/api/v1/userorders?is_archive=true&limit=1&offset=2&query=%7Bid%2Cnumber%7D',
    );
  });

  it('shows each customer their own orders only; none before the first order', async () => {
    expect(idsOf((await asBoris.get('/userorders')).body)).toEqual([order.boris]);
    expect((await asBoris.get('/userorders?is_archive=true')).body.count).toBe(0);
    expect((await asNewcomer.get('/userorders')).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it.each([
    ['a word', 'is_archive=yes', 'is_archive', 'invalid_choice'],
    ['an empty flag', 'is_archive=', 'is_archive', 'invalid_choice'],
    ['a huge flag', `is_archive=${'t'.repeat(10_000)}`, 'is_archive', 'invalid_choice'],
    ['a word limit', 'limit=abc', 'limit', 'invalid'],
    ['a negative offset', 'offset=-3', 'offset', 'invalid'],
  ])('refuses %s', async (_case, query, field, code) => {
    const { status, body } = await asAnna.get(`/userorders?${query}`);
    expect(status).toBe(400);
    expect(body.codes[field]).toEqual([code]);
  });

  it('answers field errors in the request’s language', async () => {
    const ru = (await asAnna.get('/userorders?is_archive=yes')).body.is_archive[0];
    const en = (await asAnna.get('/userorders?is_archive=yes', 'en')).body.is_archive[0];
    expect(ru).toMatch(/^Недопустимое значение|^Значение/);
    expect(en).toMatch(/^Not a valid choice/);
  });

  it('refuses an anonymous visitor with a translated 401', async () => {
    const ru = await anonymous.get('/userorders');
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual(NOT_AUTHENTICATED.ru);
    expect((await anonymous.get('/userorders?is_archive=true', 'en')).body).toEqual(NOT_AUTHENTICATED.en);
  });
});
