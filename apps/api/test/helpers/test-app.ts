// Builds an app for one integration test file: its own migrated, empty database (PostgreSQL when
// DATABASE_URL is set, in-memory PGlite otherwise), a temporary media folder and a config that
// tests may override (e.g. low rate limits).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type Database } from '@afisha/db';
import type { FastifyServerOptions } from 'fastify';
import { type App, type BuildAppOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Clock } from '../../src/lib/clock.ts';

export type TestApp = {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

export type TestAppOptions = {
  config?: (config: Config) => Config;
  clock?: Clock;
  /** Routes added before the app is ready (to exercise platform helpers). */
  extend?: (app: App) => Promise<void> | void;
  /** Reuse a database instead of creating one (the caller closes it). */
  database?: Database;
  /** A Redis connection for what processes share (the caller closes it); none by default. */
  redis?: BuildAppOptions['redis'];
  /** Fastify logger option; silent by default. */
  logger?: FastifyServerOptions['logger'];
  /** Test-only replacements inside the app (the checkout's concurrency control). */
  testing?: BuildAppOptions['testing'];
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afisha-api-test-'));
  const base = roomyLimits(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  const config = options.config ? options.config(base) : base;
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    redis: options.redis,
    clock: options.clock,
    logger: options.logger ?? false,
    verifyResponses: true,
    compileResponsesOnFirstUse: true,
    testing: options.testing,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      // A mail the app handed to its sender just before closing may still be landing in the folder: retry.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

const ROOMY = 1_000_000;

/**
 * Every request of a test file comes from inject's one address (127.0.0.1), counted like any client's (no address
 * is exempt): the per-client limits get room here, and the tests of those limits set their own
 * (platform/rate-limit.test.ts, modules/account-limits.test.ts, …).
 */
function roomyLimits(config: Config): Config {
  const rule = { max: ROOMY, timeWindowMs: 60_000 };
  return {
    ...config,
    rateLimit: { global: rule, strict: rule },
    accounts: {
      ...config.accounts,
      limits: { ...config.accounts.limits, loginFailuresPerIp: ROOMY, mailsPerIp: ROOMY },
    },
  };
}

/** A clock tests move by hand. */
export function manualClock(start = new Date('2030-01-15T12:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}
