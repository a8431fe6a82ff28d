// Owns the promo codes' wiring. Exports the repository (the checkout counts a use with the order; the sweeper
// gives it back when the order expires) and the service (the cart's preview).
import { defineModule } from '../module.ts';
import {
  createPromoCodesRepository,
  type PromoCodesRepository,
  type PromoTesting,
} from './promo-codes.repository.ts';
import { promoCodesRoutes } from './promo-codes.routes.ts';
import { createPromoCodesService, type PromoCodesService } from './promo-codes.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    'promo-codes': { repository: PromoCodesRepository; service: PromoCodesService };
  }
  interface TestingOverrides {
    /** Promo codes: count uses without the code's row lock (the concurrency control). */
    promo?: PromoTesting;
  }
}

export const promoCodesModule = defineModule({
  name: 'promo-codes',
  build({ db, clock, testing, use }) {
    const repository = createPromoCodesRepository(db, testing.promo);
    const promoCodes = createPromoCodesService({
      repository,
      ownCart: (owner, now) => use('cart').repository.ownCart(owner, now),
      clock,
    });
    return {
      exports: { repository, service: promoCodes },
      routes: (api) => api.register(promoCodesRoutes, { promoCodes }),
    };
  },
});
