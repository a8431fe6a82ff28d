// Owns the API's configuration: the environment is parsed here once, with zod, and nowhere else.
// A bad value stops the process with one readable paragraph naming the variable.
import { createHmac } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MediaStoreSettings, mediaStoreSettings } from '@afisha/db/media/media-settings';
import { DEV_SESSION_SECRET } from '@afisha/db/ticket-access-key';
import { z } from 'zod';
import { DEFAULT_WEB_REVALIDATE_CHANNEL } from './lib/change-bus/web-cache-drops.ts';
import { parseIpRange } from './lib/ip-range.ts';
import { originOf, siteOriginsOf } from './lib/site-origins.ts';
import { DEFAULT_TRUST_PROXY, parseTrustedProxies } from './lib/trusted-proxies.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const port = z.coerce.number().int().min(1).max(65_535);
const positiveInt = z.coerce.number().int().min(1);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

// Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const PAYMENT_PROVIDERS = ['sandbox', 'yookassa', 'stripe'] as const;
export type PaymentProviderKey = (typeof PAYMENT_PROVIDERS)[number];

const ZEnv = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  /** PostgreSQL connections one API process may hold at once (default 10; docs/operations.md "Pool sizing"). */
  DB_POOL_MAX: optional(z.coerce.number().int().min(1).max(1000)),
  /** Named prepared statements (default on); off behind a transaction-mode pooler without them (PgBouncer < 1.21). */
  DB_PREPARED_STATEMENTS: optional(flag),
  /** Whether this process runs the sweeps and outboxes (default on; off on the processes that should only answer). */
  RUN_JOBS: optional(flag),
  /** Redis for what every API process must share (rate limits, attempt limits, short caches, change notices). */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  /** The start of every key the API writes to Redis, so deployments (and test runs) sharing one Redis stay apart. */
  REDIS_KEY_PREFIX: optional(z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')),
  /** The web app's cache-drop channel on Redis (the web app reads the same setting); default afisha:web:revalidate. */
  REVALIDATE_CHANNEL: optional(z.string().min(1).max(200)),
  /**
   * Without Redis: a web process the API tells of its changes by POST /revalidate (it relays to its WEB_PEERS), with
   * REVALIDATE_SECRET, the web app's own setting (which alone, for the web app in a shared environment, is ignored).
   */
  WEB_REVALIDATE_URL: optional(z.url({ protocol: /^https?$/ })),
  REVALIDATE_SECRET: optional(z.string().min(16, 'must be at least 16 characters long').max(512)),
  DATA_DIR: optional(z.string()),
  MEDIA_DIR: optional(z.string()),
  API_HOST: optional(z.string().min(1)),
  API_PORT: optional(port),
  WEB_PORT: optional(port),
  API_INTERNAL_URL: optional(z.url()),
  /** Public address of the web site, for links the API hands out (share links). */
  PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
  /**
   * Other addresses the site answers at (comma-separated origins, e.g. https://www.afisha.example): a buyer who
   * checked out at one is returned there by the payment (lib/site-origins.ts).
   */
  SITE_ORIGINS: optional(z.string().max(2000)),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  COOKIE_SECURE: optional(flag),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** `json` (one object a line, for log collectors) or `pretty` (one readable line, for a person at a terminal). */
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
  /** Log a line when each request arrives and ends (on) or not (off: failures are still logged). */
  LOG_REQUESTS: optional(flag),
  /** Requests per minute per client on every route (the generous global limit). */
  RATE_LIMIT_MAX: optional(positiveInt),
  /** Requests per minute per client on sensitive routes (sign-in, registration, newsletter, ...). */
  RATE_LIMIT_STRICT_MAX: optional(positiveInt),
  /** Removed (any value stops the start with a pointer to INTERNAL_API_SECRET): no address is exempt by itself. */
  RATE_LIMIT_TRUSTED_IPS: optional(z.string()),
  /** Worker threads rendering ticket PDFs (default: one less than the cores, at most 2, at least 1). */
  TICKET_PDF_THREADS: optional(z.coerce.number().int().min(1).max(16)),
  /** Ticket PDFs that may wait for a thread; one more is refused with 503 (default 20). */
  TICKET_PDF_QUEUE: optional(z.coerce.number().int().min(0).max(1000)),
  /** Ticket PDFs (guest link, box office) per minute per client (default 10). */
  TICKET_PDF_RATE_LIMIT_MAX: optional(positiveInt),
  /**
   * The hops in front of the API whose X-Forwarded-For is believed: comma-separated addresses and CIDR ranges (the
   * web server, a load balancer), `loopback`, `linklocal`, `uniquelocal`, or `none`. Default `loopback`.
   */
  TRUST_PROXY: optional(z.string().max(5000)),
  /**
   * Shared with the web server: its own server-side calls carry it (x-internal-secret) and are not limited per
   * address. Unset: nothing is exempt.
   */
  INTERNAL_API_SECRET: optional(z.string().min(32, 'must be at least 32 characters long').max(512)),
  /**
   * The request header in which the edge in front of the site (a CDN, nginx with GeoIP) puts the city it found
   * for the visitor's address, e.g. `cf-ipcity`; unset: no lookup by address. Only safe where the edge sets it on
   * every request (a visitor could send it too).
   */
  CITY_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name')),
  /** Seconds the catalogue keeps a listing or performance page answer; 0 turns the cache off. */
  CATALOGUE_CACHE_SECONDS: optional(z.coerce.number().int().min(0).max(3600)),
  /** Milliseconds an event's seat status is shared by all its viewers (one computation a period); 0: per request. */
  PLACES_STATUS_SNAPSHOT_MS: optional(z.coerce.number().int().min(0).max(10_000)),
  /** Seconds a search answer is kept (an index refresh drops it at once); 0 turns the cache off. */
  SEARCH_CACHE_SECONDS: optional(z.coerce.number().int().min(0).max(3600)),
  /** Search answers kept at most (least recently used go first); each is a few kilobytes. */
  SEARCH_CACHE_ENTRIES: optional(positiveInt),
  SESSION_IDLE_DAYS: optional(positiveInt),
  SESSION_ABSOLUTE_DAYS: optional(positiveInt),
  /** Outgoing mail: a whole SMTP URL (smtp:// or smtps://user:password@host:port), or its parts below. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  SMTP_HOST: optional(z.string().min(1)),
  SMTP_PORT: optional(port),
  SMTP_USER: optional(z.string()),
  SMTP_PASSWORD: optional(z.string()),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: optional(flag),
  /** Sender of every mail: `no-reply@afisha.example` (the site's name is shown) or `Name <address>`. */
  MAIL_FROM: optional(z.string().min(3).max(300)),
  /** Where mails go as .eml files when no SMTP server is configured. */
  MAIL_OUTBOX_DIR: optional(z.string()),
  /** Lifetime of a bearer access token of the token API. */
  ACCESS_TOKEN_MINUTES: optional(z.coerce.number().int().min(1).max(60)),
  /** Lifetime of the links in sign-up and e-mail change mails, and of the password reset link. */
  CONFIRM_LINK_HOURS: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30),
  ),
  RESET_LINK_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60),
  ),
  /** Failed sign-ins allowed per account (e-mail address) and per client address in one window. */
  LOGIN_FAILURES_PER_ACCOUNT: optional(positiveInt),
  LOGIN_FAILURES_PER_IP: optional(positiveInt),
  /** Failed sign-ins allowed per known device (a device cookie of that account) before it waits like the others. */
  LOGIN_FAILURES_PER_DEVICE: optional(positiveInt),
  /** The longest wait the growing sign-in lockouts reach (each round of failures doubles it from the window). */
  LOGIN_LOCKOUT_MAX_MINUTES: optional(positiveInt),
  /** How long a device cookie (set at a successful sign-in) marks the browser as one its account signed in from. */
  KNOWN_DEVICE_DAYS: optional(positiveInt),
  /** Account mails (confirmation, reset) one address may be sent, and one client may ask for, in one window. */
  ACCOUNT_MAILS_PER_ADDRESS: optional(positiveInt),
  ACCOUNT_MAILS_PER_IP: optional(positiveInt),
  ACCOUNT_LIMIT_WINDOW_MINUTES: optional(positiveInt),
  /** Minutes between two runs of the purge of ended sessions, mail links and refresh-token families; 0: off. */
  ACCOUNT_PURGE_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60),
  ),
  /** Rows (families for refresh tokens) the purge deletes per statement. */
  ACCOUNT_PURGE_BATCH: optional(z.coerce.number().int().min(1).max(100_000)),
  /** How long seats stay held in a cart, counted from the first place put in it (adding more does not extend it). */
  HOLD_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  ),
  /** How long seats that came back are kept for the next person of a sold-out session's waiting list. */
  WAITING_LIST_OFFER_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  ),
  /** Most places (seats and zone places) one cart, and so one order, may hold. */
  MAX_SEATS_PER_ORDER: optional(z.coerce.number().int().min(1).max(100)),
  /**
   * Hoarding (docs/operations.md "Hoarding"): the share of a session's places one client network (an IPv4 address,
   * an IPv6 /64) may hold at once, in percent; 0 turns the cap off. Never below HOLD_MIN_PER_ADDRESS places.
   */
  HOLD_SHARE_PER_ADDRESS_PERCENT: optional(z.coerce.number().int().min(0).max(100)),
  HOLD_MIN_PER_ADDRESS: optional(positiveInt),
  /** New carts (hold windows) one client network may open per HOLD_NEW_CARTS_WINDOW_MINUTES; 0: no limit. */
  HOLD_NEW_CARTS_PER_ADDRESS: optional(z.coerce.number().int().min(0).max(1_000_000)),
  HOLD_NEW_CARTS_WINDOW_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  ),
  /** Seconds between two runs of the sweeper that releases expired holds; 0 turns it off (claims never need it). */
  HOLD_SWEEP_SECONDS: optional(z.coerce.number().int().min(0).max(3600)),
  /** Expired holds the sweeper releases per statement. */
  HOLD_SWEEP_BATCH: optional(z.coerce.number().int().min(1).max(100_000)),
  /** How long an unpaid order keeps its places, counted from POST /cart/buy. */
  PAYMENT_WINDOW_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  ),
  /** Key of the sandbox bank's notification signatures (default: derived from SESSION_SECRET). */
  SANDBOX_SECRET: optional(z.string().min(16).max(200)),
  /** The provider new payments go to (docs/payments.md). */
  PAYMENT_PROVIDER: optional(z.enum(PAYMENT_PROVIDERS)),
  /** The sandbox bank takes no money: in production it must be switched on explicitly (demos). */
  SANDBOX_PAYMENTS: optional(flag),
  /** Seconds one request to a payment provider's API may take before it is repeated (same idempotency key). */
  PAYMENT_API_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(120)),
  /** YooKassa: the shop's id and secret key (Integration → API keys in its dashboard). */
  YOOKASSA_SHOP_ID: optional(z.string().regex(/^\d{1,20}$/, 'must be the shop id (digits)')),
  YOOKASSA_SECRET_KEY: optional(
    z.string().regex(/^(live|test)_[\w-]{8,200}$/, 'must be a secret key (live_… or test_…)'),
  ),
  YOOKASSA_API_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Comma-separated addresses and CIDR ranges YooKassa's notifications may come from. */
  YOOKASSA_TRUSTED_IPS: optional(z.string().max(5000)),
  /** Refuse YooKassa notifications from outside YOOKASSA_TRUSTED_IPS. */
  YOOKASSA_CHECK_IP: optional(flag),
  /** Send a 54-FZ receipt with every YooKassa payment and refund (the shop's online register prints it). */
  YOOKASSA_RECEIPTS: optional(flag),
  /** YooKassa's VAT code of the receipts' lines: 1 no VAT (default), 2 0 %, 3 10 %, 4 20 %, 5 10/110, 6 20/120… */
  YOOKASSA_VAT_CODE: optional(z.coerce.number().int().min(1).max(12)),
  /** The shop's tax system code (1–6) on its receipts, for a shop registered under several. */
  YOOKASSA_TAX_SYSTEM_CODE: optional(z.coerce.number().int().min(1).max(6)),
  /** Stripe: the secret API key and the webhook endpoint's signing secret. */
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(live|test)_\w{8,300}$/, 'must be a secret key (sk_live_… or sk_test_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[\w+/=]{8,300}$/, 'must be a signing secret (whsec_…)'),
  ),
  STRIPE_API_URL: optional(z.url({ protocol: /^https?$/ })),
  /** How far a Stripe webhook's timestamp may be from now. */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: optional(z.coerce.number().int().min(1).max(3600)),
  /** Roubles to one euro: Stripe charges the order's total converted at this fixed rate. */
  STRIPE_RUB_PER_EUR: optional(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,4})?$/, 'must be a number of roubles to one euro, e.g. 98.50')
      .transform(Number)
      .refine((rate) => rate > 0, 'must be more than 0'),
  ),
  /**
   * Test installations only: routes end-to-end tests drive the API with (modules/test-controls), each scoped to the
   * caller's own data. Refused with NODE_ENV=production.
   */
  TEST_CONTROLS: optional(flag),
});

