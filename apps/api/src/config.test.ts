import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh checkout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      databaseUrl: undefined,
      host: '127.0.0.1',
      port: 4000,
      webPort: 3000,
      apiInternalUrl: 'http://127.0.0.1:4000',
      publicSiteUrl: 'http://localhost:3000',
      cookieSecure: false,
      logLevel: 'info',
      logFormat: 'json',
      logRequests: true,
      bodyLimitBytes: 1024 * 1024,
      catalogueCacheMs: 5000,
      placesStatusSnapshotMs: 1000,
      redisKeyPrefix: 'afisha:',
      searchCache: { ttlMs: 30_000, maxEntries: 5000 },
    });
    expect(config.dataDir).toMatch(/\/\.data$/);
    expect(config.media).toEqual({ kind: 'local', dir: `${config.dataDir}/media` });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db:5432/afisha',
      DATA_DIR: '/srv/data',
      MEDIA_DIR: '/srv/media',
      API_HOST: '0.0.0.0',
      API_PORT: '8080',
      WEB_PORT: '8081',
      API_INTERNAL_URL: 'http://api:8080',
      PUBLIC_SITE_URL: 'https://afisha.example/',
      SESSION_SECRET: 's'.repeat(40),
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      LOG_REQUESTS: 'off',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_STRICT_MAX: '3',
      SESSION_IDLE_DAYS: '1',
      SESSION_ABSOLUTE_DAYS: '2',
      CATALOGUE_CACHE_SECONDS: '0',
      PLACES_STATUS_SNAPSHOT_MS: '250',
      REDIS_KEY_PREFIX: 'staging:',
      SEARCH_CACHE_SECONDS: '5',
      SEARCH_CACHE_ENTRIES: '100',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENTS: 'on',
    });
    expect(config).toMatchObject({
      env: 'production',
      databaseUrl: 'postgres://u@db:5432/afisha',
      dataDir: '/srv/data',
      media: { kind: 'local', dir: '/srv/media' },
      host: '0.0.0.0',
      port: 8080,
      webPort: 8081,
      apiInternalUrl: 'http://api:8080',
      publicSiteUrl: 'https://afisha.example',
      cookieSecure: false,
      logLevel: 'warn',
      logFormat: 'pretty',
      logRequests: false,
      session: { idleTtlMs: 86_400_000, absoluteTtlMs: 172_800_000 },
      rateLimit: { global: { max: 50 }, strict: { max: 3 } },
      catalogueCacheMs: 0,
      placesStatusSnapshotMs: 250,
      redisKeyPrefix: 'staging:',
      searchCache: { ttlMs: 5000, maxEntries: 100 },
      payments: { provider: 'sandbox' },
    });
  });

  it('sends mail to the outbox folder and uses the account defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data' });
    expect(config.mail).toEqual({ smtp: null, from: 'no-reply@localhost', outboxDir: '/srv/data/outbox' });
    expect(config.accounts).toEqual({
      accessTokenTtlMs: 5 * 60_000,
      confirmLinkTtlMs: 48 * 3_600_000,
      resetLinkTtlMs: 60 * 60_000,
      limits: {
        windowMs: 15 * 60_000,
        loginFailuresPerAccount: 5,
        loginFailuresPerIp: 30,
        loginFailuresPerDevice: 5,
        maxLockoutMs: 24 * 3_600_000,
        mailsPerAddress: 5,
        mailsPerIp: 30,
      },
      knownDeviceTtlMs: 365 * 86_400_000,
      purgeIntervalMs: 60 * 60_000,
      purgeBatch: 500,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).accounts.purgeIntervalMs).toBe(0);
  });

  it('shares seat statuses for a second, but not in tests, where every hold shows at once', () => {
    expect(loadConfig({}).placesStatusSnapshotMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }).placesStatusSnapshotMs).toBe(0);
  });

  it('reads the mail and account variables', () => {
    const config = loadConfig({
      SMTP_HOST: 'smtp.example',
      SMTP_USER: 'afisha',
      SMTP_PASSWORD: 'secret',
      MAIL_FROM: 'Afisha <tickets@afisha.example>',
      MAIL_OUTBOX_DIR: '/tmp/outbox',
      ACCESS_TOKEN_MINUTES: '10',
      CONFIRM_LINK_HOURS: '24',
      RESET_LINK_MINUTES: '30',
      LOGIN_FAILURES_PER_ACCOUNT: '3',
      LOGIN_FAILURES_PER_IP: '20',
      LOGIN_FAILURES_PER_DEVICE: '4',
      LOGIN_LOCKOUT_MAX_MINUTES: '120',
      KNOWN_DEVICE_DAYS: '90',
      ACCOUNT_MAILS_PER_ADDRESS: '2',
      ACCOUNT_MAILS_PER_IP: '10',
      ACCOUNT_LIMIT_WINDOW_MINUTES: '30',
      ACCOUNT_PURGE_MINUTES: '15',
      ACCOUNT_PURGE_BATCH: '100',
    });
    expect(config.mail).toEqual({
      smtp: { host: 'smtp.example', port: 587, secure: false, user: 'afisha', password: 'secret' },
      from: 'Afisha <tickets@afisha.example>',
      outboxDir: '/tmp/outbox',
    });
    expect(config.accounts).toEqual({
      accessTokenTtlMs: 10 * 60_000,
      confirmLinkTtlMs: 24 * 3_600_000,
      resetLinkTtlMs: 30 * 60_000,
      limits: {
        windowMs: 30 * 60_000,
        loginFailuresPerAccount: 3,
        loginFailuresPerIp: 20,
        loginFailuresPerDevice: 4,
        maxLockoutMs: 120 * 60_000,
        mailsPerAddress: 2,
        mailsPerIp: 10,
      },
      knownDeviceTtlMs: 90 * 86_400_000,
      purgeIntervalMs: 15 * 60_000,
      purgeBatch: 100,
    });
    expect(() => loadConfig({ ACCOUNT_PURGE_MINUTES: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ACCOUNT_PURGE_BATCH: '0' })).toThrow(ConfigError);
    expect(loadConfig({ SMTP_HOST: 'smtp.example', SMTP_SECURE: 'true' }).mail.smtp).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(loadConfig({ SMTP_HOST: 'smtp.example', SMTP_PORT: '465' }).mail.smtp).toMatchObject({
      secure: true,
    });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example:465' }).mail.smtp).toEqual({
      url: 'smtps://u:p@smtp.example:465',
    });
  });

  it('reads the cart variables: hold time, places per order, per client network, the sweeper (off in tests)', () => {
    expect(loadConfig({}).cart).toEqual({
      holdMs: 15 * 60_000,
      waitingListOfferMs: 30 * 60_000,
      maxPlacesPerOrder: 10,
      perAddress: { sharePercent: 10, minPlaces: 20, newCarts: 60, newCartsWindowMs: 15 * 60_000 },
      sweepIntervalMs: 30_000,
      sweepBatch: 500,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).cart.sweepIntervalMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).cart.perAddress).toMatchObject({ sharePercent: 0, newCarts: 0 });
    expect(
      loadConfig({
        HOLD_MINUTES: '5',
        MAX_SEATS_PER_ORDER: '4',
        HOLD_SWEEP_SECONDS: '0',
        HOLD_SWEEP_BATCH: '50',
        WAITING_LIST_OFFER_MINUTES: '10',
        HOLD_SHARE_PER_ADDRESS_PERCENT: '5',
        HOLD_MIN_PER_ADDRESS: '8',
        HOLD_NEW_CARTS_PER_ADDRESS: '0',
        HOLD_NEW_CARTS_WINDOW_MINUTES: '30',
      }).cart,
    ).toEqual({
      holdMs: 5 * 60_000,
      waitingListOfferMs: 10 * 60_000,
      maxPlacesPerOrder: 4,
      perAddress: { sharePercent: 5, minPlaces: 8, newCarts: 0, newCartsWindowMs: 30 * 60_000 },
      sweepIntervalMs: 0,
      sweepBatch: 50,
    });
    for (const env of [
      { HOLD_MINUTES: '0' },
      { MAX_SEATS_PER_ORDER: '101' },
      { HOLD_SWEEP_SECONDS: '-1' },
      { WAITING_LIST_OFFER_MINUTES: '0' },
      { HOLD_SHARE_PER_ADDRESS_PERCENT: '101' },
      { HOLD_SHARE_PER_ADDRESS_PERCENT: '-1' },
      { HOLD_MIN_PER_ADDRESS: '0' },
      { HOLD_NEW_CARTS_PER_ADDRESS: 'many' },
      { HOLD_NEW_CARTS_WINDOW_MINUTES: '0' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), SANDBOX_PAYMENTS: 'on' })
        .cookieSecure,
    ).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: '1' }).cookieSecure).toBe(true);
  });

  it('refuses the sandbox (test) bank in production unless SANDBOX_PAYMENTS=on; elsewhere it is on by default', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    for (const env of [
      production,
      { ...production, SANDBOX_PAYMENTS: '' },
      { ...production, PAYMENT_PROVIDER: 'sandbox' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        /sandbox payment provider.+NODE_ENV=production.+SANDBOX_PAYMENTS=on/,
      );
    }
    expect(() => loadConfig({ ...production, SANDBOX_PAYMENTS: 'off' })).toThrow(/SANDBOX_PAYMENTS=off/);
    expect(loadConfig({ ...production, SANDBOX_PAYMENTS: 'on' }).payments.provider).toBe('sandbox');
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('sandbox');
    expect(() => loadConfig({ SANDBOX_PAYMENTS: 'off' })).toThrow(/SANDBOX_PAYMENTS=off/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ SANDBOX_PAYMENTS: 'maybe' })).toThrow(/SANDBOX_PAYMENTS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT'],
    [{ API_PORT: '70000' }, 'API_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_SITE_URL: 'afisha.example' }, 'PUBLIC_SITE_URL'],
    [{ CATALOGUE_CACHE_SECONDS: '-1' }, 'CATALOGUE_CACHE_SECONDS'],
    [{ PLACES_STATUS_SNAPSHOT_MS: '60000' }, 'PLACES_STATUS_SNAPSHOT_MS'],
    [{ REDIS_KEY_PREFIX: 'with space' }, 'REDIS_KEY_PREFIX'],
    [{ PUBLIC_SITE_URL: 'javascript:alert(1)' }, 'PUBLIC_SITE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'on' }, 'SESSION_SECRET'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SMTP_USER: 'u', SMTP_PASSWORD: 'p' }, 'SMTP_HOST'],
    [{ ACCESS_TOKEN_MINUTES: '0' }, 'ACCESS_TOKEN_MINUTES'],
    [{ LOGIN_FAILURES_PER_ACCOUNT: 'many' }, 'LOGIN_FAILURES_PER_ACCOUNT'],
    [{ LOGIN_FAILURES_PER_DEVICE: '0' }, 'LOGIN_FAILURES_PER_DEVICE'],
    [{ LOGIN_LOCKOUT_MAX_MINUTES: 'forever' }, 'LOGIN_LOCKOUT_MAX_MINUTES'],
    [{ KNOWN_DEVICE_DAYS: '-1' }, 'KNOWN_DEVICE_DAYS'],
  ])('refuses %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });
});

