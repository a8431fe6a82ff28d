// [SEARCH] The search answer cache (SEARCH_CACHE_SECONDS): a hit runs no query, a rebuilt index is
// seen within a second whatever the TTL, a burst of identical misses runs one query, and the cache
// keeps at most SEARCH_CACHE_ENTRIES answers.
import { performances, refreshSearchDocuments } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedSearchRepository, INDEX_CHECK_MS } from '../../src/modules/search/cached-search.ts';
import { queryReadings } from '../../src/modules/search/query-variants.ts';
import { createSearchRepository, type SearchRepository } from '../../src/modules/search/search.repository.ts';
import {
  createPerformance,
  createSession,
  createVenue,
  type VenueRef,
} from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const NOW = new Date('2030-01-15T12:00:00Z');
const TTL_MS = 30_000;
const clock = manualClock(NOW);

let t: TestApp;
let venue: VenueRef;
let hamletId: number;

/** A published performance titled `ru` with a session tomorrow. */
async function show(ru: string) {
  const performance = await createPerformance(t.database.db, venue, { title: { ru, en: ru } });
  await createSession(t.database.db, venue, performance, { startsAt: new Date(NOW.getTime() + 86_400_000) });
  return performance;
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: (config) => ({ ...config, searchCache: { ttlMs: TTL_MS, maxEntries: 100 } }),
  });
  const moscow = await createCity(t.database.db, { slug: 'moscow', name: { ru: 'Москва', en: 'Moscow' } });
  venue = await createVenue(t.database.db, { city: moscow, name: { ru: 'Театр на Таганке', en: 'Taganka' } });
  hamletId = (await show('Гамлет')).id;
  await refreshSearchDocuments(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function titles(q: string, locale = 'ru', endpoint = 'search') {
  const response = await t.app.inject({
    url: `/api/v1/${endpoint}`,
    query: endpoint === 'search' ? { q, city: 'moscow' } : { search: q, city: 'moscow' },
    headers: { 'accept-language': locale },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  const items: { title?: string; performance?: { title: string } }[] = body.events ?? body.results;
  return items.map((item) => item.performance?.title ?? item.title);
}

/** The real repository, counting the search statements it runs. */
function counted(inner: SearchRepository) {
  const calls = { events: 0 };
  const repository: SearchRepository = {
    ...inner,
    searchEvents: (...args) => {
      calls.events += 1;
      return inner.searchEvents(...args);
    },
  };
  return { repository, calls };
}

describe('search cache', () => {
  it('answers a repeated query from memory, whatever its spelling, until the TTL', async () => {
    expect(await titles('гамлет')).toEqual(['Гамлет']);
    expect(await titles('гамлет', 'ru', 'performancegroups')).toEqual(['Гамлет']);
    // Written behind the index's back (no refresh): a query run again would show it.
    await t.database.db
      .update(performances)
      .set({ title: { ru: 'Гамлет, принц датский', en: 'Hamlet' } })
      .where(eq(performances.id, hamletId));
    expect(await titles('гамлет')).toEqual(['Гамлет']);
    expect(await titles('  ГАМЛЕТ!')).toEqual(['Гамлет']);
    expect(await titles('гамлет', 'ru', 'performancegroups')).toEqual(['Гамлет']);
    // Another language is another answer.
    expect(await titles('гамлет', 'en')).toEqual(['Hamlet']);

    clock.advance(TTL_MS);
    expect(await titles('гамлет')).toEqual(['Гамлет, принц датский']);
  });

  it('finds new titles within a second of a refresh of the index, long before the TTL', async () => {
    expect(await titles('чайка')).toEqual([]);
    expect(await titles('чайка', 'ru', 'performancegroups')).toEqual([]);
    await show('Чайка');
    await refreshSearchDocuments(t.database.db);
    clock.advance(INDEX_CHECK_MS);
    expect(await titles('чайка')).toEqual(['Чайка']);
    expect(await titles('чайка', 'ru', 'performancegroups')).toEqual(['Чайка']);
  });

  it('still refuses an unknown city, in the visitor language, when its lookup is answered from memory', async () => {
    for (const [locale, message] of [
      ['ru', 'Город «atlantis» не найден.'],
      ['en', 'City "atlantis" does not exist.'],
      ['ru', 'Город «atlantis» не найден.'],
    ] as const) {
      const response = await t.app.inject({
        url: '/api/v1/search',
        query: { q: 'гамлет', city: 'atlantis' },
        headers: { 'accept-language': locale },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().city).toEqual([message]);
    }
  });

  it('runs one query for a burst of identical misses', async () => {
    const { repository, calls } = counted(createSearchRepository(t.database.db));
    const cache = cachedSearchRepository(repository, { ttlMs: TTL_MS, maxEntries: 10, clock });
    const scope = { cityId: null, locale: 'ru' as const, now: clock.now() };
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => cache.searchEvents(queryReadings('гамл'), scope, 4)),
    );
    expect(calls.events).toBe(1);
    expect(burst.every((hits) => hits === burst[0] && hits.length === 1)).toBe(true);
  });

  it('keeps at most its bound of answers, dropping the least recently used', async () => {
    const { repository, calls } = counted(createSearchRepository(t.database.db));
    const cache = cachedSearchRepository(repository, { ttlMs: TTL_MS, maxEntries: 3, clock });
    const scope = { cityId: null, locale: 'ru' as const, now: clock.now() };
    const ask = (q: string) => cache.searchEvents(queryReadings(q), scope, 4);
    for (const q of ['гамлет', 'чайка', 'таганка', 'щелкунчик', 'ревизор', 'гамлет']) await ask(q);
    expect(cache.cachedAnswers).toBe(3);
    expect(calls.events).toBe(6);
    await ask('гамлет');
    expect(calls.events).toBe(6);
  });
});
