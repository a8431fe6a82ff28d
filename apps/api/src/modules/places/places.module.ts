// Owns the seat map's wiring: plan and status, with the status snapshots every process may share (Redis).
// Exports the repository: early access asks whether an event exists.
import { defineModule } from '../module.ts';
import { createPlacesRepository, type PlacesRepository } from './places.repository.ts';
import { placesRoutes } from './places.routes.ts';
import { createPlacesService } from './places.service.ts';
import { setUpStatusSnapshots } from './status-snapshots.setup.ts';

declare module '../module.ts' {
  interface ModuleExports {
    places: { repository: PlacesRepository };
  }
}

export const placesModule = defineModule({
  name: 'places',
  build({ config, db, clock, changes, redis, log, use }) {
    const repository = createPlacesRepository(db);
    const places = createPlacesService({
      earlyAccess: use('early-access').service,
      repository,
      clock,
      maxPlacesPerOrder: config.cart.maxPlacesPerOrder,
      cacheMs: config.catalogueCacheMs,
      changes,
      statusSnapshots: setUpStatusSnapshots(log, config, clock, redis),
    });
    return { exports: { repository }, routes: (api) => api.register(placesRoutes, { places }) };
  },
});