export type RateLimitRule = { max: number; timeWindowMs: number };

/** Where and how often ticket PDFs are rendered (modules/tickets/ticket-pdfs.ts). */
export type TicketPdfConfig = { threads: number; maxQueued: number; rateLimit: RateLimitRule };

export type Config = {
  env: 'development' | 'production' | 'test';
  databaseUrl: string | undefined;
  /** The PostgreSQL pool of this process (DB_POOL_MAX, DB_PREPARED_STATEMENTS). */
  database: { poolMax: number; preparedStatements: boolean };
  /** RUN_JOBS: the hold sweeper, the purge, the refund retry and the outboxes' pollers run in this process. */
  runJobs: boolean;
  /** REDIS_URL: where shared state lives when set (lib/redis.ts); null: in the database or, embedded, in memory. */
  redisUrl: string | null;
  /** REVALIDATE_CHANNEL: where, with Redis, a change this process makes drops the web processes' page caches. */
  webRevalidateChannel: string;
  /** WEB_REVALIDATE_URL and REVALIDATE_SECRET: without Redis, the web process told of changes over HTTP; null: none. */
  webRevalidate: { url: string; secret: string } | null;
  /** REDIS_KEY_PREFIX: the start of every key the API writes to Redis (`afisha:`). */
  redisKeyPrefix: string;
  dataDir: string;
  /** Where posters and images live: MEDIA_DIR, or the S3-compatible bucket of MEDIA_S3_* (@afisha/db/media). */
  media: MediaStoreSettings;
  host: string;
  port: number;
  webPort: number;
  apiInternalUrl: string;
  /** Without a trailing slash. */
  publicSiteUrl: string;
  /** The origins the site answers at (PUBLIC_SITE_URL's first, its loopback spellings, SITE_ORIGINS). */
  siteOrigins: string[];
  sessionSecret: string;
  cookieSecure: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  logFormat: 'json' | 'pretty';
  /** Fastify's line when each request arrives and is answered. */
  logRequests: boolean;
  bodyLimitBytes: number;
  catalogueCacheMs: number;
  /** How long one computation of an event's seat status answers all its viewers (0: every request computes). */
  placesStatusSnapshotMs: number;
  /** The header with the city the edge found for the visitor's address (lower case); null: no lookup. */
  cityHeader: string | null;
  searchCache: { ttlMs: number; maxEntries: number };
  session: { idleTtlMs: number; absoluteTtlMs: number };
  /** Fastify's trustProxy: the hops whose X-Forwarded-For is believed ([]: none). */
  trustProxy: string[];
  /** INTERNAL_API_SECRET: proves the web server's own calls (plugins/web-server-call.ts); null: none is exempt. */
  internalSecret: string | null;
  rateLimit: { global: RateLimitRule; strict: RateLimitRule };
  ticketPdf: TicketPdfConfig;
  mail: MailConfig;
  accounts: AccountsConfig;
  cart: CartConfig;
  payments: PaymentsConfig;
  /** TEST_CONTROLS: the test-only routes of modules/test-controls exist (never in production). */
  testControls: boolean;
};

