// Owns assembling the API: Fastify with its options, the platform plugins in dependency order, the context they
// share with the domain modules, and the list of modules, each of which wires itself in its own folder
// (modules/module.ts). No listen here (server.ts does that; tests inject).
import type { Database } from '@afisha/db';
import { createMediaStore } from '@afisha/db/media/media-store';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { backgroundJobs } from './lib/batch-job.ts';
import { httpWebCacheDrops, webCacheDrops } from './lib/change-bus/web-cache-drops.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { API_KEEP_ALIVE_TIMEOUT_MS } from './lib/keep-alive.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { connectRedis, type RedisClient } from './lib/redis.ts';
import { createSerializerCompiler } from './lib/response-serializer.ts';
import { setUpSharedLimits } from './lib/shared-limits/shared-limits.ts';
import { validatorCompiler } from './lib/zod-validator.ts';
import { accountModule } from './modules/account/account.module.ts';
import { artistsModule } from './modules/artists/artists.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { bannersModule } from './modules/banners/banners.module.ts';
import { boxOfficeModule } from './modules/box-office/box-office.module.ts';
import { requireStaff } from './modules/box-office/staff-access.ts';
import { cartModule } from './modules/cart/cart.module.ts';
import { catalogueModule } from './modules/catalogue/catalogue.module.ts';
import { certificatesModule } from './modules/certificates/certificates.module.ts';
import { checkoutModule } from './modules/checkout/checkout.module.ts';
import { citiesModule } from './modules/cities/cities.module.ts';
import { earlyAccessModule } from './modules/early-access/early-access.module.ts';
import { eventsModule } from './modules/events/events.module.ts';
import { faqModule } from './modules/faq/faq.module.ts';
import { favoritesModule } from './modules/favorites/favorites.module.ts';
import { formsModule } from './modules/forms/forms.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { holidaysModule } from './modules/holidays/holidays.module.ts';
import { setUpMail } from './modules/mail/mail.setup.ts';
import { manageModule } from './modules/manage/manage.module.ts';
import { requireManager } from './modules/manage/manage-access.ts';
import { MANAGE_TAGS } from './modules/manage/manage-tags.ts';
import { API_PREFIX, createModules, type TestingOverrides } from './modules/module.ts';
import { namedTicketsModule } from './modules/named-tickets/named-tickets.module.ts';
import { newsletterMeModule } from './modules/newsletter-me/newsletter-me.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { pagesModule } from './modules/pages/pages.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { performancesModule } from './modules/performances/performances.module.ts';
import { placesModule } from './modules/places/places.module.ts';
import { promoCodesModule } from './modules/promo-codes/promo-codes.module.ts';
import { reviewsModule } from './modules/reviews/reviews.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { selectionsModule } from './modules/selections/selections.module.ts';
import { servicesModule } from './modules/services/services.module.ts';
import { shareModule } from './modules/share/share.module.ts';
import { siteModule } from './modules/site/site.module.ts';
import { taxonomyModule } from './modules/taxonomy/taxonomy.module.ts';
import { testControlsModule } from './modules/test-controls/test-controls.module.ts';
import { ticketsModule } from './modules/tickets/tickets.module.ts';
import { userOrdersModule } from './modules/user-orders/user-orders.module.ts';
import { venuesModule } from './modules/venues/venues.module.ts';
import { waitingListModule } from './modules/waiting-list/waiting-list.module.ts';
import { watchHistoryModule } from './modules/watch-history/watch-history.module.ts';
import { afterResponsePlugin } from './plugins/after-response.plugin.ts';
import { bearerPlugin } from './plugins/auth/bearer.plugin.ts';
import { routeAccessPlugin } from './plugins/auth/route-access.ts';
import { changeBusPlugin } from './plugins/change-bus.plugin.ts';
import { csrfPlugin } from './plugins/csrf.plugin.ts';
import { dbPlugin } from './plugins/db.plugin.ts';
import { createClientErrorHandler } from './plugins/errors/client-error.ts';
import { errorsPlugin, handleFrameworkError } from './plugins/errors/errors.plugin.ts';
import { fieldSelectionPlugin } from './plugins/field-selection/field-selection.plugin.ts';
import { i18nPlugin } from './plugins/i18n.plugin.ts';
import { mediaPlugin } from './plugins/media.plugin.ts';
import { type OpenApiTag, openapiPlugin } from './plugins/openapi.plugin.ts';
import { rateLimitPlugin } from './plugins/rate-limit.plugin.ts';
import { generateRequestId, requestIdPlugin } from './plugins/request-id.plugin.ts';
import { securityHeadersFor, securityHeadersPlugin } from './plugins/security-headers.plugin.ts';
import { sessionPlugin } from './plugins/session/session.plugin.ts';
import { createSessionRepository } from './plugins/session/session.repository.ts';
import { textGuardPlugin } from './plugins/text-guard/text-guard.plugin.ts';
import { createWebServerCall } from './plugins/web-server-call.ts';

export { API_PREFIX };

/**
 * The domain modules, in the order their routes are registered (the order of the OpenAPI document's paths). Each
 * builds itself (modules/<domain>/<domain>.module.ts); one that needs another's exports builds it first.
 */
