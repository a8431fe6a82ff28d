// Owns the venues' wiring: venues and their halls.
import { defineModule } from '../module.ts';
import { createHallsRepository } from './halls.repository.ts';
import { createVenuesRepository } from './venues.repository.ts';
import { venuesRoutes } from './venues.routes.ts';
import { createVenuesService } from './venues.service.ts';

export const venuesModule = defineModule({
  name: 'venues',
  build({ db }) {
    const venues = createVenuesService({
      venues: createVenuesRepository(db),
      halls: createHallsRepository(db),
    });
    return { routes: (api) => api.register(venuesRoutes, { venues }) };
  },
});
