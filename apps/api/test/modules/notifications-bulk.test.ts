// [NOTIFICATIONS] PUT /notifications `{is_viewed}`: marks all the signed-in customer's notifications read (the
// account page's "mark all as read") and answers how many changed; never another customer's; signed-in and CSRF
// only; bad input changes nothing.
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
let anonymous: Requester;
const day = (d: number) => new Date(Date.UTC(2030, 0, d, 12));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  anna = await signInCustomer(t.app, db);
  boris = await signInCustomer(t.app, db);
  asAnna = requester(() => t.app, anna.session);
  anonymous = requester(() => t.app, await startSession(t.app));
  for (const [userId, d, isViewed] of [
    [anna.userId, 1, true],
    [anna.userId, 2, false],
    [anna.userId, 3, false],
    [boris.userId, 4, false],
  ] as const) {
    await createNotification(db, { userId, createdAt: day(d), isViewed });
  }
});
afterAll(async () => {
  await t?.close();
});

const unreadOf = async (userId: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (row) => !row.isViewed,
  ).length;

describe('PUT /notifications', () => {
  it('refuses bad input and changes nothing', async () => {
    for (const body of [{}, { is_viewed: 'true' }, { is_viewed: null }, [], '{"is_viewed":']) {
      const answer = await asAnna.send('PUT', '/notifications', body, 'en');
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await unreadOf(anna.userId)).toBe(2);
  });

  it('refuses an anonymous visitor (401, translated) and a request without the CSRF header (403)', async () => {
    const ru = await anonymous.send('PUT', '/notifications', { is_viewed: true });
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual(NOT_AUTHENTICATED.ru);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications',
      headers: { cookie: anna.session.cookie, 'content-type': 'application/json' },
      payload: { is_viewed: true },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await unreadOf(anna.userId)).toBe(2);
  });

  it('marks all the customer’s notifications read, only theirs, and says how many changed', async () => {
    const answer = await asAnna.send('PUT', '/notifications', { is_viewed: true });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toEqual({ updated: 2 });
    expect(await unreadOf(anna.userId)).toBe(0);
    expect(await unreadOf(boris.userId)).toBe(1);
    expect((await asAnna.get('/notifications?is_viewed=false')).body.count).toBe(0);
    // Again: nothing left to change.
    expect((await asAnna.send('PUT', '/notifications', { is_viewed: true })).body).toEqual({ updated: 0 });
  });
});
