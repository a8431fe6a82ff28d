// Owns the banners' wiring: the banners shown now.
import { defineModule } from '../module.ts';
import { createBannersRepository } from './banners.repository.ts';
import { bannersRoutes } from './banners.routes.ts';
import { createBannersService } from './banners.service.ts';

export const bannersModule = defineModule({
  name: 'banners',
  build({ db, clock }) {
    const banners = createBannersService({ repository: createBannersRepository(db), clock });
    return { routes: (api) => api.register(bannersRoutes, { banners }) };
  },
});
