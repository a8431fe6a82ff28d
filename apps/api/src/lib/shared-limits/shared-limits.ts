// Owns choosing where the limits live, so that every API process of a cluster counts the same requests and attempts
// and a restart forgets none (docs/operations.md, "Where limits live"):
// - Redis when REDIS_URL is set: the rate-limit plugin's own Redis store and attempt state under `limits:`, each
//   process falling back to its memory while Redis is unreachable (redis-failover.ts);
// - else PostgreSQL when the database is a PostgreSQL server (DATABASE_URL): tables rate_limit_counters and
//   attempt_limits, their ended rows swept by a timer;
// - else memory: the embedded single-process mode (PGlite), where one process is all there is.
// One start-up line says which.
import type { Database } from '@afisha/db';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { runWhileUp } from '../batch-job.ts';
import type { Clock } from '../clock.ts';
import type { RedisClient } from '../redis.ts';
import { type AttemptLimiter, type AttemptStateStore, createAttemptLimiter } from './attempt-limiter.ts';
import type { AttemptRules, AttemptState } from './attempt-rules.ts';
import { failoverAttemptState } from './failover-attempt-state.ts';
import { createLimitsSweep } from './limits-sweep.ts';
import { createMemoryAttemptState } from './memory-attempt-state.ts';
import { createPostgresAttemptState } from './postgres-attempt-state.ts';
import { postgresRateLimitStore, redisRateLimitStore } from './rate-limit-stores.ts';
import { createRedisAttemptState } from './redis-attempt-state.ts';
import { createRedisFailover } from './redis-failover.ts';

export type SharedLimitsHome = 'redis' | 'postgresql' | 'memory (single process)';

export type SharedLimits = {
  home: SharedLimitsHome;
  /** The rate-limit plugin's store; undefined: the plugin's own in-memory store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  /** An attempt limiter named `name` (its keys' namespace) following `rules`, on the shared store. */
  attemptLimiter<S extends AttemptState>(name: string, rules: AttemptRules<S>): AttemptLimiter;
};

/** Picks the store for `app`'s limits; registers the start-up line and, on PostgreSQL, the sweep of ended rows. */
export function setUpSharedLimits(
  app: FastifyInstance,
  deps: { database: Database; redis: RedisClient | null; clock: Clock },
): SharedLimits {
  const { database, redis, clock } = deps;
  let home: SharedLimitsHome;
  let rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  let attempts: AttemptStateStore;
  if (redis) {
    const failover = createRedisFailover(redis, app.log);
    app.addHook('onClose', async () => failover.stop());
    home = 'redis';
    rateLimitStore = redisRateLimitStore(redis, failover);
    attempts = failoverAttemptState(createRedisAttemptState(redis), createMemoryAttemptState(), failover);
  } else if (database.kind === 'postgres') {
    home = 'postgresql';
    rateLimitStore = postgresRateLimitStore(database.db, clock);
    attempts = createPostgresAttemptState(database.db);
    runWhileUp(app, createLimitsSweep({ db: database.db, clock, log: app.log }));
  } else {
    home = 'memory (single process)';
    rateLimitStore = undefined;
    attempts = createMemoryAttemptState();
  }
  app.addHook('onReady', async () => app.log.info(`shared limits: ${home}`));
  return {
    home,
    rateLimitStore,
    attemptLimiter: (name, rules) => createAttemptLimiter(name, rules, attempts, clock),
  };
}
