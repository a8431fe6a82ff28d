// Owns the search's wiring: answers cached per process (SEARCH_CACHE_*), emptied by catalogue change notices.
import { defineModule } from '../module.ts';
import { cachedSearchRepository } from './cached-search.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

export const searchModule = defineModule({
  name: 'search',
  build({ config, db, clock, changes }) {
    const search = createSearchService({
      repository: cachedSearchRepository(createSearchRepository(db), {
        ...config.searchCache,
        clock,
        changes,
      }),
      clock,
    });
    return { routes: (api) => api.register(searchRoutes, { search }) };
  },
});