/** The ranges YooKassa publishes for its notifications (yookassa.ru/developers, "Webhooks": authenticity). */
export const YOOKASSA_DEFAULT_TRUSTED_IPS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

export type PaymentsConfig = {
  windowMs: number;
  /** The provider new payments go to. */
  provider: PaymentProviderKey;
  sandboxSecret: string;
  /** The sandbox bank exists in this process (its pages, its callback). */
  sandboxEnabled: boolean;
  /** Null: not configured. A configured provider that is not `provider` still takes its callbacks and refunds. */
  yookassa: YooKassaConfig | null;
  stripe: StripeConfig | null;
  /** Requests to the providers' APIs: per attempt, then repeated after these waits with the same key. */
  http: { timeoutMs: number; retryDelaysMs: number[] };
  /** Said in the log at start-up (test keys in production…). */
  warnings: string[];
};

export type YooKassaConfig = {
  shopId: string;
  secretKey: string;
  apiUrl: string;
  /** Null: notifications are taken from any address (the payment is read back either way). */
  trustedIps: string[] | null;
  /** Null: no receipts are sent (YOOKASSA_RECEIPTS off). */
  receipts: { vatCode: number; taxSystemCode: number | null } | null;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  toleranceSeconds: number;
  rubPerEur: number;
};