const apiModules = [
  healthModule,
  accountModule,
  authModule,
  citiesModule,
  siteModule,
  ticketsModule,
  cartModule,
  checkoutModule,
  promoCodesModule,
  servicesModule,
  certificatesModule,
  waitingListModule,
  boxOfficeModule,
  earlyAccessModule,
  namedTicketsModule,
  paymentsModule,
  catalogueModule,
  performancesModule,
  eventsModule,
  placesModule,
  taxonomyModule,
  venuesModule,
  bannersModule,
  holidaysModule,
  pagesModule,
  artistsModule,
  selectionsModule,
  shareModule,
  faqModule,
  reviewsModule,
  formsModule,
  notificationsModule,
  favoritesModule,
  watchHistoryModule,
  newsletterMeModule,
  userOrdersModule,
  searchModule,
  manageModule,
  testControlsModule,
];

/**
 * The groups of the OpenAPI document's operations (plugins/openapi.plugin.ts), in the order the reference shows
 * them; a route's tag must be one of these. They name the modules, so they are listed here and handed to the
 * plugin; the back office's areas come from the manage module's own list.
 */
const API_TAGS: readonly OpenApiTag[] = [
  {
    name: 'catalogue',
    description: 'Performances, sessions, hall plans and their live availability, artists, collections.',
  },
  { name: 'search', description: 'Search across events and venues; productions and venues by name.' },
  { name: 'venues', description: 'One venue with its halls.' },
  { name: 'cities', description: 'The cities served and the visitor’s chosen city.' },
  { name: 'site', description: 'The settings and identity of the site a domain serves.' },
  { name: 'content', description: 'Slides, banners and public holidays.' },
  { name: 'pages', description: 'The site’s editorial pages.' },
  { name: 'faq', description: 'Frequently asked questions.' },
  { name: 'reviews', description: 'Reviews of performances.' },
  { name: 'events', description: 'Early access to a session’s sale.' },
  {
    name: 'cart',
    description: 'The visitor’s cart: held seats and zone places, services, promo codes, certificates.',
  },
  { name: 'checkout', description: 'Orders, payment, tickets, and the payment providers’ notifications.' },
  { name: 'certificates', description: 'Gift certificates: designs, purchase and preview.' },
  { name: 'waiting list', description: 'Waiting for places of a sold-out session.' },
  { name: 'tickets', description: 'Named tickets and their holders.' },
  {
    name: 'account',
    description: 'The web site’s cookie-session account and the signed-in customer’s own data.',
  },
  { name: 'auth', description: 'The token API for clients without cookies (mobile apps, partners).' },
  { name: 'forms', description: 'Newsletter subscription, call-back requests and site feedback.' },
  {
    name: 'box office',
    description: 'Staff only: orders, refunds, sales reports, the door check and staff roles.',
  },
  { name: 'platform', description: 'Health of the service.' },
  ...MANAGE_TAGS.map((area) => ({ name: `back office: ${area.name}`, description: area.description })),
];

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
   * Compile each route's response writer when the route first answers, not at start (lib/response-serializer.ts):
   * the test apps, which call a few routes each, start in a fraction of the time. Production compiles at start.
   */
  compileResponsesOnFirstUse?: boolean;
  /** Test-only replacements, set by test code and never by configuration (modules/module.ts). */
  testing?: TestingOverrides;
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
    // Headers too large for Node's parser and other errors before a request exists: our error shape and headers.
    clientErrorHandler: createClientErrorHandler({
      securityHeaders: securityHeadersFor(config.cookieSecure),
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createSerializerCompiler({
      verify: options.verifyResponses ?? config.env === 'development',
      onFirstUse: options.compileResponsesOnFirstUse,
    }),
  );
  // JSON only: a text/plain body is a 415, which also keeps cross-site "simple" form posts out.
  app.removeContentTypeParser('text/plain');

  const { db } = database;
  const modules = createModules(apiModules);
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
    web: redis
      ? webCacheDrops({ redis, channel: config.webRevalidateChannel, log: app.log })
      : config.webRevalidate
        ? httpWebCacheDrops({ ...config.webRevalidate, log: app.log })
        : null,
  });
  const { changes } = app;
  await app.register(afterResponsePlugin);
  await app.register(securityHeadersPlugin, { hsts: config.cookieSecure });
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

  // Accounts: the token API's bearer tokens identify users on every route (plugins/auth/current-user.ts); the auth
  // module's service is asked at request time, as modules build after the platform.
  await app.register(bearerPlugin, { verify: (token) => modules.use('auth').service.authenticate(token) });
  await app.register(routeAccessPlugin, {
    staff: (request) => requireStaff(db, request),
    manager: (request) => requireManager(db, request),
  });
  await app.register(fieldSelectionPlugin);
  await app.register(openapiPlugin, { tags: API_TAGS });
  // Posters and images: the local folder, or the S3-compatible bucket every process shares (docs/operations.md).
  const media = await createMediaStore(config.media);
  app.addHook('onClose', () => media.close());
  app.log.info(`media: ${media.description}`);
  await app.register(mediaPlugin, { store: media });

  // Every domain module builds itself from this context (modules/module.ts, `<domain>.module.ts` in each folder).
  modules.build({
    app,
    config,
    database,
    db,
    clock,
    changes,
    redis,
    media,
    ...setUpMail(app, config, db),
    sharedLimits,
    webServerCall,
    log: app.log,
    runWhileUp,
    testing: options.testing ?? {},
  });
  await app.register(modules.registerRoutes, { prefix: API_PREFIX });
  // Load balancers and the start script probe the root path.
  await app.register(healthRoutes, { health: modules.use('health').service, hide: true });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
