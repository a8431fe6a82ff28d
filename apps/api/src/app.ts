// Owns assembling the API: Fastify with its options, the platform plugins in dependency order,
// then the domain modules under /api/v1. No listen here (server.ts does that; tests inject).
import type { Database } from '@afisha/db';
import { createMediaStore } from '@afisha/db/media/media-store';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { backgroundJobs } from './lib/batch-job.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { API_KEEP_ALIVE_TIMEOUT_MS } from './lib/keep-alive.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { createOutboxRepository } from './lib/outbox.repository.ts';
import { createOutbox } from './lib/outbox.ts';
import { connectRedis, type RedisClient } from './lib/redis.ts';
import { createSerializerCompiler } from './lib/response-serializer.ts';
import { lockoutRules, windowRules } from './lib/shared-limits/attempt-rules.ts';
import { setUpSharedLimits } from './lib/shared-limits/shared-limits.ts';
import { validatorCompiler } from './lib/zod-validator.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createCallerOf } from './modules/account/caller.ts';
import { createKnownDevices } from './modules/account/known-device.ts';
import { createPasswordHasher } from './modules/account/password-hasher.ts';
import { createSignInPurge } from './modules/account/sign-in-purge.ts';
import { createArtistsRepository } from './modules/artists/artists.repository.ts';
import { artistsRoutes } from './modules/artists/artists.routes.ts';
import { createArtistsService } from './modules/artists/artists.service.ts';
import { createAccessTokens } from './modules/auth/access-token.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBannersRepository } from './modules/banners/banners.repository.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { createBannersService } from './modules/banners/banners.service.ts';
import { type CheckinTesting, createCheckinRepository } from './modules/box-office/checkin.repository.ts';
import { checkinRoutes } from './modules/box-office/checkin.routes.ts';
import { createOrderLookupRepository } from './modules/box-office/order-lookup.repository.ts';
import { orderLookupRoutes } from './modules/box-office/order-lookup.routes.ts';
import { createOrdersAdminRepository } from './modules/box-office/orders-admin.repository.ts';
import { ordersAdminRoutes } from './modules/box-office/orders-admin.routes.ts';
import { createRefundsRepository, type RefundsTesting } from './modules/box-office/refunds.repository.ts';
import { refundsRoutes } from './modules/box-office/refunds.routes.ts';
import { createSalesReportRepository } from './modules/box-office/sales-report.repository.ts';
import { salesReportRoutes } from './modules/box-office/sales-report.routes.ts';
import { requireStaff, staffScopeOf } from './modules/box-office/staff-access.ts';
import { createStaffRolesRepository } from './modules/box-office/staff-roles.repository.ts';
import { staffRolesRoutes } from './modules/box-office/staff-roles.routes.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { findCartId } from './modules/cart/cart-window.ts';
import { createHoldSweeper } from './modules/cart/hold-sweeper.ts';
import { cachedCards, cachedPerformancePages } from './modules/catalogue/cached-catalogue.ts';
import { createPerformanceCardsRepository } from './modules/catalogue/performance-cards.repository.ts';
import { newCertificateCode } from './modules/certificates/certificate-rules.ts';
import {
  type CertificatesTesting,
  createCertificatesRepository,
} from './modules/certificates/certificates.repository.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { createCertificatesService } from './modules/certificates/certificates.service.ts';
import { type CheckoutTesting, createCheckoutRepository } from './modules/checkout/checkout.repository.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { createOrderExpiryRepository } from './modules/checkout/order-expiry.repository.ts';
import { createOrderMailOutbox } from './modules/checkout/order-mails.ts';
import { createRefundRetry } from './modules/checkout/refund-retry.ts';
import { createCitiesRepository } from './modules/cities/cities.repository.ts';
import { citiesRoutes } from './modules/cities/cities.routes.ts';
import { createCitiesService } from './modules/cities/cities.service.ts';
import { createEarlyAccessRepository } from './modules/early-access/early-access.repository.ts';
import { earlyAccessRoutes } from './modules/early-access/early-access.routes.ts';
import { createEarlyAccessService } from './modules/early-access/early-access.service.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createFaqRepository } from './modules/faq/faq.repository.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { createFaqService } from './modules/faq/faq.service.ts';
import { createFavoritesRepository } from './modules/favorites/favorites.repository.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { createFavoritesService } from './modules/favorites/favorites.service.ts';
import { createFormsRepository } from './modules/forms/forms.repository.ts';
import { formsRoutes } from './modules/forms/forms.routes.ts';
import { createFormsService } from './modules/forms/forms.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createHolidaysRepository } from './modules/holidays/holidays.repository.ts';
import { holidaysRoutes } from './modules/holidays/holidays.routes.ts';
import { createHolidaysService } from './modules/holidays/holidays.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createSiteLinks } from './modules/mail/site-links.ts';
import { manageRoutes } from './modules/manage/manage.routes.ts';
import { requireManager } from './modules/manage/manage-access.ts';
import { createNamedTicketsRepository } from './modules/named-tickets/named-tickets.repository.ts';
import { namedTicketsRoutes } from './modules/named-tickets/named-tickets.routes.ts';
import { createNamedTicketsService } from './modules/named-tickets/named-tickets.service.ts';
import { createNewsletterMeRepository } from './modules/newsletter-me/newsletter-me.repository.ts';
import { newsletterMeRoutes } from './modules/newsletter-me/newsletter-me.routes.ts';
import { createNewsletterMeService } from './modules/newsletter-me/newsletter-me.service.ts';
import { notifyAccountConfirmed } from './modules/notifications/notification-hooks.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createPagesRepository } from './modules/pages/pages.repository.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { createPagesService } from './modules/pages/pages.service.ts';
import { createConfiguredProviders } from './modules/payments/configured-providers.ts';
import { sandboxBankRoutes } from './modules/payments/sandbox/sandbox-bank.routes.ts';
import { createSandboxOutboxRepository } from './modules/payments/sandbox/sandbox-outbox.repository.ts';
import { createSandboxOutbox } from './modules/payments/sandbox/sandbox-outbox.ts';
import { createSandboxProvider, SANDBOX } from './modules/payments/sandbox/sandbox-provider.ts';
import { createSandboxRefundsRepository } from './modules/payments/sandbox/sandbox-refunds.repository.ts';
import { SANDBOX_SIGNATURE_HEADER } from './modules/payments/sandbox/sandbox-signature.ts';
import { createPerformancesRepository } from './modules/performances/performances.repository.ts';
import { performancesRoutes } from './modules/performances/performances.routes.ts';
import { createPerformancesService } from './modules/performances/performances.service.ts';
import { createPlacesRepository } from './modules/places/places.repository.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { createPlacesService } from './modules/places/places.service.ts';
import { setUpStatusSnapshots } from './modules/places/status-snapshots.setup.ts';
import {
  createPromoCodesRepository,
  type PromoTesting,
} from './modules/promo-codes/promo-codes.repository.ts';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes.ts';
import { createPromoCodesService } from './modules/promo-codes/promo-codes.service.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { cachedSearchRepository } from './modules/search/cached-search.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSelectionsRepository } from './modules/selections/selections.repository.ts';
import { selectionsRoutes } from './modules/selections/selections.routes.ts';
import { createSelectionsService } from './modules/selections/selections.service.ts';
import { createServicesRepository, type ServicesTesting } from './modules/services/services.repository.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createShareRepository } from './modules/share/share.repository.ts';
import { shareRoutes } from './modules/share/share.routes.ts';
import { createShareService } from './modules/share/share.service.ts';
import { createSiteRepository } from './modules/site/site.repository.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { createSiteLocator } from './modules/site/site-locator.ts';
import { createTaxonomyRepository } from './modules/taxonomy/taxonomy.repository.ts';
import { taxonomyRoutes } from './modules/taxonomy/taxonomy.routes.ts';
import { createTaxonomyService } from './modules/taxonomy/taxonomy.service.ts';
import { ticketDate } from './modules/tickets/ticket-pdf.ts';
import { setUpTicketPdfs, type TicketPdfsTesting } from './modules/tickets/ticket-pdfs.ts';
import { createUserOrdersRepository } from './modules/user-orders/user-orders.repository.ts';
import { userOrdersRoutes } from './modules/user-orders/user-orders.routes.ts';
import { createUserOrdersService } from './modules/user-orders/user-orders.service.ts';
import { createHallsRepository } from './modules/venues/halls.repository.ts';
import { createVenuesRepository } from './modules/venues/venues.repository.ts';
import { venuesRoutes } from './modules/venues/venues.routes.ts';
import { createVenuesService } from './modules/venues/venues.service.ts';
import {
  createWaitingListRepository,
  type OfferMail,
} from './modules/waiting-list/waiting-list.repository.ts';
import { waitingListRoutes } from './modules/waiting-list/waiting-list.routes.ts';
import { createWaitingListService } from './modules/waiting-list/waiting-list.service.ts';
import { createWatchHistoryRepository } from './modules/watch-history/watch-history.repository.ts';
import { watchHistoryRoutes } from './modules/watch-history/watch-history.routes.ts';
import { createWatchHistoryService } from './modules/watch-history/watch-history.service.ts';
import { afterResponsePlugin } from './plugins/after-response.plugin.ts';
import { bearerPlugin } from './plugins/auth/bearer.plugin.ts';
import { routeAccessPlugin } from './plugins/auth/route-access.ts';
import { changeBusPlugin } from './plugins/change-bus.plugin.ts';
import { csrfPlugin } from './plugins/csrf.plugin.ts';
import { dbPlugin } from './plugins/db.plugin.ts';
import { errorsPlugin, handleFrameworkError } from './plugins/errors/errors.plugin.ts';
import { fieldSelectionPlugin } from './plugins/field-selection/field-selection.plugin.ts';
import { i18nPlugin } from './plugins/i18n.plugin.ts';
import { mediaPlugin } from './plugins/media.plugin.ts';
import { openapiPlugin } from './plugins/openapi.plugin.ts';
import { rateLimitPlugin } from './plugins/rate-limit.plugin.ts';
import { generateRequestId, requestIdPlugin } from './plugins/request-id.plugin.ts';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.ts';
import { sessionPlugin } from './plugins/session/session.plugin.ts';
import { createSessionRepository } from './plugins/session/session.repository.ts';
import { textGuardPlugin } from './plugins/text-guard/text-guard.plugin.ts';
import { createWebServerCall } from './plugins/web-server-call.ts';

