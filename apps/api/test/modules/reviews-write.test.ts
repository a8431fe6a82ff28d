// [REVIEWS] POST /reviews: a signed-in customer reviews a published performance once (a second
// review is a translated 400 `unique`, also when sent twice at once); the performance's rating
// and rating_count follow in the same transaction and show on its page; bad input and anonymous
// visitors change nothing.

import { REVIEW_TEXT_MAX_LENGTH } from '@afisha/contracts';
import { performances, reviews } from '@afisha/db';
import { count, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerformance, createVenue } from '../factories/catalogue.factory.ts';
import { createCustomer, createReview } from '../factories/reviews.factory.ts';
import { NOT_AUTHENTICATED, type Requester, requester } from '../helpers/customer-requests.ts';
import { startSession } from '../helpers/session.ts';
import { type SignedInCustomer, signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock(new Date('2030-01-15T12:00:00Z'));
let t: TestApp;
let anna: SignedInCustomer;
let asAnna: Requester;
let anonymous: Requester;
const show = { hamlet: 0, seagull: 0, hidden: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock });
  const { db } = t.database;
  const venue = await createVenue(db);
  const hamlet = await createPerformance(db, venue, { slug: 'hamlet', rating: 4.5, ratingCount: 2 });
  const seagull = await createPerformance(db, venue, { slug: 'seagull' });
  const hidden = await createPerformance(db, venue, { slug: 'hidden', isPublished: false });
  Object.assign(show, { hamlet: hamlet.id, seagull: seagull.id, hidden: hidden.id });
  // Hamlet's cached 4.5 of 2 matches its published reviews; an unpublished one does not count.
  const day = new Date('2030-01-01T12:00:00Z');
  for (const rating of [5, 4]) {
    const author = await createCustomer(db, {});
    await createReview(db, { userId: author.id, performanceId: hamlet.id, rating, createdAt: day });
  }
  const hiddenAuthor = await createCustomer(db, {});
  await createReview(db, {
    userId: hiddenAuthor.id,
    performanceId: hamlet.id,
    rating: 1,
    createdAt: day,
    isPublished: false,
  });

  anna = await signInCustomer(t.app, db);
  await db.execute(`update users set first_name = 'Анна', last_name = 'Каренина' where id = ${anna.userId}`);
  asAnna = requester(() => t.app, anna.session);
  anonymous = requester(() => t.app, await startSession(t.app));
});
afterAll(async () => {
  await t?.close();
});

const reviewsOf = async (performanceId: number) =>
  (
    await t.database.db.select({ n: count() }).from(reviews).where(eq(reviews.performanceId, performanceId))
  )[0]?.n;
const ratingOf = async (performanceId: number) => {
  const [row] = await t.database.db
    .select({ rating: performances.rating, count: performances.ratingCount })
    .from(performances)
    .where(eq(performances.id, performanceId));
  return row;
};

