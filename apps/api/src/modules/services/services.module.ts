// Owns the extra services' wiring. Exports the repository (taken with the order, given back when it expires) and
// the service (the cart lists the services in it).
import { findCartId } from '../cart/cart-window.ts';
import { defineModule } from '../module.ts';
import {
  createServicesRepository,
  type ServicesRepository,
  type ServicesTesting,
} from './services.repository.ts';
import { servicesRoutes } from './services.routes.ts';
import { createServicesService, type ServicesService } from './services.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    services: { repository: ServicesRepository; service: ServicesService };
  }
  interface TestingOverrides {
    /** Extra services: take units without the row lock (the concurrency control). */
    services?: ServicesTesting;
  }
}

export const servicesModule = defineModule({
  name: 'services',
  build({ db, clock, testing, use }) {
    const repository = createServicesRepository(db, testing.services);
    const services = createServicesService({
      repository,
      ownCart: (owner, now) => use('cart').repository.ownCart(owner, now),
      findCart: (owner) => findCartId(db, owner),
      clock,
    });
    return {
      exports: { repository, service: services },
      routes: (api) => api.register(servicesRoutes, { services }),
    };
  },
});
