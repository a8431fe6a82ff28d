// Owns deleting the PostgreSQL limits' ended rows (rate_limit_counters, attempt_limits) in batches from a timer in
// the API process (lib/batch-job.ts): a row whose `expires_at` has passed is never read again (a new window or state
// replaces it in place), so the sweep only keeps the tables small. Safe with several processes (SKIP LOCKED).
import { attemptLimits, type Db, rateLimitCounters } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { FastifyBaseLogger } from 'fastify';
import { type BatchJob, createBatchJob } from '../batch-job.ts';
import type { Clock } from '../clock.ts';

export const SWEEP_INTERVAL_MS = 60_000;
export const SWEEP_BATCH = 5_000;

export type SweepCounts = { rateLimitCounters: number; attemptLimits: number };

/** One batch: up to `batch` rows of each table that ended before `now`. */
export async function sweepEndedLimits(db: Db, now: Date, batch: number): Promise<SweepCounts> {
  const before = now.toISOString();
  const counters = await db.execute(sql`
    DELETE FROM ${rateLimitCounters} WHERE key IN (
      SELECT key FROM ${rateLimitCounters} WHERE expires_at < ${before} LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    RETURNING 1`);
  const attempts = await db.execute(sql`
    DELETE FROM ${attemptLimits} WHERE key IN (
      SELECT key FROM ${attemptLimits} WHERE expires_at < ${before} LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    RETURNING 1`);
  return { rateLimitCounters: counters.rows.length, attemptLimits: attempts.rows.length };
}

export function createLimitsSweep(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}): BatchJob<SweepCounts> {
  return createBatchJob({
    name: 'limits sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    batch: SWEEP_BATCH,
    step: (batch) => sweepEndedLimits(deps.db, deps.clock.now(), batch),
    log: deps.log,
  });
}