describe('POST /reviews', () => {
  it('publishes the review and answers it with the performance’s new rating', async () => {
    const { status, body, headers } = await asAnna.send('POST', '/reviews', {
      performance: show.hamlet,
      rating: 3,
      text: '  Сильный спектакль.\nРекомендую!  ',
    });
    expect(status).toBe(201);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toEqual({
      id: expect.any(Number),
      author_name: 'Анна К.',
      rating: 3,
      text: 'Сильный спектакль.\nРекомендую!',
      created_at: '2030-01-15T12:00:00.000Z',
      performance: { id: show.hamlet, rating: 4, rating_count: 3 },
    });
    expect(await ratingOf(show.hamlet)).toEqual({ rating: 4, count: 3 });

    // The public list and the performance page show it.
    const list = await anonymous.get('/reviews?performance=hamlet');
    expect(list.body.results[0]).toMatchObject({ id: body.id, author_name: 'Анна К.', rating: 3 });
    const page = await anonymous.get('/performance/hamlet');
    expect(page.body).toMatchObject({ rating: 4, rating_count: 3 });
  });

  it('refuses a second review of the same performance, in the request’s language, changing nothing', async () => {
    const again = { performance: show.hamlet, rating: 5, text: 'Ещё раз' };
    const ru = await asAnna.send('POST', '/reviews', again);
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      performance: ['Вы уже оставили отзыв на этот спектакль.'],
      codes: { performance: ['unique'] },
    });
    expect((await asAnna.send('POST', '/reviews', again, 'en')).body.performance).toEqual([
      'You have already reviewed this performance.',
    ]);
    expect(await ratingOf(show.hamlet)).toEqual({ rating: 4, count: 3 });
    expect(await reviewsOf(show.hamlet)).toBe(4);
  });

  it('keeps one review when the same customer sends two at once', async () => {
    const boris = requester(() => t.app, (await signInCustomer(t.app, t.database.db)).session);
    const review = { performance: show.seagull, rating: 2, text: 'Скучно' };
    const answers = await Promise.all([
      boris.send('POST', '/reviews', review),
      boris.send('POST', '/reviews', review),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await reviewsOf(show.seagull)).toBe(1);
    expect(await ratingOf(show.seagull)).toEqual({ rating: 2, count: 1 });
  });

  it('counts every review when customers write at once', async () => {
    const writers = await Promise.all(
      [5, 5, 4, 1].map(async (rating) => ({
        rating,
        as: requester(() => t.app, (await signInCustomer(t.app, t.database.db)).session),
      })),
    );
    const answers = await Promise.all(
      writers.map(({ rating, as }) =>
        as.send('POST', '/reviews', { performance: show.seagull, rating, text: 'Ок' }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    // 2, 5, 5, 4, 1: average 3.4 of 5.
    expect(await ratingOf(show.seagull)).toEqual({ rating: 3.4, count: 5 });
  });

  it('signs the review of an account without a name with a neutral word in the request’s language', async () => {
    const nameless = requester(() => t.app, (await signInCustomer(t.app, t.database.db)).session);
    const { body } = await nameless.send(
      'POST',
      '/reviews',
      { performance: show.hamlet, rating: 5, text: 'Super' },
      'en',
    );
    expect(body.author_name).toBe('Audience member');
    // 5, 4, 3, 5 → 4.25
    expect(body.performance).toEqual({ id: show.hamlet, rating: 4.25, rating_count: 4 });
  });
});

describe('bad input', () => {
  const valid = () => ({ performance: show.seagull, rating: 4, text: 'Хорошо' });

  it.each([
    ['an unknown performance', () => 999_999],
    ['an unpublished performance', () => show.hidden],
  ])('refuses %s with a translated field error', async (_case, id) => {
    const performance = id();
    const ru = await asAnna.send('POST', '/reviews', { ...valid(), performance });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      performance: [`Спектакль «${performance}» не найден.`],
      codes: { performance: ['does_not_exist'] },
    });
    const en = await asAnna.send('POST', '/reviews', { ...valid(), performance }, 'en');
    expect(en.body.performance).toEqual([`Performance "${performance}" does not exist.`]);
    expect(await reviewsOf(performance)).toBe(0);
  });

  it.each([
    ['no body fields', {}, { performance: ['required'], rating: ['required'], text: ['required'] }],
    ['a rating of 0', { rating: 0 }, { rating: ['min_value'] }],
    ['a rating of 6', { rating: 6 }, { rating: ['max_value'] }],
    ['a fractional rating', { rating: 4.5 }, { rating: ['invalid'] }],
    ['a rating as text', { rating: '5' }, { rating: ['invalid'] }],
    ['an empty text', { text: '' }, { text: ['blank'] }],
    ['a blank text', { text: ' \n\t ' }, { text: ['blank'] }],
    ['a text too long', { text: 'я'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }, { text: ['max_length'] }],
    ['a NUL character', { text: 'a\u0000b' }, { text: ['invalid'] }],
    ['a text that is not a string', { text: { html: '<script>' } }, { text: ['invalid'] }],
    ['a performance slug', { performance: 'seagull' }, { performance: ['invalid'] }],
    ['a negative performance id', { performance: -1 }, { performance: ['min_value'] }],
  ])('refuses %s and stores nothing', async (_case, change, codes) => {
    const before = await reviewsOf(show.seagull);
    const body = Object.keys(change).length === 0 ? {} : { ...valid(), ...change };
    const answer = await asAnna.send('POST', '/reviews', body);
    expect(answer.status).toBe(400);
    expect(answer.body.codes).toEqual(codes);
    expect(await reviewsOf(show.seagull)).toBe(before);
  });

  it('answers the length limit in the request’s language', async () => {
    const long = { ...valid(), text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) };
    expect((await asAnna.send('POST', '/reviews', long, 'en')).body.text).toEqual([
      `Ensure this field has no more than ${REVIEW_TEXT_MAX_LENGTH} characters or items.`,
    ]);
  });

  it('keeps a text at the limit, and markup as plain text', async () => {
    const writer = requester(() => t.app, (await signInCustomer(t.app, t.database.db)).session);
    const text = `<b>${'x'.repeat(REVIEW_TEXT_MAX_LENGTH - 7)}</b>`;
    const { status, body } = await writer.send('POST', '/reviews', { ...valid(), text });
    expect(status).toBe(201);
    expect(body.text).toBe(text);
  });

  it('refuses an anonymous visitor (401, translated) and a request without the CSRF header (403)', async () => {
    const before = await reviewsOf(show.seagull);
    const ru = await anonymous.send('POST', '/reviews', valid());
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual(NOT_AUTHENTICATED.ru);
    expect((await anonymous.send('POST', '/reviews', valid(), 'en')).body).toEqual(NOT_AUTHENTICATED.en);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reviews',
      headers: { cookie: anna.session.cookie, 'content-type': 'application/json' },
      payload: valid(),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await reviewsOf(show.seagull)).toBe(before);
  });
});
