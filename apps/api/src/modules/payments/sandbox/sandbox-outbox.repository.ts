// Owns the SQL of the sandbox bank's outbox (table sandbox_notifications): queue a notification,
// claim due ones for one attempt, and settle the attempt. A claim is one statement that takes rows
// nobody else is claiming (FOR UPDATE SKIP LOCKED), counts the attempt and moves `due_at` to the end
// of a lease, so two API processes never send one notification at the same moment, and a process
// that dies mid-send leaves it to be retried when the lease ends. Settling is guarded by the attempt
// number: a sender whose lease ran out cannot overwrite the schedule of the one that took over.
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../cart/cart.sql.ts';

export type ClaimedNotification = { id: number; body: string; attempts: number };

export type SandboxOutboxRepository = {
  /** Queues a notification already claimed for its first attempt (so no poller takes it meanwhile). */
  enqueue(body: string, now: Date, leaseUntil: Date): Promise<ClaimedNotification>;
  /** Due notifications, at most `limit`, each with its attempt counted and leased until `leaseUntil`. */
  claim(input: { now: Date; leaseUntil: Date; limit: number }): Promise<ClaimedNotification[]>;
  delivered(id: number): Promise<void>;
  retryAt(claimed: ClaimedNotification, dueAt: Date): Promise<void>;
  giveUp(claimed: ClaimedNotification, now: Date): Promise<void>;
  /** Notifications not yet answered 2xx and not given up. */
  waiting(): Promise<number>;
};

export function createSandboxOutboxRepository(db: Db): SandboxOutboxRepository {
  return {
    async enqueue(body, now, leaseUntil) {
      const { rows } = await db.execute<{ id: number }>(sql`
        INSERT INTO sandbox_notifications (body, attempts, due_at, created_at)
        VALUES (${body}, 1, ${at(leaseUntil)}, ${at(now)})
        RETURNING id`);
      return { id: Number(rows[0]?.id), body, attempts: 1 };
    },

    async claim({ now, leaseUntil, limit }) {
      const { rows } = await db.execute<{ id: number; body: string; attempts: number }>(sql`
        UPDATE sandbox_notifications SET attempts = attempts + 1, due_at = ${at(leaseUntil)}
        WHERE id IN (
          SELECT id FROM sandbox_notifications
          WHERE given_up_at IS NULL AND due_at <= ${at(now)}
          ORDER BY due_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, body, attempts`);
      return rows
        .map((row) => ({ id: Number(row.id), body: row.body, attempts: Number(row.attempts) }))
        .sort((a, b) => a.id - b.id);
    },

    async delivered(id) {
      await db.execute(sql`DELETE FROM sandbox_notifications WHERE id = ${id}`);
    },

    async retryAt(claimed, dueAt) {
      await db.execute(sql`
        UPDATE sandbox_notifications SET due_at = ${at(dueAt)}
        WHERE id = ${claimed.id} AND attempts = ${claimed.attempts}`);
    },

    async giveUp(claimed, now) {
      await db.execute(sql`
        UPDATE sandbox_notifications SET given_up_at = ${at(now)}
        WHERE id = ${claimed.id} AND attempts = ${claimed.attempts}`);
    },

    async waiting() {
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM sandbox_notifications WHERE given_up_at IS NULL`,
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
