// [NOTIFICATIONS] GET /notifications (filter is_viewed, newest first, paged, in the request's
// language with Russian fallback), GET and PUT /notifications/{id}: signed-in only (401
// translated), never another customer's (404, nothing changed), bad input refused (400), never
// cached.
import { notifications } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../factories/notifications.factory.ts';
import { NOT_AUTHENTICATED, type Requester, requester } from '../helpers/customer-requests.ts';
import { startSession } from '../helpers/session.ts';
import { type SignedInCustomer, signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let anna: SignedInCustomer;
let boris: SignedInCustomer;
let asAnna: Requester;
let asBoris: Requester;
let anonymous: Requester;
const ids = { paid: 0, welcome: 0, dates: 0, boris: 0 };
const day = (d: number) => new Date(Date.UTC(2030, 0, d, 12));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  anna = await signInCustomer(t.app, db);
  boris = await signInCustomer(t.app, db);
  asAnna = requester(() => t.app, anna.session);
  asBoris = requester(() => t.app, boris.session);
  anonymous = requester(() => t.app, await startSession(t.app));

  const add = async (key: keyof typeof ids, values: Parameters<typeof createNotification>[1]) => {
    ids[key] = (await createNotification(db, values)).id;
  };
  await add('paid', {
    userId: anna.userId,
    kind: 'order_paid',
    title: { ru: 'Заказ A1 оплачен', en: 'Order A1 is paid', fr: '' },
    text: { ru: 'Билеты на почте', en: 'Tickets are in your mailbox' },
    payload: { order: 7, order_number: 'A1', amount: 1500, _key: 'order_paid:7', secret: 'x' },
    createdAt: day(3),
  });
  await add('welcome', {
    userId: anna.userId,
    kind: 'account_confirmed',
    title: { ru: 'Добро пожаловать!' },
    isViewed: true,
    createdAt: day(1),
  });
  await add('dates', {
    userId: anna.userId,
    kind: 'new_dates',
    title: { ru: 'Новые даты', en: 'New dates' },
    payload: { performance: 'hamlet', events: [4, 5] },
    createdAt: day(5),
  });
  await add('boris', { userId: boris.userId, title: { ru: 'Чужое' }, createdAt: day(4) });
});
afterAll(async () => {
  await t?.close();
});

const idsOf = (body: { results: Array<{ id: number }> }) => body.results.map((item) => item.id);
const viewed = async (id: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]?.isViewed;

describe('GET /notifications', () => {
  it('lists only the customer’s own notifications, newest first, in Russian by default', async () => {
    const { status, body, headers } = await asAnna.get('/notifications');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [
        {
          id: ids.dates,
          kind: 'new_dates',
          title: 'Новые даты',
          text: null,
          is_viewed: false,
          payload: { performance: 'hamlet', events: [4, 5] },
          created_at: '2030-01-05T12:00:00.000Z',
        },
        {
          id: ids.paid,
          kind: 'order_paid',
          title: 'Заказ A1 оплачен',
          text: 'Билеты на почте',
          is_viewed: false,
          // Internal keys of the stored payload never leave.
          payload: { order: 7, order_number: 'A1', amount: 1500 },
          created_at: '2030-01-03T12:00:00.000Z',
        },
        {
          id: ids.welcome,
          kind: 'account_confirmed',
          title: 'Добро пожаловать!',
          text: null,
          is_viewed: true,
          payload: {},
          created_at: '2030-01-01T12:00:00.000Z',
        },
      ],
    });
    expect(idsOf((await asBoris.get('/notifications')).body)).toEqual([ids.boris]);
  });

  it('speaks the request’s language, falling back along de/fr → en → ru (an empty translation is missing)', async () => {
    const en = (await asAnna.get('/notifications', 'en')).body.results;
    expect(en.map((n: { title: string }) => n.title)).toEqual([
      'New dates',
      'Order A1 is paid',
      'Добро пожаловать!',
    ]);
    expect(en[1].text).toBe('Tickets are in your mailbox');
    const fr = (await asAnna.get('/notifications', 'fr')).body.results;
    expect(fr[1].title).toBe('Order A1 is paid');
  });

  it('filters by is_viewed, as the header asks for its unread probe (query={id})', async () => {
    const unread = await asAnna.get('/notifications?is_viewed=false&query={id}&limit=1');
    expect(unread.status).toBe(200);
    expect(unread.body).toEqual({
      count: 2,
      next: 'http://localhost:80/api/v1/notifications?is_viewed=false&query=%7Bid%7D&limit=1&offset=1',
      previous: null,
      results: [{ id: ids.dates }],
    });
    expect(idsOf((await asAnna.get('/notifications?is_viewed=true')).body)).toEqual([ids.welcome]);
    expect(idsOf((await asAnna.get('/notifications?is_viewed=0')).body)).toEqual([ids.dates, ids.paid]);
  });

  it('pages', async () => {
    const { body } = await asAnna.get('/notifications?limit=1&offset=1');
    expect(idsOf(body)).toEqual([ids.paid]);
    expect(body.count).toBe(3);
  });

  it('refuses an anonymous visitor with a translated 401', async () => {
    const ru = await anonymous.get('/notifications');
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual(NOT_AUTHENTICATED.ru);
    expect((await anonymous.get('/notifications?is_viewed=nope', 'en')).body).toEqual(NOT_AUTHENTICATED.en);
    expect((await t.app.inject({ url: '/api/v1/notifications' })).statusCode).toBe(401);
  });

  it.each([
    ['is_viewed=maybe', 'is_viewed', 'invalid_choice'],
    ['is_viewed=', 'is_viewed', 'invalid_choice'],
    ['limit=0', 'limit', 'min_value'],
    ['limit=100000', 'limit', 'max_value'],
    ['offset=-1', 'offset', 'invalid'],
    ['query={nope}', 'query', 'unknown_field'],
  ])('refuses %s with a field error', async (query, field, code) => {
    const { status, body } = await asAnna.get(`/notifications?${query}`, 'en');
    expect(status).toBe(400);
    expect(body.codes[field]).toEqual([code]);
  });
});

