// Owns the pages' wiring: pages of the site a request's domain names.
import { defineModule } from '../module.ts';
import { createPagesRepository } from './pages.repository.ts';
import { pagesRoutes } from './pages.routes.ts';
import { createPagesService } from './pages.service.ts';

export const pagesModule = defineModule({
  name: 'pages',
  build({ db, use }) {
    const pages = createPagesService({
      repository: createPagesRepository(db),
      locateSite: use('site').locateSite,
    });
    return { routes: (api) => api.register(pagesRoutes, { pages }) };
  },
});