/** What one client network may hold: the limits modules/cart/hold-address.ts applies. */
export type HoldAddressRules = {
  /** HOLD_SHARE_PER_ADDRESS_PERCENT: the share of a session's places one network may hold; 0: no cap. */
  sharePercent: number;
  /** HOLD_MIN_PER_ADDRESS: the cap never falls below this many places. */
  minPlaces: number;
  /** HOLD_NEW_CARTS_PER_ADDRESS: new hold windows (an empty cart's first place) per network per window; 0: no limit. */
  newCarts: number;
  /** HOLD_NEW_CARTS_WINDOW_MINUTES. */
  newCartsWindowMs: number;
};

export type CartConfig = {
  holdMs: number;
  /** WAITING_LIST_OFFER_MINUTES. */
  waitingListOfferMs: number;
  maxPlacesPerOrder: number;
  /** What one client network may hold (modules/cart/hold-address.ts). */
  perAddress: HoldAddressRules;
  /** 0: no sweeper. */
  sweepIntervalMs: number;
  sweepBatch: number;
};

/** SMTP settings (null: write .eml files to outboxDir instead) and the sender. */
export type MailConfig = {
  smtp: SmtpSettings | null;
  /** A bare address (shown with the site's name) or `Name <address>`. */
  from: string;
  outboxDir: string;
};
export type SmtpSettings =
  | { url: string }
  | { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined };

