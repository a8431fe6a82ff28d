// Owns a customer's recently viewed performances: the last WATCH_HISTORY_MAX distinct published
// performances as cards, latest view first, and recording a view (time from the clock). Naming an
// unknown or unpublished performance is a translated field error and records nothing.
import { type TPerformanceCard, type TWatchHistoryEntry, WATCH_HISTORY_MAX } from '@afisha/contracts';
import type { Locale } from '@afisha/db';
import type { Clock } from '../../lib/clock.ts';
import { cardsInOrder } from '../catalogue/cards-in-order.ts';
import type { PerformanceCardsRepository } from '../catalogue/performance-cards.repository.ts';
import { unknownPerformanceError } from '../catalogue/performance-ref.ts';
import type { WatchHistoryRepository } from './watch-history.repository.ts';

export type WatchHistoryService = {
  list(
    userId: number,
    page: { limit: number; offset: number },
    locale: Locale,
  ): Promise<{ count: number; results: TPerformanceCard[] }>;
  record(userId: number, performanceId: number): Promise<TWatchHistoryEntry>;
};

export function createWatchHistoryService(deps: {
  repository: WatchHistoryRepository;
  /** Uncached: the list must show the view just recorded. */
  cards: PerformanceCardsRepository;
  clock: Clock;
}): WatchHistoryService {
  const { repository, cards, clock } = deps;
  return {
    async list(userId, page, locale) {
      const { count, ids } = await repository.page(userId, page);
      return { count, results: await cardsInOrder(cards, ids, { locale, now: clock.now() }) };
    },
    async record(userId, performanceId) {
      if (!(await repository.isPublishedPerformance(performanceId))) {
        throw unknownPerformanceError(performanceId);
      }
      const now = clock.now();
      await repository.record(userId, performanceId, now, WATCH_HISTORY_MAX);
      return { performance: performanceId, viewed_at: now.toISOString() };
    },
  };
}