describe('loadConfig: ticket PDFs', () => {
  it('renders on one or two threads with a queue of 20 and 10 PDFs a minute per client by default', () => {
    const { ticketPdf } = loadConfig({});
    expect(ticketPdf.threads).toBeGreaterThanOrEqual(1);
    expect(ticketPdf.threads).toBeLessThanOrEqual(2);
    expect(ticketPdf).toMatchObject({ maxQueued: 20, rateLimit: { max: 10, timeWindowMs: 60_000 } });
  });

  it('reads TICKET_PDF_THREADS, TICKET_PDF_QUEUE and TICKET_PDF_RATE_LIMIT_MAX', () => {
    const config = loadConfig({
      TICKET_PDF_THREADS: '3',
      TICKET_PDF_QUEUE: '0',
      TICKET_PDF_RATE_LIMIT_MAX: '4',
    });
    expect(config.ticketPdf).toEqual({
      threads: 3,
      maxQueued: 0,
      rateLimit: { max: 4, timeWindowMs: 60_000 },
    });
  });

  it.each([
    [{ TICKET_PDF_THREADS: '0' }, 'TICKET_PDF_THREADS'],
    [{ TICKET_PDF_QUEUE: '-1' }, 'TICKET_PDF_QUEUE'],
    [{ TICKET_PDF_RATE_LIMIT_MAX: 'many' }, 'TICKET_PDF_RATE_LIMIT_MAX'],
  ])('refuses %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });
});

describe('loadConfig: media', () => {
  it('keeps media in MEDIA_DIR until a bucket is named', () => {
    expect(loadConfig({ MEDIA_DIR: '/srv/media', MEDIA_S3_BUCKET: '' }).media).toEqual({
      kind: 'local',
      dir: '/srv/media',
    });
  });

  it('reads an S3-compatible bucket: path style by default with an endpoint, keys together', () => {
    const config = loadConfig({
      MEDIA_S3_BUCKET: 'afisha-media',
      MEDIA_S3_ENDPOINT: 'https://storage.yandexcloud.net',
      MEDIA_S3_REGION: 'ru-central1',
      MEDIA_S3_ACCESS_KEY_ID: 'key-id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.media).toEqual({
      kind: 's3',
      bucket: 'afisha-media',
      endpoint: 'https://storage.yandexcloud.net',
      region: 'ru-central1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
  });

  it("on AWS itself: us-east-1, virtual-hosted names, the SDK's own credentials unless told", () => {
    expect(loadConfig({ MEDIA_S3_BUCKET: 'afisha-media' }).media).toEqual({
      kind: 's3',
      bucket: 'afisha-media',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
    expect(
      loadConfig({ MEDIA_S3_BUCKET: 'afisha-media', MEDIA_S3_FORCE_PATH_STYLE: 'on' }).media,
    ).toMatchObject({ forcePathStyle: true });
  });

  it.each([
    [{ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }, /MEDIA_S3_ENDPOINT is set without MEDIA_S3_BUCKET/],
    [{ MEDIA_S3_BUCKET: 'Bad_Bucket' }, /MEDIA_S3_BUCKET must be a bucket name/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'ftp://x' }, /MEDIA_S3_ENDPOINT must be/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'EU West' }, /MEDIA_S3_REGION must be/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_FORCE_PATH_STYLE: 'maybe' }, /MEDIA_S3_FORCE_PATH_STYLE/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'id' }, /go together/],
  ])('refuses %j with a readable message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
