// [REVIEWS] GET /reviews?performance=<slug or id>: published reviews of a published performance,
// newest first, paged, signed with a display name (never the e-mail); unknown performances are a
// field error in the visitor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createReview, createReviewedPerformance } from '../factories/reviews.factory.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const hamlet = await createReviewedPerformance(db, { slug: 'hamlet' });
  const other = await createReviewedPerformance(db, { slug: 'other' });
  const hidden = await createReviewedPerformance(db, { slug: 'hidden', isPublished: false });
  // A performance whose slug is another one's id: the id wins when a number is given.
  const numeric = await createReviewedPerformance(db, { slug: String(hamlet.id) });
  Object.assign(ids, { hamlet: hamlet.id, other: other.id, hidden: hidden.id, numeric: numeric.id });

  const anna = await createCustomer(db, {
    email: 'anna@example.com',
    firstName: ' Анна ',
    lastName: 'каренина',
  });
  const john = await createCustomer(db, { email: 'john@example.com', firstName: 'John' });
  const nameless = await createCustomer(db, { email: 'secret@example.com' });
  const day = (d: number) => new Date(Date.UTC(2030, 0, d, 12));
  const review = async (key: string, values: Parameters<typeof createReview>[1]) => {
    ids[key] = (await createReview(db, values)).id;
  };
  await review('old', {
    userId: anna.id,
    performanceId: hamlet.id,
    rating: 5,
    text: 'Чудесно!',
    createdAt: day(1),
  });
  await review('newest', {
    userId: john.id,
    performanceId: hamlet.id,
    rating: 3,
    text: 'Fine.',
    createdAt: day(9),
  });
  await review('middle', { userId: nameless.id, performanceId: hamlet.id, rating: 4, createdAt: day(5) });
  const ghost = await createCustomer(db, { firstName: 'Призрак' });
  await review('unpublished', {
    userId: ghost.id,
    performanceId: hamlet.id,
    rating: 1,
    createdAt: day(10),
    isPublished: false,
  });
  await review('otherShow', { userId: anna.id, performanceId: other.id, rating: 2, createdAt: day(3) });
  await review('onNumeric', { userId: john.id, performanceId: numeric.id, rating: 5, createdAt: day(3) });
});
afterAll(async () => {
  await t?.close();
});

const get = (query: string, locale = 'ru') => getJson(t.app, `/api/v1/reviews${query}`, { locale });
const idsOf = (body: { results: Array<{ id: number }> }) => body.results.map((item) => item.id);

describe('GET /reviews', () => {
  it('lists the published reviews of a performance by slug, newest first, with display names', async () => {
    const { status, body } = await get('?performance=hamlet');
    expect(status).toBe(200);
    expect(body).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [
        {
          id: ids.newest,
          author_name: 'John',
          rating: 3,
          text: 'Fine.',
          created_at: '2030-01-09T12:00:00.000Z',
        },
        {
          id: ids.middle,
          author_name: 'Зритель',
          rating: 4,
          text: '',
          created_at: '2030-01-05T12:00:00.000Z',
        },
        {
          id: ids.old,
          author_name: 'Анна К.',
          rating: 5,
          text: 'Чудесно!',
          created_at: '2030-01-01T12:00:00.000Z',
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  it('names an account without a name in the visitor language', async () => {
    const { body } = await get('?performance=hamlet', 'en');
    expect(body.results[1].author_name).toBe('Audience member');
    expect((await get('?performance=hamlet', 'de')).body.results[1].author_name).toBe('Zuschauer');
  });

  it('finds the performance by id; an id beats an all-digit slug', async () => {
    expect(idsOf((await get(`?performance=${ids.hamlet}`)).body)).toEqual([ids.newest, ids.middle, ids.old]);
    expect(idsOf((await get(`?performance=${ids.other}`)).body)).toEqual([ids.otherShow]);
  });

  it('pages', async () => {
    const { body } = await get('?performance=hamlet&limit=2&offset=1');
    expect(idsOf(body)).toEqual([ids.middle, ids.old]);
    expect(body.previous).toBe('http://localhost:80/api/v1/reviews?performance=hamlet&limit=2');
  });

  it.each([
    ['an unknown slug', 'nope'],
    ['an unpublished performance', 'hidden'],
    ['an id past the integer range', '99999999999999'],
    ['SQL metacharacters', "hamlet' OR '1'='1"],
    ['a LIKE pattern', 'ham%'],
  ])('refuses %s with a field error, translated', async (_case, performance) => {
    const query = `?performance=${encodeURIComponent(performance)}`;
    const ru = await get(query);
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      performance: [`Спектакль «${performance}» не найден.`],
      codes: { performance: ['does_not_exist'] },
    });
    expect((await get(query, 'en')).body.performance).toEqual([
      `Performance "${performance}" does not exist.`,
    ]);
  });

  it('refuses a missing, blank or huge performance', async () => {
    expect((await get('')).body).toEqual({
      performance: ['Обязательное поле.'],
      codes: { performance: ['required'] },
    });
    expect((await get('?performance=%20', 'en')).body.codes).toEqual({ performance: ['blank'] });
    expect((await get(`?performance=${'x'.repeat(10_000)}`)).body.codes).toEqual({
      performance: ['max_length'],
    });
  });
});