export const API_PREFIX = '/api/v1';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** The Redis connection for what every process shares, closed by the caller; unset: the app connects to REDIS_URL. */
  redis?: RedisClient | null;
  clock?: Clock;
  /** Fastify logger option; defaults to config's format, level and request lines (lib/logger-options.ts). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Also encode every answer with zod and fail on any disagreement with the compiled serializer
   * (lib/response-serializer.ts). On in tests and in development; off by default elsewhere.
   */
  verifyResponses?: boolean;
  /**
   * Test-only replacements, set by test code and never by configuration. (The seat claim's control
   * swaps the database function claim_seats in its own scratch database: test/concurrency/race.ts.)
   */
  testing?: {
    /** Checkout: drop the notification protections (the concurrency control). */
    checkout?: CheckoutTesting;
    /** Promo codes: count uses without the code's row lock (the concurrency control). */
    promo?: PromoTesting;
    /** Extra services: take units without the row lock (the concurrency control). */
    services?: ServicesTesting;
    /** Gift certificates: read the balance without the row lock (the concurrency control). */
    certificates?: CertificatesTesting;
    /** The door check: read the ticket without its row lock (the concurrency control). */
    checkins?: CheckinTesting;
    /** Box-office refunds: read the order without its row lock (the concurrency control). */
    refunds?: RefundsTesting;
    /** The sandbox bank delivers its notifications with app.inject instead of HTTP (no listening server). */
    sandboxInject?: boolean;
    /** Ticket PDFs rendered on the event loop, the preview on every call, as before issue 18 (the control). */
    ticketPdfs?: TicketPdfsTesting;
  };
};

