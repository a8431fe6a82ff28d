// Owns the performances' wiring: their pages through the catalogue's cache, the cards shared with the listings.
import { cachedPerformancePages } from '../catalogue/cached-catalogue.ts';
import { defineModule } from '../module.ts';
import { createPerformancesRepository } from './performances.repository.ts';
import { performancesRoutes } from './performances.routes.ts';
import { createPerformancesService } from './performances.service.ts';

export const performancesModule = defineModule({
  name: 'performances',
  build({ config, db, clock, changes, use }) {
    const performances = createPerformancesService({
      cards: use('catalogue').cards,
      repository: cachedPerformancePages(createPerformancesRepository(db), {
        ttlMs: config.catalogueCacheMs,
        clock,
        changes,
      }),
      clock,
    });
    return { routes: (api) => api.register(performancesRoutes, { performances }) };
  },
});
