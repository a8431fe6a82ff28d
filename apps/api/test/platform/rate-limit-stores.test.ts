// [PLATFORM] The rate-limit plugin's counters beyond its own memory (lib/shared-limits/rate-limit-stores.ts): on
// PostgreSQL, fixed windows counted atomically by every process on the database, a namespace per route with limits
// of its own, `read` that only looks, and the sweep of ended rows; in Redis, the plugin's own store shared by every
// process, and this process's memory while Redis is unreachable (nothing fails, the limits still hold per process).
import { createTestDatabase, type Database, rateLimitCounters } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepEndedLimits } from '../../src/lib/shared-limits/limits-sweep.ts';
import {
  postgresRateLimitStore,
  redisRateLimitStore,
} from '../../src/lib/shared-limits/rate-limit-stores.ts';
import { createRedisFailover } from '../../src/lib/shared-limits/redis-failover.ts';
import { describeWithRedis, redisPrefix, testRedisUrl } from '../helpers/redis.ts';
import { manualClock } from '../helpers/test-app.ts';

const MINUTE = 60_000;

type Counted = { current: number; ttl: number };
/** The plugin's view of a store: made from its options, counting through callbacks. */
type Store = {
  incr(
    key: string,
    callback: (error: Error | null, result?: Counted) => void,
    timeWindow: number,
    max: number,
  ): void;
  read(
    key: string,
    callback: (error: Error | null, result?: Counted) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(options: object): Store;
};
const make = (Ctor: FastifyRateLimitStoreCtor) => new Ctor({}) as unknown as Store;
const asPromise =
  (method: 'incr' | 'read') =>
  (store: Store, key: string, timeWindow = MINUTE) =>
    new Promise<Counted>((resolve, reject) => {
      store[method](
        key,
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        timeWindow,
        10,
      );
    });
const incr = asPromise('incr');
const read = asPromise('read');
const route = (method: string, url: string) => ({ routeInfo: { method, url } });

const silentLog = { warn() {}, info() {} };

describe('PostgreSQL rate-limit store', () => {
  let database: Database;
  const clock = manualClock();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts a fixed window from the first request, then starts a new one', async () => {
    const store = make(postgresRateLimitStore(database.db, clock));
    expect(await incr(store, '198.51.100.1')).toEqual({ current: 1, ttl: MINUTE });
    clock.advance(20_000);
    expect(await incr(store, '198.51.100.1')).toEqual({ current: 2, ttl: 40_000 });
    expect(await read(store, '198.51.100.1')).toEqual({ current: 2, ttl: 40_000 });
    expect(await read(store, '198.51.100.2')).toEqual({ current: 0, ttl: 0 });
    clock.advance(40_000);
    expect(await read(store, '198.51.100.1')).toEqual({ current: 0, ttl: 0 });
    expect(await incr(store, '198.51.100.1')).toEqual({ current: 1, ttl: MINUTE });
  });

  it('counts the requests of two processes at the same moment, each once', async () => {
    const one = make(postgresRateLimitStore(database.db, clock));
    const other = make(postgresRateLimitStore(database.db, clock));
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => incr(i % 2 ? one : other, '198.51.100.3')),
    );
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("keeps a route's own counters apart from the global ones and from another route's", async () => {
    const global = make(postgresRateLimitStore(database.db, clock));
    const login = global.child(route('POST', '/api/v1/account/login'));
    const promo = global.child(route('POST', '/api/v1/cart/check_promo'));
    const manual = global.child({ routeInfo: {} });
    await incr(global, '198.51.100.4');
    await incr(global, '198.51.100.4');
    expect((await incr(login, '198.51.100.4')).current).toBe(1);
    expect((await incr(login, '198.51.100.4')).current).toBe(2);
    expect((await incr(promo, '198.51.100.4')).current).toBe(1);
    expect((await incr(manual, '198.51.100.4')).current).toBe(1);
    expect((await incr(global, '198.51.100.4')).current).toBe(3);
  });

  it('sweeps the rows whose window ended, and only those', async () => {
    const sweepClock = manualClock(new Date('2031-01-01T00:00:00Z'));
    const store = make(postgresRateLimitStore(database.db, sweepClock)).child(route('GET', '/sweep'));
    await incr(store, 'ended', 1_000);
    await incr(store, 'live', 10 * MINUTE);
    sweepClock.advance(2_000);
    const swept = await sweepEndedLimits(database.db, sweepClock.now(), 100);
    expect(swept.rateLimitCounters).toBeGreaterThanOrEqual(1);
    const { rows } = await database.db.execute<{ key: string }>(
      sql`SELECT key FROM ${rateLimitCounters} WHERE key LIKE '%/sweep-%' ORDER BY key`,
    );
    expect(rows.map((row) => row.key)).toEqual(['limits:rate:GET/sweep-live']);
  });
});

describeWithRedis('Redis rate-limit store', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl, { keyPrefix: redisPrefix('rate') });
  });
  afterAll(async () => {
    const prefix = redis.options.keyPrefix ?? '';
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    redis.disconnect();
  });

  it("is the plugin's store under limits:rate:, shared by two processes, a namespace per route", async () => {
    const one = make(redisRateLimitStore(redis, createRedisFailover(redis, silentLog)));
    const other = make(redisRateLimitStore(redis, createRedisFailover(redis, silentLog)));
    await Promise.all(Array.from({ length: 6 }, (_, i) => incr(i % 2 ? one : other, '198.51.100.5')));
    const seventh = await incr(one, '198.51.100.5');
    expect(seventh.current).toBe(7);
    expect(seventh.ttl).toBeGreaterThan(MINUTE - 5_000);
    expect(await redis.get('limits:rate:198.51.100.5')).toBe('7');
    const login = other.child(route('POST', '/api/v1/account/login'));
    expect((await incr(login, '198.51.100.5')).current).toBe(1);
    expect(await redis.get('limits:rate:POST/api/v1/account/login-198.51.100.5')).toBe('1');
  });
});

describe('Redis rate-limit store while Redis is unreachable', () => {
  it("counts in this process's memory, answering at once, and warns once", async () => {
    // Nothing listens on port 1: the connection never becomes ready.
    const dead = new Redis('redis://127.0.0.1:1', { connectTimeout: 200, maxRetriesPerRequest: 1 });
    dead.on('error', () => {});
    const warnings: string[] = [];
    const log = {
      warn(_: object, message: string) {
        warnings.push(message);
      },
      info() {},
    };
    try {
      const store = make(redisRateLimitStore(dead, createRedisFailover(dead, log))).child(
        route('POST', '/api/v1/account/login'),
      );
      const started = Date.now();
      for (let i = 1; i <= 12; i += 1) expect((await incr(store, '198.51.100.6')).current).toBe(i);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(warnings).toEqual([
        'shared limits: Redis unreachable, each process limits from its own memory meanwhile',
      ]);
    } finally {
      dead.disconnect();
    }
  });
});
