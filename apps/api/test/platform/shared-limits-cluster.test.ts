// [PLATFORM] Limits shared by every API process (issue 19): two apps on one database — and one Redis, for the Redis
// backend — count the same client's requests and the same address's failed sign-ins, as two processes behind a load
// balancer must (before, each process had its own tries: 20 strict requests instead of 10, 10 wrong passwords
// instead of 5). A third app built after one closed (a restart) still refuses. The PostgreSQL backend needs a
// PostgreSQL server (DATABASE_URL; with PGlite the embedded single process keeps its limits in memory, by design);
// the Redis backend a Redis (skipped without one unless E2E_REQUIRED=1). And an unreachable Redis loosens the
// limits to each process's memory without failing a request.
import { createTestDatabase, type Database } from '@afisha/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { send } from '../helpers/accounts.ts';
import { describeWithRedis, redisPrefix, testRedisUrl } from '../helpers/redis.ts';
import { startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const STRICT_MAX = 10;
const FAILURES_MAX = 5;
const WRONG = 'Wrong-password-0';

const lowLimits = (config: Config): Config => ({
  ...config,
  rateLimit: { ...config.rateLimit, strict: { max: STRICT_MAX, timeWindowMs: 60_000 } },
  accounts: {
    ...config.accounts,
    limits: { ...config.accounts.limits, loginFailuresPerAccount: FAILURES_MAX },
  },
});

/** One API process of the cluster: its own app on the shared database (and Redis). */
const startProcess = (database: Database, redis: Redis | null) =>
  createTestApp({
    database,
    redis,
    config: lowLimits,
    extend(app) {
      app.get('/api/v1/test/sensitive', { config: { rateLimit: app.rateLimits.strict } }, async () => ({
        ok: true,
      }));
    },
  });

const strict = (t: TestApp, ip: string) =>
  t.app.inject({ url: '/api/v1/test/sensitive', remoteAddress: ip }).then((response) => response.statusCode);

const wrongSignIn = async (t: TestApp, email: string, ip: string) => {
  const session = await startSession(t.app);
  return (await send(t.app, '/account/login', { email, password: WRONG }, { session, ip })).status;
};

function clusterContract(shared: () => { database: Database; redis: Redis | null }) {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const { database, redis } = shared();
    a = await startProcess(database, redis);
    b = await startProcess(database, redis);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('refuses the 11th strict request alternating between two processes, and after a restart', async () => {
    const ip = '198.51.100.71';
    for (let i = 0; i < STRICT_MAX; i += 1) expect(await strict(i % 2 ? a : b, ip)).toBe(200);
    expect(await strict(a, ip)).toBe(429);
    expect(await strict(b, ip)).toBe(429);
    // Another client is not affected.
    expect(await strict(a, '198.51.100.72')).toBe(200);

    await a.close();
    const { database, redis } = shared();
    a = await startProcess(database, redis);
    expect(await strict(a, ip)).toBe(429);
  });

  it('locks an address after 5 wrong passwords alternating between two processes, and after a restart', async () => {
    const email = `guessed-${shared().redis ? 'redis' : 'pg'}@example.com`;
    for (let i = 0; i < FAILURES_MAX; i += 1) {
      expect(await wrongSignIn(i % 2 ? a : b, email, `203.0.113.${10 + i}`)).toBe(400);
    }
    expect(await wrongSignIn(a, email, '203.0.113.30')).toBe(429);
    expect(await wrongSignIn(b, email, '203.0.113.31')).toBe(429);

    await b.close();
    const { database, redis } = shared();
    b = await startProcess(database, redis);
    expect(await wrongSignIn(b, email, '203.0.113.32')).toBe(429);
  });
}

describe.runIf(process.env.DATABASE_URL)('limits on PostgreSQL (no Redis)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  clusterContract(() => ({ database, redis: null }));
});

describeWithRedis('limits in Redis', () => {
  let database: Database;
  let redis: Redis;
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = new Redis(testRedisUrl, { keyPrefix: redisPrefix('limits-cluster') });
  });
  afterAll(async () => {
    const prefix = redis.options.keyPrefix ?? '';
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    redis.disconnect();
    await database?.close();
  });
  clusterContract(() => ({ database, redis }));
});
