// Owns the favourites' wiring: per user, so through the uncached cards.
import { defineModule } from '../module.ts';
import { createFavoritesRepository } from './favorites.repository.ts';
import { favoritesRoutes } from './favorites.routes.ts';
import { createFavoritesService } from './favorites.service.ts';

export const favoritesModule = defineModule({
  name: 'favorites',
  build({ db, clock, use }) {
    const favorites = createFavoritesService({
      repository: createFavoritesRepository(db),
      cards: use('catalogue').liveCards,
      clock,
    });
    return { routes: (api) => api.register(favoritesRoutes, { favorites }) };
  },
});
