// Owns taxonomy's wiring: genres and other reference lists.
import { defineModule } from '../module.ts';
import { createTaxonomyRepository } from './taxonomy.repository.ts';
import { taxonomyRoutes } from './taxonomy.routes.ts';
import { createTaxonomyService } from './taxonomy.service.ts';

export const taxonomyModule = defineModule({
  name: 'taxonomy',
  build({ db }) {
    const taxonomy = createTaxonomyService({ repository: createTaxonomyRepository(db) });
    return { routes: (api) => api.register(taxonomyRoutes, { taxonomy }) };
  },
});
