// Owns a customer's favourites: the list as performance cards (most recently added first), the
// ids of all of them (for the site to mark its cards: favourites never enter the catalogue's
// shared answers), and the toggle. Only published performances can be named: an unknown or
// unpublished one is a translated field error whatever the wanted state, and so is going past
// FAVORITES_MAX.
import { FAVORITES_MAX, type TFavoriteState, type TPerformanceCard } from '@afisha/contracts';
import type { Locale } from '@afisha/db';
import { FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { cardsInOrder } from '../catalogue/cards-in-order.ts';
import type { PerformanceCardsRepository } from '../catalogue/performance-cards.repository.ts';
import { unknownPerformanceError } from '../catalogue/performance-ref.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

export type FavoritesService = {
  list(
    userId: number,
    page: { limit: number; offset: number },
    locale: Locale,
  ): Promise<{ count: number; results: TPerformanceCard[] }>;
  ids(userId: number): Promise<number[]>;
  set(userId: number, performanceId: number, wanted: boolean | undefined): Promise<TFavoriteState>;
};

export function createFavoritesService(deps: {
  repository: FavoritesRepository;
  /** Uncached: a customer's own list must show what they just changed. */
  cards: PerformanceCardsRepository;
  clock: Clock;
}): FavoritesService {
  const { repository, cards, clock } = deps;
  return {
    async list(userId, page, locale) {
      const { count, ids } = await repository.page(userId, page);
      return { count, results: await cardsInOrder(cards, ids, { locale, now: clock.now() }) };
    },
    ids: (userId) => repository.allIds(userId, FAVORITES_MAX),
    async set(userId, performanceId, wanted) {
      if (!(await repository.isPublishedPerformance(performanceId))) {
        throw unknownPerformanceError(performanceId);
      }
      const state = await repository.set(userId, performanceId, wanted, {
        max: FAVORITES_MAX,
        now: clock.now(),
      });
      if (state === 'too_many') {
        throw new FieldValidationError([
          {
            field: 'performance',
            code: 'invalid',
            message: 'favorites.too_many',
            params: { max: FAVORITES_MAX },
          },
        ]);
      }
      return { performance: performanceId, is_favorite: state.isFavorite };
    },
  };
}
