// Owns attempt state in PostgreSQL (table attempt_limits), shared by every API process on the database when no
// Redis is configured, and kept across restarts. An update locks the key's row (made first when missing) for the
// length of one short transaction, so two processes counting the same key at once take turns and both count.
// Expired rows are ignored on reading and deleted by the limits sweep (limits-sweep.ts).
import { attemptLimits, type Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { AttemptStateStore } from './attempt-limiter.ts';
import type { AttemptState } from './attempt-rules.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function createPostgresAttemptState(db: Db): AttemptStateStore {
  return {
    async read(key, now) {
      const { rows } = await db.execute<{ state: AttemptState }>(sql`
        SELECT state FROM ${attemptLimits} WHERE key = ${key} AND expires_at > ${iso(now)}`);
      return rows[0]?.state;
    },
    async update(key, now, next) {
      await db.transaction(async (tx) => {
        // Inserted as already expired when missing; either way the row is now locked until the commit.
        const { rows } = await tx.execute<{ state: AttemptState; live: boolean }>(sql`
          INSERT INTO ${attemptLimits} AS a (key, state, expires_at) VALUES (${key}, '{}', ${iso(now)})
          ON CONFLICT (key) DO UPDATE SET key = excluded.key
          RETURNING a.state, a.expires_at > ${iso(now)} AS live`);
        const row = rows[0];
        const state = next(row?.live ? row.state : undefined);
        await tx.execute(sql`
          UPDATE ${attemptLimits} SET state = ${JSON.stringify(state)}::jsonb, expires_at = ${iso(state.expiresAt)}
          WHERE key = ${key}`);
      });
    },
    async remove(key) {
      await db.execute(sql`DELETE FROM ${attemptLimits} WHERE key = ${key}`);
    },
  };
}