export type AccountsConfig = {
  accessTokenTtlMs: number;
  confirmLinkTtlMs: number;
  resetLinkTtlMs: number;
  /** Per-account and per-address counters share one window; trusted addresses are never counted. */
  limits: {
    windowMs: number;
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    loginFailuresPerDevice: number;
    /** Sign-in lockouts start at windowMs and double with each round of failures up to this. */
    maxLockoutMs: number;
    mailsPerAddress: number;
    mailsPerIp: number;
  };
  /** Lifetime of the device cookie a successful sign-in sets (modules/account/known-device.ts). */
  knownDeviceTtlMs: number;
  /** The purge of ended sign-ins (modules/account/sign-in-purge.ts); 0: no timer. */
  purgeIntervalMs: number;
  purgeBatch: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** MEDIA_DIR or MEDIA_S3_* (read by @afisha/db/media, which the seed shares), a bad value as a ConfigError. */
function mediaSettings(env: Record<string, string | undefined>, localDir: string): MediaStoreSettings {
  try {
    return mediaStoreSettings(env, localDir);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: ${(error as Error).message} (docs/operations.md, "Media").`,
    );
  }
}

/** Parses an environment (process.env in the server, a literal in tests) into a Config. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(
      `Invalid configuration: ${problems.join('; ')}. Fix these environment variables (see the configuration table in README.md) and start again.`,
    );
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration: SESSION_SECRET is required when NODE_ENV=production (a random string of at least 32 characters, e.g. `openssl rand -base64 48`); it signs CSRF tokens, so the development default must never reach production. Give the same one to every API process (and to the seed): each process checks what the others signed.',
    );
  }
  if (!e.SMTP_URL && !e.SMTP_HOST && (e.SMTP_USER || e.SMTP_PASSWORD || e.SMTP_PORT)) {
    throw new ConfigError(
      'Invalid configuration: SMTP_PORT, SMTP_USER and SMTP_PASSWORD need SMTP_HOST (or give the whole SMTP_URL). Without either, mails are written to the outbox folder.',
    );
  }
  // REVALIDATE_SECRET alone is the web app's setting in an environment both share (with Redis, say): not an error.
  if (e.WEB_REVALIDATE_URL && !e.REVALIDATE_SECRET) {
    throw new ConfigError(
      "Invalid configuration: WEB_REVALIDATE_URL needs REVALIDATE_SECRET: the API tells the web process at that address of its changes with the web app's own secret.",
    );
  }
  const provider = e.PAYMENT_PROVIDER ?? 'sandbox';
  if (
    provider === 'sandbox' &&
    (e.SANDBOX_PAYMENTS === false || (nodeEnv === 'production' && !e.SANDBOX_PAYMENTS))
  ) {
    throw new ConfigError(
      `Invalid configuration: the sandbox payment provider (PAYMENT_PROVIDER=sandbox, the default) is a test bank that takes no money, so it ${e.SANDBOX_PAYMENTS === false ? 'cannot run with SANDBOX_PAYMENTS=off' : 'is refused when NODE_ENV=production'}. To take real payments set PAYMENT_PROVIDER=yookassa or stripe with its keys (docs/payments.md); for a demo that must not take payments, set SANDBOX_PAYMENTS=on (npm start does), never on a site that sells real tickets.`,
    );
  }
  if (nodeEnv === 'production' && e.TEST_CONTROLS) {
    throw new ConfigError(
      "Invalid configuration: TEST_CONTROLS is refused when NODE_ENV=production: it adds routes with which any visitor can change what the API holds for them (ending their own cart's hold), made for end-to-end tests. Remove it, or set it only on a test installation.",
    );
  }
  const badOrigin = (e.SITE_ORIGINS ?? '')
    .split(',')
    .map((each) => each.trim())
    .find((each) => each !== '' && originOf(each) === null);
  if (badOrigin !== undefined) {
    throw new ConfigError(
      `Invalid configuration: SITE_ORIGINS: "${badOrigin.slice(0, 100)}" is not an http(s) address. Give the other addresses the site answers at, comma-separated, e.g. SITE_ORIGINS=https://www.afisha.example.`,
    );
  }
  if (e.RATE_LIMIT_TRUSTED_IPS !== undefined) {
    throw new ConfigError(
      "Invalid configuration: RATE_LIMIT_TRUSTED_IPS is no longer read, because an address proves nothing (a visitor reaches the API through the web server and may write any X-Forwarded-For). Remove it; the web server's own calls are told by INTERNAL_API_SECRET, and the proxies in front by TRUST_PROXY (docs/operations.md).",
    );
  }
  const payments = paymentProviders(e, nodeEnv, provider);
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const apiPort = e.API_PORT ?? 4000;
  const webPort = e.WEB_PORT ?? 3000;
  return {
    env: nodeEnv,
    databaseUrl: e.DATABASE_URL,
    database: { poolMax: e.DB_POOL_MAX ?? 10, preparedStatements: e.DB_PREPARED_STATEMENTS ?? true },
    runJobs: e.RUN_JOBS ?? true,
    redisUrl: e.REDIS_URL ?? null,
    webRevalidateChannel: e.REVALIDATE_CHANNEL ?? DEFAULT_WEB_REVALIDATE_CHANNEL,
    webRevalidate:
      e.WEB_REVALIDATE_URL && e.REVALIDATE_SECRET
        ? { url: e.WEB_REVALIDATE_URL, secret: e.REVALIDATE_SECRET }
        : null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'afisha:',
    dataDir,
    media: mediaSettings(env, path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media'))),
    host: e.API_HOST ?? '127.0.0.1',
    port: apiPort,
    webPort,
    apiInternalUrl: e.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}`,
    publicSiteUrl: (e.PUBLIC_SITE_URL ?? `http://localhost:${webPort}`).replace(/\/+$/, ''),
    siteOrigins: siteOriginsOf(
      e.PUBLIC_SITE_URL ?? `http://localhost:${webPort}`,
      (e.SITE_ORIGINS ?? '').split(','),
    ),
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    cookieSecure: e.COOKIE_SECURE ?? nodeEnv === 'production',
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? 'json',
    logRequests: e.LOG_REQUESTS ?? true,
    bodyLimitBytes: 1024 * 1024,
    cityHeader: e.CITY_HEADER?.toLowerCase() ?? null,
    // Tests see every change at once; elsewhere a few seconds absorb bursts on the same listing.
    catalogueCacheMs: (e.CATALOGUE_CACHE_SECONDS ?? (nodeEnv === 'test' ? 0 : 5)) * 1000,
    // A seat map polls its status; under an on-sale rush thousands poll one event, so one second is shared.
    placesStatusSnapshotMs: e.PLACES_STATUS_SNAPSHOT_MS ?? (nodeEnv === 'test' ? 0 : 1000),
    searchCache: {
      ttlMs: (e.SEARCH_CACHE_SECONDS ?? (nodeEnv === 'test' ? 0 : 30)) * 1000,
      maxEntries: e.SEARCH_CACHE_ENTRIES ?? 5000,
    },
    session: {
      idleTtlMs: (e.SESSION_IDLE_DAYS ?? 14) * DAY_MS,
      absoluteTtlMs: (e.SESSION_ABSOLUTE_DAYS ?? 60) * DAY_MS,
    },
    trustProxy: trustProxy(e),
    internalSecret: e.INTERNAL_API_SECRET ?? null,
    rateLimit: {
      global: { max: e.RATE_LIMIT_MAX ?? 600, timeWindowMs: MINUTE_MS },
      strict: { max: e.RATE_LIMIT_STRICT_MAX ?? 10, timeWindowMs: MINUTE_MS },
    },
    ticketPdf: {
      threads: e.TICKET_PDF_THREADS ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
      maxQueued: e.TICKET_PDF_QUEUE ?? 20,
      rateLimit: { max: e.TICKET_PDF_RATE_LIMIT_MAX ?? 10, timeWindowMs: MINUTE_MS },
    },
    mail: {
      smtp: smtpSettings(e),
      from: e.MAIL_FROM ?? 'no-reply@localhost',
      outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    },
    accounts: {
      accessTokenTtlMs: (e.ACCESS_TOKEN_MINUTES ?? 5) * MINUTE_MS,
      confirmLinkTtlMs: (e.CONFIRM_LINK_HOURS ?? 48) * 60 * MINUTE_MS,
      resetLinkTtlMs: (e.RESET_LINK_MINUTES ?? 60) * MINUTE_MS,
      limits: {
        windowMs: (e.ACCOUNT_LIMIT_WINDOW_MINUTES ?? 15) * MINUTE_MS,
        loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT ?? 5,
        loginFailuresPerIp: e.LOGIN_FAILURES_PER_IP ?? 30,
        loginFailuresPerDevice: e.LOGIN_FAILURES_PER_DEVICE ?? 5,
        maxLockoutMs: (e.LOGIN_LOCKOUT_MAX_MINUTES ?? 24 * 60) * MINUTE_MS,
        mailsPerAddress: e.ACCOUNT_MAILS_PER_ADDRESS ?? 5,
        mailsPerIp: e.ACCOUNT_MAILS_PER_IP ?? 30,
      },
      knownDeviceTtlMs: (e.KNOWN_DEVICE_DAYS ?? 365) * DAY_MS,
      // Tests purge by hand, like the hold sweeper.
      purgeIntervalMs: (e.ACCOUNT_PURGE_MINUTES ?? (nodeEnv === 'test' ? 0 : 60)) * MINUTE_MS,
      purgeBatch: e.ACCOUNT_PURGE_BATCH ?? 500,
    },
    cart: {
      holdMs: (e.HOLD_MINUTES ?? 15) * MINUTE_MS,
      waitingListOfferMs: (e.WAITING_LIST_OFFER_MINUTES ?? 30) * MINUTE_MS,
      maxPlacesPerOrder: e.MAX_SEATS_PER_ORDER ?? 10,
      // Off in tests unless set: every test client shares the loopback address (the hoarding tests turn them on).
      perAddress: {
        sharePercent: e.HOLD_SHARE_PER_ADDRESS_PERCENT ?? (nodeEnv === 'test' ? 0 : 10),
        minPlaces: e.HOLD_MIN_PER_ADDRESS ?? 20,
        newCarts: e.HOLD_NEW_CARTS_PER_ADDRESS ?? (nodeEnv === 'test' ? 0 : 60),
        newCartsWindowMs: (e.HOLD_NEW_CARTS_WINDOW_MINUTES ?? 15) * MINUTE_MS,
      },
      // Tests sweep by hand (a timer per test app would race their assertions).
      sweepIntervalMs: (e.HOLD_SWEEP_SECONDS ?? (nodeEnv === 'test' ? 0 : 30)) * 1000,
      sweepBatch: e.HOLD_SWEEP_BATCH ?? 500,
    },
    payments: {
      windowMs: (e.PAYMENT_WINDOW_MINUTES ?? 15) * MINUTE_MS,
      provider,
      ...payments,
      http: { timeoutMs: (e.PAYMENT_API_TIMEOUT_SECONDS ?? 10) * 1000, retryDelaysMs: [500, 2000] },
      sandboxSecret:
        e.SANDBOX_SECRET ??
        createHmac('sha256', e.SESSION_SECRET ?? DEV_SESSION_SECRET)
          .update('sandbox-notifications')
          .digest('hex'),
    },
    testControls: e.TEST_CONTROLS ?? false,
  };
}