describe('GET /notifications/{id}', () => {
  it('answers one of the customer’s notifications in their language', async () => {
    const { status, body, headers } = await asAnna.get(`/notifications/${ids.paid}`, 'en');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toMatchObject({ id: ids.paid, title: 'Order A1 is paid', is_viewed: false });
  });

  it('answers 404, not 403, for another customer’s notification or an unknown id', async () => {
    for (const id of [ids.boris, 999_999_999, 0]) {
      const ru = await asAnna.get(`/notifications/${id}`);
      expect(ru.status).toBe(404);
      expect(ru.body).toEqual({ detail: 'Не найдено.', code: 'not_found' });
    }
    expect((await asAnna.get(`/notifications/${ids.boris}`, 'en')).body.detail).toBe('Not found.');
  });

  it.each([
    'abc',
    '1.5',
    '-1',
    '12345678901',
    "1'%20OR%20'1'='1",
  ])('refuses the malformed id %s', async (id) => {
    const { status, body } = await asAnna.get(`/notifications/${id}`);
    expect(status).toBe(400);
    expect(body.codes).toEqual({ id: ['invalid'] });
  });

  it('refuses an anonymous visitor', async () => {
    expect((await anonymous.get(`/notifications/${ids.paid}`, 'en')).body).toEqual(NOT_AUTHENTICATED.en);
  });
});

describe('PUT /notifications/{id}', () => {
  it('marks the notification read, and unread again; the unread filter follows', async () => {
    const read = await asAnna.send('PUT', `/notifications/${ids.dates}`, { is_viewed: true }, 'en');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: ids.dates, is_viewed: true, title: 'New dates' });
    expect(idsOf((await asAnna.get('/notifications?is_viewed=false')).body)).toEqual([ids.paid]);
    // Twice is fine.
    expect((await asAnna.send('PUT', `/notifications/${ids.dates}`, { is_viewed: true })).status).toBe(200);

    const unread = await asAnna.send('PUT', `/notifications/${ids.dates}`, { is_viewed: false });
    expect(unread.body.is_viewed).toBe(false);
    expect(await viewed(ids.dates)).toBe(false);
  });

  it('never touches another customer’s notification: 404 and nothing changes', async () => {
    const { status, body } = await asAnna.send(
      'PUT',
      `/notifications/${ids.boris}`,
      { is_viewed: true },
      'en',
    );
    expect(status).toBe(404);
    expect(body).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect(await viewed(ids.boris)).toBe(false);
  });

  it.each([
    ['an empty body', {}, { is_viewed: ['required'] }],
    ['a string flag', { is_viewed: 'true' }, { is_viewed: ['invalid'] }],
    ['a null flag', { is_viewed: null }, { is_viewed: ['null'] }],
    ['an array', [], { non_field_errors: ['invalid'] }],
    ['malformed JSON', '{"is_viewed":', { non_field_errors: ['parse_error'] }],
  ])('refuses %s and changes nothing', async (_case, body, codes) => {
    const answer = await asAnna.send('PUT', `/notifications/${ids.paid}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.codes).toEqual(codes);
    expect(await viewed(ids.paid)).toBe(false);
  });

  it('refuses a huge body', async () => {
    const answer = await asAnna.send('PUT', `/notifications/${ids.paid}`, {
      is_viewed: true,
      x: 'y'.repeat(2_000_000),
    });
    expect(answer.status).toBe(413);
    expect(await viewed(ids.paid)).toBe(false);
  });

  it('refuses an anonymous visitor (401, translated) and a request without the CSRF header (403)', async () => {
    const ru = await anonymous.send('PUT', `/notifications/${ids.paid}`, { is_viewed: true });
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual(NOT_AUTHENTICATED.ru);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${ids.paid}`,
      headers: { cookie: anna.session.cookie, 'content-type': 'application/json' },
      payload: { is_viewed: true },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await viewed(ids.paid)).toBe(false);
  });
});