export async function buildApp(options: BuildAppOptions) {
  const { config, database, clock = systemClock } = options;
  const logging = loggerOptions(config, { logger: options.logger });
  const app = Fastify({
    logger: logging.logger,
    logController: logging.logController,
    genReqId: generateRequestId,
    // generateRequestId reads and checks the header itself.
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // Longer than the idle time of every client pool in front of the API (lib/keep-alive.ts).
    keepAliveTimeout: API_KEEP_ALIVE_TIMEOUT_MS,
    // X-Forwarded-* are believed from TRUST_PROXY's hops only (client address for the limits, host and scheme
    // for absolute paging links); the web app's proxy appends the address it saw (lib/trusted-proxies.ts).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createSerializerCompiler({ verify: options.verifyResponses ?? config.env === 'development' }),
  );
  // JSON only: a text/plain body is a 415, which also keeps cross-site "simple" form posts out.
  app.removeContentTypeParser('text/plain');

  const { db } = database;
  const runWhileUp = backgroundJobs(app, config.runJobs);
  // Shared state of a cluster (docs/scaling.md): the caller's connection, else one of the app's own from REDIS_URL,
  // closed with it. ioredis reconnects by itself; a command during an outage fails and its caller decides.
  const redis =
    options.redis !== undefined ? options.redis : config.redisUrl ? connectRedis(config.redisUrl) : null;
  if (redis && options.redis === undefined) {
    redis.on('error', (error) => app.log.debug({ err: error }, 'redis connection error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => {});
      redis.disconnect();
    });
  }

  await app.register(requestIdPlugin);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin, { bodyLimit: config.bodyLimitBytes });
  await app.register(textGuardPlugin);
  await app.register(dbPlugin, { database });
  await app.register(changeBusPlugin, {
    database,
    redisUrl: config.redisUrl,
    web: redis ? { redis, channel: config.webRevalidateChannel } : null,
  });
  const { changes } = app;
  await app.register(afterResponsePlugin);
  await app.register(securityHeadersPlugin);
  const webServerCall = createWebServerCall(config.internalSecret);
  const sharedLimits = setUpSharedLimits(app, {
    database,
    redis,
    clock,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  await app.register(rateLimitPlugin, {
    limits: config.rateLimit,
    webServerCall,
    store: sharedLimits.rateLimitStore,
  });
  await app.register(sessionPlugin, {
    repository: createSessionRepository(db),
    clock,
    lifetimes: config.session,
    cookieSecure: config.cookieSecure,
  });
  await app.register(csrfPlugin, { secret: config.sessionSecret, cookieSecure: config.cookieSecure });

  // Accounts: the token API's bearer tokens identify users on every route (plugins/auth/current-user.ts).
  const auth = createAuthService({
    repository: createAuthRepository(db),
    accessTokens: createAccessTokens({
      secret: config.sessionSecret,
      ttlMs: config.accounts.accessTokenTtlMs,
      clock,
    }),
    clock,
    lifetimes: config.session,
  });
  await app.register(bearerPlugin, { verify: (token) => auth.authenticate(token) });
  await app.register(routeAccessPlugin, {
    staff: (request) => requireStaff(db, request),
    manager: (request) => requireManager(db, request),
  });
  await app.register(fieldSelectionPlugin);
  await app.register(openapiPlugin);
  // Posters and images: the local folder, or the S3-compatible bucket every process shares (docs/operations.md).
  const media = await createMediaStore(config.media);
  app.addHook('onClose', () => media.close());
  app.log.info(`media: ${media.description}`);
  await app.register(mediaPlugin, { store: media });

  const health = createHealthService({ ping: () => database.ping() });
  const citiesRepository = createCitiesRepository(db);
  const cities = createCitiesService({ repository: citiesRepository });
  const siteRepository = createSiteRepository(db);
  const siteLinks = createSiteLinks(config.publicSiteUrl);
  const mailer = createMailer(config.mail, app.log);
  const mail = createMailService({
    mailer,
    links: siteLinks,
    site: siteRepository,
    siteUrl: config.publicSiteUrl,
    lifetimes: config.accounts,
    log: app.log,
  });
  // Mails still on their way are finished before the process lets go of the database.
  app.addHook('onClose', async () => {
    await mail.idle();
    mailer.close();
  });
  // Ticket PDFs: rendered on worker threads, the sample from memory, limited per client.
  const ticketPdfs = setUpTicketPdfs(
    app,
    { ...config.ticketPdf, siteName: (locale) => mail.siteName(locale) },
    options.testing?.ticketPdfs,
  );
  const { limits } = config.accounts;
  const limiter = (name: string, max: number) =>
    sharedLimits.attemptLimiter(name, windowRules({ max, windowMs: limits.windowMs }));
  const lockout = (name: string, max: number) =>
    sharedLimits.attemptLimiter(
      name,
      lockoutRules({ max, windowMs: limits.windowMs, maxLockoutMs: limits.maxLockoutMs }),
    );
  const devices = createKnownDevices({
    secret: config.sessionSecret,
    ttlMs: config.accounts.knownDeviceTtlMs,
    cookieSecure: config.cookieSecure,
    clock,
  });
  const accounts = createAccountService({
    repository: createAccountRepository(db),
    hasher: createPasswordHasher(),
    mail,
    devices,
    limiters: {
      loginFailuresPerAccount: lockout('login-account', limits.loginFailuresPerAccount),
      loginFailuresPerIp: lockout('login-ip', limits.loginFailuresPerIp),
      loginFailuresPerDevice: lockout('login-device', limits.loginFailuresPerDevice),
      mailsPerAddress: limiter('mails-address', limits.mailsPerAddress),
      mailsPerIp: limiter('mails-ip', limits.mailsPerIp),
    },
    clock,
    lifetimes: config.accounts,
    onConfirmed: notifyAccountConfirmed,
  });
  const callerOf = createCallerOf(webServerCall);
  const signInPurge = createSignInPurge({
    db,
    clock,
    intervalMs: config.accounts.purgeIntervalMs,
    batch: config.accounts.purgeBatch,
    log: app.log,
  });
  runWhileUp(app, signInPurge);
  const site = createSiteService({ repository: siteRepository });
  const locateSite = createSiteLocator(siteRepository, clock, changes);
  const cartRepository = createCartRepository(db, { sessionLifetimes: config.session });
  const promoRepository = createPromoCodesRepository(db, options.testing?.promo);
  const servicesRepository = createServicesRepository(db, options.testing?.services);
  const namedTicketsRepository = createNamedTicketsRepository(db);
  const certificatesRepository = createCertificatesRepository(db, options.testing?.certificates);
  const waitingListRepository = createWaitingListRepository(db);
  const sweeper = createHoldSweeper({
    repository: cartRepository,
    orders: createOrderExpiryRepository(db, [promoRepository, servicesRepository, certificatesRepository]),
    offers: { makeOffers: () => offerSeatsBack() },
    clock,
    intervalMs: config.cart.sweepIntervalMs,
    batch: config.cart.sweepBatch,
    log: app.log,
  });
  runWhileUp(app, sweeper);
  // Payments: the sandbox bank (where it may run), the configured real providers, and checkout, which knows
  // providers only by the interface.
  const checkoutRepository = createCheckoutRepository(
    db,
    options.testing?.checkout,
    promoRepository,
    servicesRepository,
    namedTicketsRepository,
    certificatesRepository,
  );
  const namedTickets = createNamedTicketsService({ repository: namedTicketsRepository, clock });
  const sandbox = config.payments.sandboxEnabled ? createSandboxBank() : null;
  function createSandboxBank() {
    const callbackPath = `${API_PREFIX}/cart/callback/${SANDBOX}`;
    // The sandbox bank's outbox is a table: a notification queued before a crash is sent after it.
    const sandboxOutbox = createSandboxOutbox({
      repository: createSandboxOutboxRepository(db),
      secret: config.payments.sandboxSecret,
      async post(body, signature, signal) {
        const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature };
        if (options.testing?.sandboxInject) {
          return (await app.inject({ method: 'POST', url: callbackPath, headers, payload: body })).statusCode;
        }
        const response = await fetch(`${config.apiInternalUrl}${callbackPath}`, {
          method: 'POST',
          headers,
          body,
          signal,
        });
        return response.status;
      },
      clock,
      log: app.log,
    });
    runWhileUp(app, sandboxOutbox);
    return createSandboxProvider({
      secret: config.payments.sandboxSecret,
      siteUrl: config.publicSiteUrl,
      lookup: (pid) => checkoutRepository.sandboxPayment(SANDBOX, pid),
      returnUrl: (payment, paid) =>
        (paid ? siteLinks.paymentResult : siteLinks.paymentFail)(payment.locale, payment.orderId),
      outbox: sandboxOutbox,
      refunds: createSandboxRefundsRepository(db),
    });
  }
  app.addHook('onReady', async () => {
    for (const warning of config.payments.warnings) app.log.warn(warning);
  });
  const checkout = createCheckoutService({
    repository: checkoutRepository,
    cart: cartRepository,
    providers: createConfiguredProviders(config.payments, sandbox),
    clock,
    paymentWindowMs: config.payments.windowMs,
    maxPlacesPerOrder: config.cart.maxPlacesPerOrder,
    links: siteLinks,
    keySecret: config.sessionSecret,
    log: app.log,
    mails: { flush: () => orderMails.flush() },
    siteUrl: config.publicSiteUrl,
    siteName: (locale) => mail.siteName(locale),
    certificatesMail: (order) => certificates.mail(order),
    newCertificateCode: () => newCertificateCode(),
    renderPdf: ticketPdfs.render,
  });
  // The tickets and refund mails, queued with the payment or refund that makes them due: none is lost in a crash.
  const orderMails = createOrderMailOutbox({
    repository: createOutboxRepository(db, 'order_mails'),
    compose: (ref) => checkout.composeOrderMail(ref),
    mail,
    clock,
    log: app.log,
  });
  runWhileUp(app, orderMails);
  // The waiting lists: offers made when seats come back, their mails through their own outbox.
  const waitingList = createWaitingListService({
    repository: waitingListRepository,
    clock,
    offerMs: config.cart.waitingListOfferMs,
    changes,
    keySecret: config.sessionSecret,
    siteUrl: config.publicSiteUrl,
    hold: async (owner, eventId, seats, locale, entryId) => {
      await cart.add(owner, { event: eventId, places: seats }, locale, { forEntry: entryId });
    },
    describe: async (eventId, locale) => {
      const session = await waitingListRepository.describe(eventId, locale);
      return session
        ? { title: session.title, when: ticketDate(session.startsAt, session.timezone, locale) }
        : null;
    },
  });
  const waitingListMails = createOutbox({
    name: 'waiting list mail',
    repository: createOutboxRepository(db, 'waiting_list_mails'),
    async deliver(item) {
      const offer = await waitingList.offerMail((JSON.parse(item.body) as OfferMail).entry);
      if (offer) await mail.deliverOrderMail(offer);
      return true;
    },
    clock,
    log: app.log,
  });
  runWhileUp(app, waitingListMails);
  /** The sweeper's last step: seats that came back go to the waiting lists, whose mails leave at once. */
  async function offerSeatsBack(): Promise<number> {
    const made = await waitingList.makeOffers();
    if (made > 0) {
      waitingListMails.flush().catch((error: unknown) => app.log.error({ err: error }, 'waiting list mails'));
    }
    return made;
  }
  const refundRetry = createRefundRetry({
    checkout,
    intervalMs: config.cart.sweepIntervalMs,
    batch: config.cart.sweepBatch,
    log: app.log,
  });
  runWhileUp(app, refundRetry);
  const cart = createCartService({
    repository: cartRepository,
    clock,
    rules: {
      holdMs: config.cart.holdMs,
      maxPlacesPerOrder: config.cart.maxPlacesPerOrder,
      perAddress: config.cart.perAddress,
    },
    planCacheMs: config.catalogueCacheMs,
    changes,
    pendingOrder: (owner) => checkout.pendingOrder(owner),
    servicesOf: (owner, locale) => services.inCart(owner, locale),
    unlocked: (owner, eventId) => earlyAccess.unlocked(owner, eventId),
    promoPreview: (owner) => promoCodes.preview(owner),
    certificatePreview: (owner, toPay) => certificates.preview(owner, toPay),
    paymentMethods: checkout.paymentMethods,
  });
  const certificates = createCertificatesService({
    repository: certificatesRepository,
    clock,
    media,
    ownCart: (owner, now) => cartRepository.ownCart(owner, now),
    toPayBeforeCertificate: async (owner) => {
      const content = await cart.content(owner, 'ru');
      return content.to_pay_kopecks + (content.certificate?.applied_kopecks ?? 0);
    },
    paymentMethods: checkout.paymentMethods,
  });
  const services = createServicesService({
    repository: servicesRepository,
    ownCart: (owner, now) => cartRepository.ownCart(owner, now),
    findCart: (owner) => findCartId(db, owner),
    clock,
  });
  const promoCodes = createPromoCodesService({
    repository: promoRepository,
    ownCart: (owner, now) => cartRepository.ownCart(owner, now),
    clock,
  });
  const placesRepository = createPlacesRepository(db);
  const earlyAccess = createEarlyAccessService({
    repository: createEarlyAccessRepository(db),
    eventExists: async (eventId) => (await placesRepository.findEvent(eventId)) !== null,
    clock,
  });
  const places = createPlacesService({
    earlyAccess,
    repository: placesRepository,
    clock,
    maxPlacesPerOrder: config.cart.maxPlacesPerOrder,
    cacheMs: config.catalogueCacheMs,
    changes,
    statusSnapshots: setUpStatusSnapshots(app.log, config, clock, redis),
  });
  const cacheOptions = { ttlMs: config.catalogueCacheMs, clock, changes };
  const cards = cachedCards(createPerformanceCardsRepository(db), cacheOptions);
  const performances = createPerformancesService({
    cards,
    repository: cachedPerformancePages(createPerformancesRepository(db), cacheOptions),
    clock,
  });
  const artists = createArtistsService({ repository: createArtistsRepository(db), cards, clock });
  const selections = createSelectionsService({ repository: createSelectionsRepository(db), cards, clock });
  const share = createShareService({ repository: createShareRepository(db), siteUrl: config.publicSiteUrl });
  const taxonomy = createTaxonomyService({ repository: createTaxonomyRepository(db) });
  const events = createEventsService({ repository: createEventsRepository(db), cards, clock });
  const banners = createBannersService({ repository: createBannersRepository(db), clock });
  const holidays = createHolidaysService({ repository: createHolidaysRepository(db), clock });
  const pages = createPagesService({ repository: createPagesRepository(db), locateSite });
  const faq = createFaqService({ repository: createFaqRepository(db), locateSite });
  const reviews = createReviewsService({ repository: createReviewsRepository(db), clock, changes });
  const formsRepository = createFormsRepository(db);
  const forms = createFormsService({ repository: formsRepository, cities: citiesRepository });
  // The signed-in customer's own lists: per user, so never through the catalogue's shared cache.
  const liveCards = createPerformanceCardsRepository(db);
  const notifications = createNotificationsService({ repository: createNotificationsRepository(db) });
  const favorites = createFavoritesService({
    repository: createFavoritesRepository(db),
    cards: liveCards,
    clock,
  });
  const history = createWatchHistoryService({
    repository: createWatchHistoryRepository(db),
    cards: liveCards,
    clock,
  });
  const newsletter = createNewsletterMeService({
    accounts: createNewsletterMeRepository(db),
    subscriptions: formsRepository,
    clock,
  });
  const userOrders = createUserOrdersService({
    repository: createUserOrdersRepository(db),
    clock,
    ticketsPath: checkout.ticketsPath,
  });
  const venues = createVenuesService({
    venues: createVenuesRepository(db),
    halls: createHallsRepository(db),
  });
  const search = createSearchService({
    repository: cachedSearchRepository(createSearchRepository(db), { ...config.searchCache, clock, changes }),
    clock,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health });
      await api.register(accountRoutes, {
        accounts,
        callerOf,
        devices,
        usesBoxOffice: async (userId) => (await staffScopeOf(db, userId)) !== null,
      });
      await api.register(authRoutes, { accounts, auth, callerOf });
      await api.register(citiesRoutes, { cities, cityHeader: config.cityHeader });
      await api.register(siteRoutes, { site });
      await api.register(cartRoutes, { cart });
      await api.register(checkoutRoutes, { checkout, ticketPdfs });
      await api.register(promoCodesRoutes, { promoCodes });
      await api.register(servicesRoutes, { services });
      await api.register(certificatesRoutes, { certificates, checkout });
      await api.register(waitingListRoutes, { waitingList });
      await api.register(ordersAdminRoutes, {
        db,
        repository: createOrdersAdminRepository(db),
        checkout,
        clock,
        ticketPdfs,
      });
      await api.register(salesReportRoutes, { db, repository: createSalesReportRepository(db), clock });
      await api.register(checkinRoutes, {
        db,
        repository: createCheckinRepository(db, options.testing?.checkins),
        clock,
      });
      await api.register(orderLookupRoutes, { db, repository: createOrderLookupRepository(db) });
      await api.register(refundsRoutes, {
        db,
        repository: createRefundsRepository(db, certificatesRepository, options.testing?.refunds),
        checkout,
        clock,
      });
      await api.register(staffRolesRoutes, { db, repository: createStaffRolesRepository(db), clock });
      await api.register(earlyAccessRoutes, { earlyAccess });
      await api.register(namedTicketsRoutes, { namedTickets });
      if (sandbox) await api.register(sandboxBankRoutes, { sandbox });
      await api.register(performancesRoutes, { performances });
      await api.register(eventsRoutes, { events });
      await api.register(placesRoutes, { places });
      await api.register(taxonomyRoutes, { taxonomy });
      await api.register(venuesRoutes, { venues });
      await api.register(bannersRoutes, { banners });
      await api.register(holidaysRoutes, { holidays });
      await api.register(pagesRoutes, { pages });
      await api.register(artistsRoutes, { artists });
      await api.register(selectionsRoutes, { selections });
      await api.register(shareRoutes, { share });
      await api.register(faqRoutes, { faq });
      await api.register(reviewsRoutes, { reviews });
      await api.register(formsRoutes, { forms });
      await api.register(notificationsRoutes, { notifications });
      await api.register(favoritesRoutes, { favorites });
      await api.register(watchHistoryRoutes, { history });
      await api.register(newsletterMeRoutes, { newsletter });
      await api.register(userOrdersRoutes, { orders: userOrders });
      await api.register(searchRoutes, { search });
      await api.register(manageRoutes, {
        prefix: '/manage',
        db,
        clock,
        changes,
        media,
        sales: {
          refunds: createRefundsRepository(db, certificatesRepository, options.testing?.refunds),
          checkout,
          givesBack: [promoRepository, servicesRepository, certificatesRepository],
        },
      });
    },
    { prefix: API_PREFIX },
  );
  // Load balancers and the start script probe the root path.
  await app.register(healthRoutes, { health, hide: true });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
