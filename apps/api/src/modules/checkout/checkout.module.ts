// Owns the checkout's wiring: its repository (with what an order takes from promo codes, extra services, named
// tickets and certificates), the service, the tickets and refund mails' outbox (queued with the payment or refund
// that makes them due, so none is lost in a crash), the refund retry, and the routes.
import { createOutboxRepository } from '../../lib/outbox.repository.ts';
import { newCertificateCode } from '../certificates/certificate-rules.ts';
import { defineModule } from '../module.ts';
import {
  type CheckoutRepository,
  type CheckoutTesting,
  createCheckoutRepository,
} from './checkout.repository.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { type CheckoutService, createCheckoutService } from './checkout.service.ts';
import { createOrderMailOutbox } from './order-mails.ts';
import { createRefundRetry } from './refund-retry.ts';

declare module '../module.ts' {
  interface ModuleExports {
    checkout: { service: CheckoutService; repository: CheckoutRepository };
  }
  interface TestingOverrides {
    /** Checkout: drop the notification protections (the concurrency control). */
    checkout?: CheckoutTesting;
  }
}

export const checkoutModule = defineModule({
  name: 'checkout',
  build({ app, config, db, clock, mail, siteLinks, log, runWhileUp, testing, use }) {
    const repository = createCheckoutRepository(
      db,
      testing.checkout,
      use('promo-codes').repository,
      use('services').repository,
      use('named-tickets').repository,
      use('certificates').repository,
    );
    const ticketPdfs = use('tickets').pdfs;
    const checkout = createCheckoutService({
      repository,
      cart: use('cart').repository,
      providers: use('payments').providers,
      clock,
      paymentWindowMs: config.payments.windowMs,
      maxPlacesPerOrder: config.cart.maxPlacesPerOrder,
      links: siteLinks,
      keySecret: config.sessionSecret,
      log,
      mails: { flush: () => orderMails.flush() },
      siteUrl: config.publicSiteUrl,
      siteName: (locale) => mail.siteName(locale),
      // Late bound: the certificates' service reads the cart, which reads this checkout.
      certificatesMail: (order) => use('certificates').service.mail(order),
      newCertificateCode: () => newCertificateCode(),
      renderPdf: ticketPdfs.render,
    });
    const orderMails = createOrderMailOutbox({
      repository: createOutboxRepository(db, 'order_mails'),
      compose: (ref) => checkout.composeOrderMail(ref),
      mail,
      clock,
      log,
    });
    runWhileUp(app, orderMails);
    const refundRetry = createRefundRetry({
      checkout,
      intervalMs: config.cart.sweepIntervalMs,
      batch: config.cart.sweepBatch,
      log,
    });
    runWhileUp(app, refundRetry);
    return {
      exports: { service: checkout, repository },
      routes: (api) =>
        api.register(checkoutRoutes, { checkout, ticketPdfs, siteOrigins: config.siteOrigins }),
    };
  },
});
