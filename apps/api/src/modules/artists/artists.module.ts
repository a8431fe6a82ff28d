// Owns the artists' wiring: its service reads the cards shared with the listings.
import { defineModule } from '../module.ts';
import { createArtistsRepository } from './artists.repository.ts';
import { artistsRoutes } from './artists.routes.ts';
import { createArtistsService } from './artists.service.ts';

export const artistsModule = defineModule({
  name: 'artists',
  build({ db, clock, use }) {
    const artists = createArtistsService({
      repository: createArtistsRepository(db),
      cards: use('catalogue').cards,
      clock,
    });
    return { routes: (api) => api.register(artistsRoutes, { artists }) };
  },
});
