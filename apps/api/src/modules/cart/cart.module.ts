// Owns the cart's wiring: its repository (which the checkout, promo codes, extra services and certificates read),
// the service, the hold sweeper (expired holds and unpaid orders, then seats back to the waiting lists; one run of
// it is exported as sweepHolds, for the test controls) and the routes. What the cart shows of other modules
// (pending order, services, promo code, certificate, early access) is asked through closures, as those modules
// read the cart in turn.
import { createOrderExpiryRepository } from '../checkout/order-expiry.repository.ts';
import { defineModule } from '../module.ts';
import { type CartRepository, createCartRepository } from './cart.repository.ts';
import { cartRoutes } from './cart.routes.ts';
import { type CartService, createCartService } from './cart.service.ts';
import { createHoldSweeper, type Swept } from './hold-sweeper.ts';

declare module '../module.ts' {
  interface ModuleExports {
    cart: {
      repository: CartRepository;
      service: CartService;
      /** One run of the hold sweeper that starts now, whatever its timer (the test controls' sweep). */
      sweepHolds(): Promise<Swept>;
    };
  }
}

export const cartModule = defineModule({
  name: 'cart',
  build({ app, config, db, clock, changes, log, runWhileUp, use }) {
    const repository = createCartRepository(db, { sessionLifetimes: config.session });
    const sweeper = createHoldSweeper({
      repository,
      orders: createOrderExpiryRepository(db, [
        use('promo-codes').repository,
        use('services').repository,
        use('certificates').repository,
      ]),
      offers: { makeOffers: () => use('waiting-list').offerSeatsBack() },
      clock,
      intervalMs: config.cart.sweepIntervalMs,
      batch: config.cart.sweepBatch,
      log,
    });
    runWhileUp(app, sweeper);
    const cart = createCartService({
      repository,
      clock,
      rules: {
        holdMs: config.cart.holdMs,
        maxPlacesPerOrder: config.cart.maxPlacesPerOrder,
        perAddress: config.cart.perAddress,
      },
      planCacheMs: config.catalogueCacheMs,
      changes,
      pendingOrder: (owner) => use('checkout').service.pendingOrder(owner),
      servicesOf: (owner, locale) => use('services').service.inCart(owner, locale),
      unlocked: (owner, eventId) => use('early-access').service.unlocked(owner, eventId),
      promoPreview: (owner) => use('promo-codes').service.preview(owner),
      certificatePreview: (owner, toPay) => use('certificates').service.preview(owner, toPay),
      // The checkout's methods: those of the current provider.
      paymentMethods: use('payments').providers.current.methods,
    });
    return {
      exports: { repository, service: cart, sweepHolds: () => sweeper.runFresh() },
      routes: (api) => api.register(cartRoutes, { cart }),
    };
  },
});
