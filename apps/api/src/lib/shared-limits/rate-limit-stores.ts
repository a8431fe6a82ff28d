// Owns the stores of @fastify/rate-limit's counters beyond its in-memory default (which the embedded single process
// keeps): with Redis, the plugin's own RedisStore behind a failover to the plugin's own LocalStore while Redis is
// unreachable (redis-failover.ts); without Redis on PostgreSQL, a counter table (rate_limit_counters) with one atomic
// upsert per request. Both follow the plugin's store interface: `incr` counts a request and answers the count and the
// window's time left, `read` only looks, `child` makes the store of a route with limits of its own (the strict
// preset, the ticket PDFs), whose keys get a namespace of that route so its counters never meet the global ones.
import { createRequire } from 'node:module';
import { type Db, rateLimitCounters } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock.ts';
import type { RedisClient } from '../redis.ts';
import type { RedisFailover } from './redis-failover.ts';

export const RATE_NAMESPACE = 'limits:rate:';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/**
 * What the plugin hands a store: its options merged with a route's (routeInfo: the route; empty for a manual
 * limiter). The plugin's declarations type `child`'s argument as the route itself, which it is not: hence the
 * stores below are cast to the plugin's constructor type instead of declared to implement its store interface.
 */
type StoreParams = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};
/** The plugin's stores as the plugin uses them (they come without type declarations of their own). */
type PluginStore = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(params: StoreParams): PluginStore;
};

const require = createRequire(import.meta.url);
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: RedisClient,
  key: string,
) => PluginStore = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => PluginStore = require('@fastify/rate-limit/store/LocalStore.js');

/** A route's namespace: its method and URL, as the plugin's RedisStore does; "manual" for createRateLimit's. */
function routeNamespace(params: StoreParams): string {
  const route = params.routeInfo;
  return route?.url ? `${String(route.method)}${route.url}-` : 'manual-';
}

const settle = (work: Promise<Counted>, callback: Callback) => {
  work.then(
    (result) => callback(null, result),
    (error: Error) => callback(error),
  );
};

const call = (store: PluginStore, method: 'incr' | 'read', key: string, timeWindow: number, max: number) =>
  new Promise<Counted>((resolve, reject) => {
    store[method](
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      timeWindow,
      max,
    );
  });

/** Redis's counters (the plugin's RedisStore under `limits:rate:`), this process's memory while Redis is down. */
export function redisRateLimitStore(redis: RedisClient, failover: RedisFailover): FastifyRateLimitStoreCtor {
  class FailoverStore {
    constructor(
      private readonly shared: PluginStore,
      private readonly local: PluginStore,
    ) {}
    private run(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      settle(
        failover.use(
          () => call(this.shared, method, key, timeWindow, max),
          () => call(this.local, method, key, timeWindow, max),
        ),
        callback,
      );
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.run('incr', key, callback, timeWindow, max);
    }
    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.run('read', key, callback, timeWindow, max);
    }
    child(params: StoreParams): FailoverStore {
      return new FailoverStore(this.shared.child(params), this.local.child(params));
    }
  }
  return class extends FailoverStore {
    constructor(params: StoreParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, RATE_NAMESPACE),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * PostgreSQL's counters: a fixed window per key that starts with its first request, counted by one upsert (a new
 * window when the last one ended), so every process on the database counts together and a restart keeps the counts.
 */
export function postgresRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  class PostgresStore {
    constructor(private readonly namespace: string) {}
    incr(key: string, callback: Callback, timeWindow: number) {
      const now = clock.now().toISOString();
      const work = db
        .execute<{ hits: number; ttl: number }>(sql`
          INSERT INTO ${rateLimitCounters} AS c (key, hits, expires_at)
          VALUES (${this.namespace + key}, 1, ${now}::timestamptz + ${timeWindow} * interval '1 millisecond')
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN c.expires_at <= ${now} THEN 1 ELSE c.hits + 1 END,
            expires_at = CASE WHEN c.expires_at <= ${now} THEN excluded.expires_at ELSE c.expires_at END
          RETURNING c.hits, ceil(extract(epoch FROM c.expires_at - ${now}::timestamptz) * 1000)::integer AS ttl`)
        .then(({ rows }) => counted(rows[0]));
      settle(work, callback);
    }
    read(key: string, callback: Callback) {
      const now = clock.now().toISOString();
      const work = db
        .execute<{ hits: number; ttl: number }>(sql`
          SELECT hits, ceil(extract(epoch FROM expires_at - ${now}::timestamptz) * 1000)::integer AS ttl
          FROM ${rateLimitCounters} WHERE key = ${this.namespace + key} AND expires_at > ${now}`)
        .then(({ rows }) => counted(rows[0]));
      settle(work, callback);
    }
    child(params: StoreParams): PostgresStore {
      return new PostgresStore(this.namespace + routeNamespace(params));
    }
  }
  return class extends PostgresStore {
    constructor() {
      super(RATE_NAMESPACE);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

const counted = (row: { hits: number; ttl: number } | undefined): Counted =>
  row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
