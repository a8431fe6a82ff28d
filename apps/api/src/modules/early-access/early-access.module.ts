// Owns early access's wiring. Exports the service: the cart and the seat map ask whether a visitor may buy early.
import { defineModule } from '../module.ts';
import { createEarlyAccessRepository } from './early-access.repository.ts';
import { earlyAccessRoutes } from './early-access.routes.ts';
import { createEarlyAccessService, type EarlyAccessService } from './early-access.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    'early-access': { service: EarlyAccessService };
  }
}

export const earlyAccessModule = defineModule({
  name: 'early-access',
  build({ db, clock, use }) {
    const earlyAccess = createEarlyAccessService({
      repository: createEarlyAccessRepository(db),
      // Late bound: the places module builds with this service.
      eventExists: async (eventId) => (await use('places').repository.findEvent(eventId)) !== null,
      clock,
    });
    return {
      exports: { service: earlyAccess },
      routes: (api) => api.register(earlyAccessRoutes, { earlyAccess }),
    };
  },
});