type Env = z.infer<typeof ZEnv>;
type NodeEnv = 'development' | 'production' | 'test';

const missing = (names: Record<string, unknown>) =>
  Object.entries(names)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);

/** An API address: https in production (a test double on http only elsewhere). */
function apiUrl(name: string, value: string | undefined, fallback: string, nodeEnv: NodeEnv): string {
  const url = (value ?? fallback).replace(/\/+$/, '');
  if (nodeEnv === 'production' && !url.startsWith('https://')) {
    throw new ConfigError(`Invalid configuration: ${name} must be an https:// address in production.`);
  }
  return url;
}

function trustProxy(e: Env): string[] {
  const parsed = parseTrustedProxies(e.TRUST_PROXY ?? DEFAULT_TRUST_PROXY);
  if (!parsed.ok) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must list addresses or CIDR ranges separated by commas (or loopback, linklocal, uniquelocal; or none) (${parsed.bad.length > 0 ? `not understood: ${parsed.bad.join(', ')}` : 'the list is empty'}). Give the addresses of the web server and of the load balancer in front of it (docs/operations.md).`,
    );
  }
  return parsed.hops;
}

function trustedIps(e: Env): string[] | null {
  if (!e.YOOKASSA_CHECK_IP) return null;
  const entries = (e.YOOKASSA_TRUSTED_IPS ?? YOOKASSA_DEFAULT_TRUSTED_IPS.join(','))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const bad = entries.filter((entry) => parseIpRange(entry) === null);
  if (bad.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `Invalid configuration: YOOKASSA_TRUSTED_IPS must list addresses or CIDR ranges separated by commas (${bad.length > 0 ? `not understood: ${bad.join(', ')}` : 'the list is empty'}). Leave it unset for YooKassa's published ranges.`,
    );
  }
  return entries;
}

