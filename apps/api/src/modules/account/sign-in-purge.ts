// Owns deleting what is left of ended sign-ins, in batches, from a timer in the API process
// (ACCOUNT_PURGE_MINUTES, ACCOUNT_PURGE_BATCH; lib/batch-job.ts): cookie sessions, mail links (sign-up, reset,
// e-mail change) and refresh-token families, each only a day (GRACE_MS) after it ended, so nothing that could
// still answer a request goes: an access token of a revoked family (60 minutes at most) is long expired by then.
//
// - A session goes when it expired (idle or absolute) — but not while a cart still points at it: carts are the
//   cart module's (their holds, lines and orders), and deleting the session would delete the cart.
// - A mail link goes when it expired or was used (older links are marked used when a newer one is sent).
// - A refresh-token family goes whole, never a row of a live one (a rotated row is how a reused token is caught,
//   and the family's first row dates its absolute lifetime): when its newest token expired, or it was revoked.
//
// Safe with several API processes: sessions and links are taken with SKIP LOCKED; two deletes of the same family
// simply find fewer rows.
import { carts, type Db, emailTokens, refreshTokens, sessions } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { FastifyBaseLogger } from 'fastify';
import { type BatchJob, createBatchJob } from '../../lib/batch-job.ts';
import type { Clock } from '../../lib/clock.ts';

/** How long after its end a row stays. */
export const GRACE_MS = 24 * 60 * 60 * 1000;

export type PurgeCounts = { sessions: number; emailTokens: number; refreshFamilies: number };

/** One batch: up to `batch` sessions, mail links and refresh-token families that ended before `cutoff`. */
export async function purgeEndedSignIns(db: Db, cutoff: Date, batch: number): Promise<PurgeCounts> {
  const before = cutoff.toISOString();
  const purgedSessions = await db.execute(sql`
    DELETE FROM ${sessions} WHERE id IN (
      SELECT s.id FROM ${sessions} s
      WHERE s.expires_at < ${before}
        AND NOT EXISTS (SELECT 1 FROM ${carts} c WHERE c.session_id = s.id)
      LIMIT ${batch} FOR UPDATE OF s SKIP LOCKED)
    RETURNING 1`);
  const purgedLinks = await db.execute(sql`
    DELETE FROM ${emailTokens} WHERE id IN (
      SELECT id FROM ${emailTokens}
      WHERE expires_at < ${before} OR used_at < ${before}
      LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    RETURNING 1`);
  const purgedFamilies = await db.execute(sql`
    WITH ended AS (
      SELECT family_id FROM ${refreshTokens}
      GROUP BY family_id
      HAVING max(expires_at) < ${before} OR max(revoked_at) < ${before}
      LIMIT ${batch}),
    gone AS (
      DELETE FROM ${refreshTokens} WHERE family_id IN (SELECT family_id FROM ended) RETURNING family_id)
    SELECT DISTINCT family_id FROM gone`);
  return {
    sessions: purgedSessions.rows.length,
    emailTokens: purgedLinks.rows.length,
    refreshFamilies: purgedFamilies.rows.length,
  };
}

export function createSignInPurge(deps: {
  db: Db;
  clock: Clock;
  intervalMs: number;
  batch: number;
  log: FastifyBaseLogger;
}): BatchJob<PurgeCounts> {
  return createBatchJob({
    name: 'sign-in purge',
    intervalMs: deps.intervalMs,
    batch: deps.batch,
    step: (batch) => purgeEndedSignIns(deps.db, new Date(deps.clock.now().getTime() - GRACE_MS), batch),
    log: deps.log,
  });
}
