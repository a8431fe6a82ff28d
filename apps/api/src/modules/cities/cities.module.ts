// Owns the cities' wiring. Exports the repository for the forms (a subscription names its city).
import { defineModule } from '../module.ts';
import { type CitiesRepository, createCitiesRepository } from './cities.repository.ts';
import { citiesRoutes } from './cities.routes.ts';
import { createCitiesService } from './cities.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    cities: { repository: CitiesRepository };
  }
}

export const citiesModule = defineModule({
  name: 'cities',
  build({ config, db }) {
    const repository = createCitiesRepository(db);
    const cities = createCitiesService({ repository });
    return {
      exports: { repository },
      routes: (api) => api.register(citiesRoutes, { cities, cityHeader: config.cityHeader }),
    };
  },
});
