// [HISTORY] GET /watch_history/me (the last 50 distinct performances viewed, as cards, latest
// first, paged) and POST /watch_history/me `{performance}`: signed-in only (401 translated), one
// customer's history never seen or changed by another, bad input refused with a translated 400
// that records nothing.

import { WATCH_HISTORY_MAX } from '@afisha/contracts';
import { performances, watchHistory } from '@afisha/db';
import { count, eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createPerformance } from '../factories/catalogue.factory.ts';
import { NOT_AUTHENTICATED, type Requester, requester } from '../helpers/customer-requests.ts';
import { useShowsAndCustomers } from '../helpers/shows-and-customers.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock(new Date('2030-01-15T12:00:00Z'));
const f = useShowsAndCustomers(clock);
const { show } = f;

const view = async (who: Requester, body: unknown, locale = 'ru') => {
  clock.advance(60_000);
  return who.send('POST', '/watch_history/me', body, locale);
};
const slugsOf = (body: { results: Array<{ slug: string }> }) => body.results.map((card) => card.slug);
const rowsOf = async (userId: number) =>
  (await f.t.database.db.select({ n: count() }).from(watchHistory).where(eq(watchHistory.userId, userId)))[0]
    ?.n;

describe('POST and GET /watch_history/me', () => {
  it('records a view at the clock’s time', async () => {
    const answer = await view(f.asAnna, { performance: show.hamlet });
    expect(answer.status).toBe(201);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toEqual({ performance: show.hamlet, viewed_at: clock.now().toISOString() });
  });

  it('lists the views as cards, latest first, each performance once', async () => {
    await view(f.asAnna, { performance: show.seagull });
    await view(f.asAnna, { performance: show.dowry });
    await view(f.asAnna, { performance: show.hamlet });
    const { status, body, headers } = await f.asAnna.get('/watch_history/me', 'en');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body.count).toBe(3);
    expect(slugsOf(body)).toEqual(['hamlet', 'dowry', 'seagull']);
    expect(body.results[0]).toMatchObject({
      id: show.hamlet,
      title: 'Hamlet',
      closest_event: { eventdate: '2030-02-01' },
    });
    expect(await rowsOf(f.anna.userId)).toBe(3);
  });

  it('never moves a view back when an older one is reported late', async () => {
    clock.advance(-10 * 60_000);
    await f.asAnna.send('POST', '/watch_history/me', { performance: show.hamlet });
    clock.advance(10 * 60_000);
    expect(slugsOf((await f.asAnna.get('/watch_history/me')).body)).toEqual(['hamlet', 'dowry', 'seagull']);
  });

  it('pages', async () => {
    const { body } = await f.asAnna.get('/watch_history/me?limit=2&offset=1');
    expect(slugsOf(body)).toEqual(['dowry', 'seagull']);
    expect(body.previous).toBe('http://localhost:80/api/v1/watch_history/me?limit=2');
  });

  it('hides a performance unpublished since', async () => {
    const { db } = f.t.database;
    await db.update(performances).set({ isPublished: false }).where(eq(performances.id, show.dowry));
    try {
      expect(slugsOf((await f.asAnna.get('/watch_history/me')).body)).toEqual(['hamlet', 'seagull']);
    } finally {
      await db.update(performances).set({ isPublished: true }).where(eq(performances.id, show.dowry));
    }
  });

  it(`keeps only the last ${WATCH_HISTORY_MAX} performances`, async () => {
    const { db } = f.t.database;
    const binge = await signInCustomer(f.t.app, db);
    const asBinge = requester(() => f.t.app, binge.session);
    const shows = [];
    for (let i = 0; i < WATCH_HISTORY_MAX + 5; i += 1) {
      shows.push(await createPerformance(db, f.venue, { slug: `binge-${i}` }));
    }
    for (const performance of shows) await view(asBinge, { performance: performance.id });
    // Seen again: it stays, the oldest others go.
    await view(asBinge, { performance: shows[0]?.id });
    expect(await rowsOf(binge.userId)).toBe(WATCH_HISTORY_MAX);
    const { body } = await asBinge.get(`/watch_history/me?limit=100`);
    expect(body.count).toBe(WATCH_HISTORY_MAX);
    const kept = slugsOf(body);
    expect(kept[0]).toBe('binge-0');
    expect(kept[1]).toBe(`binge-${WATCH_HISTORY_MAX + 4}`);
    expect(kept.at(-1)).toBe('binge-6');
    expect(kept).not.toContain('binge-5');
    // Nobody else's history was trimmed.
    expect(await rowsOf(f.anna.userId)).toBe(3);
  });

  it('keeps each customer’s history their own', async () => {
    expect((await f.asBoris.get('/watch_history/me')).body).toMatchObject({ count: 0, results: [] });
    await view(f.asBoris, { performance: show.dowry });
    expect(slugsOf((await f.asBoris.get('/watch_history/me')).body)).toEqual(['dowry']);
    expect(slugsOf((await f.asAnna.get('/watch_history/me')).body)).toEqual(['hamlet', 'dowry', 'seagull']);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown performance', () => 999_999],
    ['an unpublished performance', () => show.hidden],
  ])('refuses %s with a translated field error, recording nothing', async (_case, id) => {
    const performance = id();
    const before = await rowsOf(f.boris.userId);
    const ru = await view(f.asBoris, { performance });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      performance: [`Спектакль «${performance}» не найден.`],
      codes: { performance: ['does_not_exist'] },
    });
    expect((await view(f.asBoris, { performance }, 'en')).body.performance).toEqual([
      `Performance "${performance}" does not exist.`,
    ]);
    expect(await rowsOf(f.boris.userId)).toBe(before);
  });

  it.each([
    ['an empty body', {}, { performance: ['required'] }],
    ['an id as text', { performance: `${1}` }, { performance: ['invalid'] }],
    ['zero', { performance: 0 }, { performance: ['min_value'] }],
    ['an id past the integer range', { performance: 2 ** 31 }, { performance: ['max_value'] }],
    ['a huge string', { performance: 'x'.repeat(100_000) }, { performance: ['invalid'] }],
    ['malformed JSON', '{"performance"', { non_field_errors: ['parse_error'] }],
  ])('refuses %s', async (_case, body, codes) => {
    const before = await rowsOf(f.boris.userId);
    const answer = await view(f.asBoris, body);
    expect(answer.status).toBe(400);
    expect(answer.body.codes).toEqual(codes);
    expect(await rowsOf(f.boris.userId)).toBe(before);
  });

  it('refuses an f.anonymous visitor with a translated 401', async () => {
    const get = await f.anonymous.get('/watch_history/me');
    expect(get.status).toBe(401);
    expect(get.body).toEqual(NOT_AUTHENTICATED.ru);
    const post = await f.anonymous.send('POST', '/watch_history/me', { performance: show.hamlet }, 'en');
    expect(post.status).toBe(401);
    expect(post.body).toEqual(NOT_AUTHENTICATED.en);
  });
});
