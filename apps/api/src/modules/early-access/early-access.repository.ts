// Owns the SQL of early access: an event's keys (only their SHA-256 is stored), which sessions a key has unlocked an
// event for (session_event_access), and whether an event offers keys at all.
import { createHash } from 'node:crypto';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';

export const accessKeyHash = (key: string) => createHash('sha256').update(key.trim()).digest('hex');

export type EarlyAccessRepository = {
  /** The id of the event's key with this hash that has not expired, or null. */
  findKey(eventId: number, keyHash: string, now: Date): Promise<number | null>;
  grant(sessionId: string, eventId: number, keyId: number): Promise<void>;
  /** Whether the session has unlocked the event with a key that has not expired. */
  unlocked(sessionId: string, eventId: number, now: Date): Promise<boolean>;
  /** Whether the event has a key that has not expired (the seat map then offers the key field). */
  offersKeys(eventId: number, now: Date): Promise<boolean>;
};

export function createEarlyAccessRepository(db: Db): EarlyAccessRepository {
  const live = (now: Date) => sql`(k.expires_at IS NULL OR k.expires_at > ${at(now)})`;
  return {
    async findKey(eventId, keyHash, now) {
      const { rows } = await db.execute<{ id: number }>(sql`
        SELECT k.id FROM event_access_keys k WHERE k.event_id = ${eventId} AND k.key_hash = ${keyHash} AND ${live(now)}`);
      return rows[0] ? Number(rows[0].id) : null;
    },

    async grant(sessionId, eventId, keyId) {
      await db.execute(sql`
        INSERT INTO session_event_access (session_id, event_id, key_id) VALUES (${sessionId}, ${eventId}, ${keyId})
        ON CONFLICT (session_id, event_id) DO UPDATE SET key_id = excluded.key_id`);
    },

    async unlocked(sessionId, eventId, now) {
      const { rows } = await db.execute(sql`
        SELECT 1 FROM session_event_access a JOIN event_access_keys k ON k.id = a.key_id
        WHERE a.session_id = ${sessionId} AND a.event_id = ${eventId} AND ${live(now)}`);
      return rows.length > 0;
    },

    async offersKeys(eventId, now) {
      const { rows } = await db.execute(
        sql`SELECT 1 FROM event_access_keys k WHERE k.event_id = ${eventId} AND ${live(now)} LIMIT 1`,
      );
      return rows.length > 0;
    },
  };
}
