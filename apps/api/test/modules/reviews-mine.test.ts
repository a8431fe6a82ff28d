// [REVIEWS] GET /reviews/mine?performance={id}: the signed-in customer's own review of a performance (published or
// not), or null; never another customer's; anonymous visitors get the translated 401; bad ids a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerformance, createVenue } from '../factories/catalogue.factory.ts';
import { createReview } from '../factories/reviews.factory.ts';
import { NOT_AUTHENTICATED, type Requester, requester } from '../helpers/customer-requests.ts';
import { startSession } from '../helpers/session.ts';
import { type SignedInCustomer, signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let anna: SignedInCustomer;
let asAnna: Requester;
let asBoris: Requester;
let anonymous: Requester;
const show = { hamlet: 0, seagull: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const venue = await createVenue(db);
  show.hamlet = (await createPerformance(db, venue, { slug: 'hamlet' })).id;
  show.seagull = (await createPerformance(db, venue, { slug: 'seagull' })).id;
  anna = await signInCustomer(t.app, db);
  const boris = await signInCustomer(t.app, db);
  await db.execute(`update users set first_name = 'Анна', last_name = 'Каренина' where id = ${anna.userId}`);
  await createReview(db, {
    userId: anna.userId,
    performanceId: show.hamlet,
    rating: 4,
    text: 'Хорошо',
    createdAt: new Date('2030-01-02T12:00:00Z'),
    // Not published yet (moderation): still the customer's own, so the form stays closed.
    isPublished: false,
  });
  asAnna = requester(() => t.app, anna.session);
  asBoris = requester(() => t.app, boris.session);
  anonymous = requester(() => t.app, await startSession(t.app));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /reviews/mine', () => {
  it('answers the customer’s own review, even unpublished, never cached', async () => {
    const { status, body, headers } = await asAnna.get(`/reviews/mine?performance=${show.hamlet}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toEqual({
      review: {
        id: expect.any(Number),
        author_name: 'Анна К.',
        rating: 4,
        text: 'Хорошо',
        created_at: '2030-01-02T12:00:00.000Z',
      },
    });
  });

  it('answers null for a performance the customer has not reviewed, and for someone else’s review', async () => {
    expect((await asAnna.get(`/reviews/mine?performance=${show.seagull}`)).body).toEqual({ review: null });
    expect((await asAnna.get('/reviews/mine?performance=999999999')).body).toEqual({ review: null });
    expect((await asBoris.get(`/reviews/mine?performance=${show.hamlet}`)).body).toEqual({ review: null });
  });

  it('refuses an anonymous visitor with the translated 401', async () => {
    const { status, body } = await anonymous.get(`/reviews/mine?performance=${show.hamlet}`, 'en');
    expect(status).toBe(401);
    expect(body).toEqual(NOT_AUTHENTICATED.en);
  });

  it.each([
    '',
    'hamlet',
    '-1',
    '1.5',
    '12345678901',
    "1'%20OR%20'1'='1",
  ])('refuses performance=%s with a field error', async (value) => {
    const { status, body } = await asAnna.get(`/reviews/mine?performance=${value}`, 'en');
    expect(status).toBe(400);
    expect(Object.keys(body.codes)).toEqual(['performance']);
  });
});
