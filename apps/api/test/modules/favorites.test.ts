// [FAVORITES] GET /favorites (cards, most recently added first, paged), POST /favorites (toggle
// or set), GET /favorites/ids: signed-in only (401 translated), one customer's favourites never
// seen or changed by another, unknown or unpublished performances refused with a translated 400
// that stores nothing, a bound on how many, and the catalogue's answers left the same for everyone.

import { FAVORITES_MAX } from '@afisha/contracts';
import { favourites, performances } from '@afisha/db';
import { and, count, eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createVenue } from '../factories/catalogue.factory.ts';
import { NOT_AUTHENTICATED, type Requester, requester } from '../helpers/customer-requests.ts';
import { useShowsAndCustomers } from '../helpers/shows-and-customers.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock(new Date('2030-01-15T12:00:00Z'));
const f = useShowsAndCustomers(clock, {
  venueName: { ru: 'МХАТ', en: 'Moscow Art Theatre' },
  hamletMinPrice: 500,
});
const { show } = f;

const toggle = async (who: Requester, body: unknown, locale = 'ru') => {
  clock.advance(60_000);
  return who.send('POST', '/favorites', body, locale);
};
const slugsOf = (body: { results: Array<{ slug: string }> }) => body.results.map((card) => card.slug);
const rowsOf = async (userId: number) =>
  (await f.t.database.db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)))[0]?.n;

