// Wires the back office (modules/manage): its routes under /api/v1/manage, built from the shared context.
import { defineModule } from '../module.ts';
import { manageRoutes } from './manage.routes.ts';

export const manageModule = defineModule({
  name: 'manage',
  build: ({ db, clock, changes, media }) => ({
    routes: (api) => api.register(manageRoutes, { prefix: '/manage', db, clock, changes, media }),
  }),
});
