// Owns the catalogue's micro-cache: the card pages and performance pages that every listing and
// performance page reads are kept for CATALOGUE_CACHE_SECONDS, so a burst of visitors on the same
// listing costs one query. Answers may be that many seconds old (a changed price, a session that
// just started); the change feed (/performance_updates) is never cached.
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { PerformancesRepository } from '../performances/performances.repository.ts';
import type { CardPage, PerformanceCardsRepository } from './performance-cards.repository.ts';

/** Distinct answers kept at once; a listing page of cards is a few kilobytes. */
const MAX_ENTRIES = 2000;

export type CatalogueCacheOptions = { ttlMs: number; clock: Clock };

export function cachedCards(
  inner: PerformanceCardsRepository,
  options: CatalogueCacheOptions,
): PerformanceCardsRepository {
  const cache = createTtlCache<CardPage>({ ...options, maxEntries: MAX_ENTRIES });
  return {
    loadPage(filter, ordering, page) {
      // `now` moves on every call; within the cache's lifetime the first caller's moment stands.
      const { now: _now, ...scope } = filter;
      const key = JSON.stringify([scope, ordering, page.limit, page.offset]);
      return cache.get(key, () => inner.loadPage(filter, ordering, page));
    },
  };
}

export function cachedPerformancePages(
  inner: PerformancesRepository,
  options: CatalogueCacheOptions,
): PerformancesRepository {
  const cache = createTtlCache<Awaited<ReturnType<PerformancesRepository['findPublishedBySlug']>>>({
    ...options,
    maxEntries: MAX_ENTRIES,
  });
  return {
    ...inner,
    findPublishedBySlug: (slug, locale) =>
      cache.get(JSON.stringify([slug, locale]), () => inner.findPublishedBySlug(slug, locale)),
  };
}