/**
 * The real providers: each is configured when any of its variables is set, and then needs all of them; the one
 * PAYMENT_PROVIDER names must be configured. The sandbox runs where it may (never in production unless switched on).
 */
function paymentProviders(e: Env, nodeEnv: NodeEnv, provider: PaymentProviderKey) {
  const warnings: string[] = [];
  const yooVars = { YOOKASSA_SHOP_ID: e.YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: e.YOOKASSA_SECRET_KEY };
  const stripeVars = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_RUB_PER_EUR: e.STRIPE_RUB_PER_EUR,
  };
  for (const [name, vars] of [
    ['yookassa', yooVars],
    ['stripe', stripeVars],
  ] as const) {
    const absent = missing(vars);
    const configured = absent.length < Object.keys(vars).length;
    if ((configured || provider === name) && absent.length > 0) {
      throw new ConfigError(
        `Invalid configuration: the ${name === 'yookassa' ? 'YooKassa' : 'Stripe'} payment provider needs ${absent.join(', ')} (${
          provider === name
            ? `PAYMENT_PROVIDER=${name}`
            : `${Object.keys(vars)
                .filter((key) => !absent.includes(key))
                .join(', ')} given`
        }). See docs/payments.md.`,
      );
    }
  }
  let yookassa: YooKassaConfig | null = null;
  if (e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY) {
    yookassa = {
      shopId: e.YOOKASSA_SHOP_ID,
      secretKey: e.YOOKASSA_SECRET_KEY,
      apiUrl: apiUrl('YOOKASSA_API_URL', e.YOOKASSA_API_URL, 'https://api.yookassa.ru/v3', nodeEnv),
      trustedIps: trustedIps(e),
      receipts: e.YOOKASSA_RECEIPTS
        ? { vatCode: e.YOOKASSA_VAT_CODE ?? 1, taxSystemCode: e.YOOKASSA_TAX_SYSTEM_CODE ?? null }
        : null,
    };
    if (nodeEnv === 'production' && e.YOOKASSA_SECRET_KEY.startsWith('test_')) {
      warnings.push('YOOKASSA_SECRET_KEY is a test key: YooKassa takes no real money with it');
    }
  }
  let stripe: StripeConfig | null = null;
  if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_RUB_PER_EUR) {
    stripe = {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: apiUrl('STRIPE_API_URL', e.STRIPE_API_URL, 'https://api.stripe.com', nodeEnv),
      toleranceSeconds: e.STRIPE_WEBHOOK_TOLERANCE_SECONDS ?? 300,
      rubPerEur: e.STRIPE_RUB_PER_EUR,
    };
    if (nodeEnv === 'production' && /^(sk|rk)_test_/.test(e.STRIPE_SECRET_KEY)) {
      warnings.push('STRIPE_SECRET_KEY is a test key: Stripe takes no real money with it');
    }
  }
  const sandboxEnabled =
    provider === 'sandbox' ||
    e.SANDBOX_PAYMENTS === true ||
    (nodeEnv !== 'production' && e.SANDBOX_PAYMENTS !== false);
  if (sandboxEnabled && nodeEnv === 'production') {
    warnings.push(
      provider === 'sandbox'
        ? 'SANDBOX_PAYMENTS=on: payments go to the sandbox test bank, which takes no money'
        : `SANDBOX_PAYMENTS=on: the sandbox test bank, which takes no money, is open beside PAYMENT_PROVIDER=${provider}`,
    );
  }
  return { sandboxEnabled, yookassa, stripe, warnings };
}

function smtpSettings(e: z.infer<typeof ZEnv>): SmtpSettings | null {
  if (e.SMTP_URL) return { url: e.SMTP_URL };
  if (!e.SMTP_HOST) return null;
  const port = e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587);
  return {
    host: e.SMTP_HOST,
    port,
    secure: e.SMTP_SECURE ?? port === 465,
    user: e.SMTP_USER,
    password: e.SMTP_PASSWORD,
  };
}
