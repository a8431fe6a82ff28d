// Owns the watch history's wiring: per user, so through the uncached cards.
import { defineModule } from '../module.ts';
import { createWatchHistoryRepository } from './watch-history.repository.ts';
import { watchHistoryRoutes } from './watch-history.routes.ts';
import { createWatchHistoryService } from './watch-history.service.ts';

export const watchHistoryModule = defineModule({
  name: 'watch-history',
  build({ db, clock, use }) {
    const history = createWatchHistoryService({
      repository: createWatchHistoryRepository(db),
      cards: use('catalogue').liveCards,
      clock,
    });
    return { routes: (api) => api.register(watchHistoryRoutes, { history }) };
  },
});
