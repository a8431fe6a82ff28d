// Owns the catalogue's micro-cache: the card pages and performance pages that every listing and
// performance page reads are kept for CATALOGUE_CACHE_SECONDS, so a burst of visitors on the same
// listing costs one query. Answers may be that many seconds old (a session that just started); a change
// someone makes (an edit, a price, a review's rating) empties them in every API process through the change bus
// within a second. The change feed (/performance_updates) is never cached.
import type { ChangeSubscriber } from '../../lib/change-bus/change-bus.ts';
import type { ChangeTopic } from '../../lib/change-bus/change-topics.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { PerformancesRepository } from '../performances/performances.repository.ts';
import type { CardPage, PerformanceCardsRepository } from './performance-cards.repository.ts';

/** Distinct answers kept at once; a listing page of cards is a few kilobytes. */
const MAX_ENTRIES = 2000;

/** What cards and performance pages are made of. */
const TOPICS: readonly ChangeTopic[] = ['catalogue', 'prices', 'reviews'];

export type CatalogueCacheOptions = { ttlMs: number; clock: Clock; changes?: ChangeSubscriber };

const cacheOf = <TValue>({ changes, ...options }: CatalogueCacheOptions) =>
  createTtlCache<TValue>({
    ...options,
    maxEntries: MAX_ENTRIES,
    ...(changes ? { dropOn: { changes, topics: TOPICS } } : {}),
  });

export function cachedCards(
  inner: PerformanceCardsRepository,
  options: CatalogueCacheOptions,
): PerformanceCardsRepository {
  const cache = cacheOf<CardPage>(options);
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
  const cache = cacheOf<Awaited<ReturnType<PerformancesRepository['findPublishedBySlug']>>>(options);
  return {
    ...inner,
    findPublishedBySlug: (slug, locale) =>
      cache.get(JSON.stringify([slug, locale]), () => inner.findPublishedBySlug(slug, locale)),
  };
}