describe('POST /favorites and GET /favorites', () => {
  it('toggles: on, then off, answering the new state', async () => {
    const on = await toggle(f.asAnna, { performance: show.hamlet });
    expect(on.status).toBe(200);
    expect(on.headers['cache-control']).toBe('private, no-store');
    expect(on.body).toEqual({ performance: show.hamlet, is_favorite: true });
    expect((await toggle(f.asAnna, { performance: show.hamlet })).body).toEqual({
      performance: show.hamlet,
      is_favorite: false,
    });
    expect(await rowsOf(f.anna.userId)).toBe(0);
  });

  it('sets a wanted state, idempotently', async () => {
    for (const _ of [1, 2]) {
      expect(
        (await toggle(f.asAnna, { performance: show.seagull, is_favorite: true })).body.is_favorite,
      ).toBe(true);
    }
    expect(await rowsOf(f.anna.userId)).toBe(1);
    for (const _ of [1, 2]) {
      expect(
        (await toggle(f.asAnna, { performance: show.seagull, is_favorite: false })).body.is_favorite,
      ).toBe(false);
    }
    expect(await rowsOf(f.anna.userId)).toBe(0);
  });

  it('lists the favourites as the catalogue’s cards, most recently added first, in the request’s language', async () => {
    await toggle(f.asAnna, { performance: show.hamlet });
    await toggle(f.asAnna, { performance: show.dowry });
    await toggle(f.asAnna, { performance: show.seagull });
    const { status, body, headers } = await f.asAnna.get('/favorites', 'en');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body.count).toBe(3);
    expect(slugsOf(body)).toEqual(['seagull', 'dowry', 'hamlet']);
    // The same card the catalogue shows for it.
    const catalogue = await f.asAnna.get('/performance', 'en');
    expect(body.results[2]).toEqual(
      catalogue.body.results.find((card: { slug: string }) => card.slug === 'hamlet'),
    );
    expect(body.results[2]).toMatchObject({
      title: 'Hamlet',
      venue_name: 'Moscow Art Theatre',
      min_price: 500,
    });
    // A favourite with no upcoming session keeps its card, without a closest event.
    expect(body.results[0]).toMatchObject({
      slug: 'seagull',
      title: 'Чайка',
      closest_event: null,
      min_price: null,
    });
  });

  it('pages and selects fields', async () => {
    const { body } = await f.asAnna.get('/favorites?limit=1&offset=1&query={slug}');
    expect(body).toEqual({
      count: 3,
      next: 'http://localhost:80/api/v1/favorites?limit=1&offset=2&query=%7Bslug%7D',
      previous: 'http://localhost:80/api/v1/favorites?limit=1&query=%7Bslug%7D',
      results: [{ slug: 'dowry' }],
    });
    expect((await f.asAnna.get('/favorites?offset=50')).body).toMatchObject({ count: 3, results: [] });
  });

  it('answers every favourite id for the site’s hearts', async () => {
    const { status, body, headers } = await f.asAnna.get('/favorites/ids');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toEqual({ ids: [show.seagull, show.dowry, show.hamlet] });
  });

  it('hides a favourite whose performance is unpublished since', async () => {
    const { db } = f.t.database;
    await db.update(performances).set({ isPublished: false }).where(eq(performances.id, show.dowry));
    try {
      expect(slugsOf((await f.asAnna.get('/favorites')).body)).toEqual(['seagull', 'hamlet']);
      expect((await f.asAnna.get('/favorites/ids')).body.ids).toEqual([show.seagull, show.hamlet]);
    } finally {
      await db.update(performances).set({ isPublished: true }).where(eq(performances.id, show.dowry));
    }
  });

  it('keeps each customer’s favourites their own', async () => {
    expect((await f.asBoris.get('/favorites')).body).toMatchObject({ count: 0, results: [] });
    expect((await f.asBoris.get('/favorites/ids')).body).toEqual({ ids: [] });
    // Boris toggling Anna's favourite adds his own, and leaves hers.
    expect((await toggle(f.asBoris, { performance: show.hamlet })).body.is_favorite).toBe(true);
    expect((await toggle(f.asBoris, { performance: show.hamlet })).body.is_favorite).toBe(false);
    expect((await f.asAnna.get('/favorites/ids')).body.ids).toContain(show.hamlet);
    expect(await rowsOf(f.boris.userId)).toBe(0);
  });

  it('leaves the catalogue’s answers the same for every visitor (nothing per user in them)', async () => {
    for (const url of ['/performance', '/performance/hamlet']) {
      const mine = await f.asAnna.get(url);
      const theirs = await f.anonymous.get(url);
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual(theirs.body);
      expect(JSON.stringify(mine.body)).not.toContain('favorite');
    }
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown performance', { performance: 999_999 }],
    ['an unpublished performance', () => ({ performance: show.hidden })],
    [
      'an unpublished performance, even to remove it',
      () => ({ performance: show.hidden, is_favorite: false }),
    ],
  ])('refuses %s with a translated field error, storing nothing', async (_case, make) => {
    const body = typeof make === 'function' ? make() : make;
    const before = await rowsOf(f.boris.userId);
    const ru = await toggle(f.asBoris, body);
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      performance: [`Спектакль «${body.performance}» не найден.`],
      codes: { performance: ['does_not_exist'] },
    });
    expect((await toggle(f.asBoris, body, 'en')).body.performance).toEqual([
      `Performance "${body.performance}" does not exist.`,
    ]);
    expect(await rowsOf(f.boris.userId)).toBe(before);
  });

  it.each([
    ['an empty body', {}, { performance: ['required'] }],
    ['an id as text', { performance: '1' }, { performance: ['invalid'] }],
    ['a slug', { performance: 'hamlet' }, { performance: ['invalid'] }],
    ['zero', { performance: 0 }, { performance: ['min_value'] }],
    ['a negative id', { performance: -5 }, { performance: ['min_value'] }],
    ['a fraction', { performance: 1.5 }, { performance: ['invalid'] }],
    ['an id past the integer range', { performance: 2 ** 31 }, { performance: ['max_value'] }],
    ['a null', { performance: null }, { performance: ['null'] }],
    ['a text state', { performance: 1, is_favorite: 'yes' }, { is_favorite: ['invalid'] }],
    ['malformed JSON', '{"performance": ', { non_field_errors: ['parse_error'] }],
    ['a list', '[1]', { non_field_errors: ['invalid'] }],
  ])('refuses %s', async (_case, body, codes) => {
    const answer = await toggle(f.asBoris, body);
    expect(answer.status).toBe(400);
    expect(answer.body.codes).toEqual(codes);
    expect(await rowsOf(f.boris.userId)).toBe(0);
  });

  it('refuses a huge number', async () => {
    const answer = await toggle(f.asBoris, '{"performance": 1e300}');
    expect(answer.status).toBe(400);
    expect(new Set(answer.body.codes.performance)).toEqual(new Set(['max_value']));
    expect(await rowsOf(f.boris.userId)).toBe(0);
  });

  it('refuses a favourite past the bound, with a translated error, and still removes', async () => {
    const { db } = f.t.database;
    const venue = await createVenue(db);
    const many = await db
      .insert(performances)
      .values(
        Array.from({ length: FAVORITES_MAX }, (_, i) => ({
          slug: `many-${i}`,
          title: { ru: `Спектакль ${i}` },
          venueId: venue.venue.id,
        })),
      )
      .returning({ id: performances.id });
    const collector = await signInCustomer(f.t.app, db);
    await db
      .insert(favourites)
      .values(many.map(({ id }) => ({ userId: collector.userId, performanceId: id })));
    const asCollector = requester(() => f.t.app, collector.session);

    const ru = await toggle(asCollector, { performance: show.hamlet });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      performance: [`В избранном может быть не больше ${FAVORITES_MAX} спектаклей.`],
      codes: { performance: ['invalid'] },
    });
    expect((await toggle(asCollector, { performance: show.hamlet }, 'en')).body.performance).toEqual([
      `You can keep at most ${FAVORITES_MAX} favourite performances.`,
    ]);
    expect(await rowsOf(collector.userId)).toBe(FAVORITES_MAX);
    expect((await asCollector.get('/favorites/ids')).body.ids).toHaveLength(FAVORITES_MAX);
    const first = many[0]?.id ?? 0;
    expect((await toggle(asCollector, { performance: first })).body.is_favorite).toBe(false);
    expect((await toggle(asCollector, { performance: show.hamlet })).body.is_favorite).toBe(true);
    const hamletKept = await db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, collector.userId), eq(favourites.performanceId, show.hamlet)));
    expect(hamletKept).toHaveLength(1);
  });
});

describe('anonymous visitors', () => {
  it.each([
    ['GET', '/favorites'],
    ['GET', '/favorites/ids'],
    ['POST', '/favorites'],
  ] as const)('%s %s answers a translated 401 and changes nothing', async (method, url) => {
    const send = (locale: string) =>
      method === 'GET'
        ? f.anonymous.get(url, locale)
        : f.anonymous.send(method, url, { performance: show.hamlet }, locale);
    const fans = async () =>
      (
        await f.t.database.db
          .select({ n: count() })
          .from(favourites)
          .where(eq(favourites.performanceId, show.hamlet))
      )[0]?.n;
    const before = await fans();
    const ru = await send('ru');
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual(NOT_AUTHENTICATED.ru);
    expect((await send('en')).body).toEqual(NOT_AUTHENTICATED.en);
    expect(await fans()).toBe(before);
  });
});
