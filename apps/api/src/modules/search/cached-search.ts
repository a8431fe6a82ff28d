// Owns the search answer cache: popular as-you-type prefixes repeat across visitors, so each
// answer of the search repository is kept for SEARCH_CACHE_SECONDS (LRU-bounded, concurrent
// identical misses sharing one query) and dropped at once when the search index is rebuilt.
//
// Cached below the service, on the repository: the key is what the SQL depends on (the query's
// normalised readings, city, locale, page, endpoint), so every spelling folding to the same
// readings, and every field selection (`query=`, applied when the answer is serialised), share an
// entry. Staleness: at most the TTL for what changes without a refresh (which session is next, a
// price); a refresh of the index is seen within INDEX_CHECK_MS, the generation being part of the key. A change
// someone makes to the catalogue or its prices empties the cache in every API process (the change bus).
import type { ChangeSubscriber } from '../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { SearchRepository } from './search.repository.ts';

/** How often the index generation is read: one cheap query a second at most, however busy. */
export const INDEX_CHECK_MS = 1000;

export type SearchCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  clock: Clock;
  changes?: ChangeSubscriber;
};

/** The index generation, read at most once per INDEX_CHECK_MS; concurrent readers share one read. */
function generationReader(read: () => Promise<number | null>, clock: Clock) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let current: Promise<number | null> | null = null;
  return (): Promise<number | null> => {
    const now = clock.now().getTime();
    if (current === null || now - checkedAt >= INDEX_CHECK_MS) {
      checkedAt = now;
      const reading = read();
      current = reading;
      reading.catch(() => {
        if (current === reading) current = null;
      });
    }
    return current;
  };
}

export type CachedSearchRepository = SearchRepository & {
  /** Answers held (for the bound's test and diagnostics). */
  readonly cachedAnswers: number;
};

export function cachedSearchRepository(
  inner: SearchRepository,
  options: SearchCacheOptions,
): CachedSearchRepository {
  const { changes, ...cacheOptions } = options;
  const answers = createTtlCache<unknown>({
    ...cacheOptions,
    ...(changes ? { dropOn: { changes, topics: ['catalogue', 'prices'] } } : {}),
  });
  const generation = generationReader(() => inner.indexGeneration(), options.clock);

  /** The answer of `endpoint` for `args` in the live index, from memory when it is there. */
  async function cached<TValue>(endpoint: string, args: unknown, load: () => Promise<TValue>) {
    if (options.ttlMs <= 0) return load();
    const key = JSON.stringify([endpoint, await generation(), args]);
    return answers.get(key, load) as Promise<TValue>;
  }

  return {
    findCityId: (slug) => cached('city', slug, () => inner.findCityId(slug)),
    indexGeneration: () => inner.indexGeneration(),
    // `now` moves on every call; within an entry's lifetime the first caller's moment stands.
    searchEvents: (readings, scope, limit) =>
      cached('events', [readings, scope.cityId, scope.locale, limit], () =>
        inner.searchEvents(readings, scope, limit),
      ),
    performanceGroups: (readings, scope, page) =>
      cached('groups', [readings, scope.cityId, scope.locale, page.limit, page.offset], () =>
        inner.performanceGroups(readings, scope, page),
      ),
    venues: (readings, scope, page) =>
      cached('venues', [readings, scope.cityId, scope.locale, scope.type, page.limit, page.offset], () =>
        inner.venues(readings, scope, page),
      ),
    get cachedAnswers() {
      return answers.size;
    },
  };
}
