// Owns the performance cards every listing shows: one shared cache (emptied by catalogue change notices) for the
// public lists, and an uncached reader for the signed-in customer's own lists, which must show a change at once.
import { defineModule } from '../module.ts';
import { cachedCards } from './cached-catalogue.ts';
import {
  createPerformanceCardsRepository,
  type PerformanceCardsRepository,
} from './performance-cards.repository.ts';

declare module '../module.ts' {
  interface ModuleExports {
    catalogue: { cards: PerformanceCardsRepository; liveCards: PerformanceCardsRepository };
  }
}

export const catalogueModule = defineModule({
  name: 'catalogue',
  build({ config, db, clock, changes }) {
    const cards = cachedCards(createPerformanceCardsRepository(db), {
      ttlMs: config.catalogueCacheMs,
      clock,
      changes,
    });
    return { exports: { cards, liveCards: createPerformanceCardsRepository(db) } };
  },
});
