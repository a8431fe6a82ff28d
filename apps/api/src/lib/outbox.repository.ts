// Owns the SQL of a table-backed outbox (tables of the shape id, body, attempts, due_at, given_up_at, created_at:
// sandbox_notifications, order_mails, waiting_list_mails): queue a message, claim due ones for one attempt, and settle the attempt. A
// claim is one statement that takes rows nobody else is claiming (FOR UPDATE SKIP LOCKED), counts the attempt and
// moves `due_at` to the end of a lease, so two API processes never deliver one message at the same moment, and a
// process that dies mid-delivery leaves it to be retried when the lease ends. Settling is guarded by the attempt
// number: a sender whose lease ran out cannot overwrite the schedule of the one that took over.
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from './sql-time.ts';

export type OutboxTable = 'sandbox_notifications' | 'order_mails' | 'waiting_list_mails';

export type OutboxMessage = { id: number; body: string; attempts: number };

export type OutboxRepository = {
  /** Queues a message already claimed for its first attempt (so no poller takes it meanwhile). */
  enqueue(body: string, now: Date, leaseUntil: Date): Promise<OutboxMessage>;
  /** Due messages, at most `limit`, each with its attempt counted and leased until `leaseUntil`. */
  claim(input: { now: Date; leaseUntil: Date; limit: number }): Promise<OutboxMessage[]>;
  delivered(id: number): Promise<void>;
  retryAt(claimed: OutboxMessage, dueAt: Date): Promise<void>;
  giveUp(claimed: OutboxMessage, now: Date): Promise<void>;
  /** Messages not yet delivered and not given up. */
  waiting(): Promise<number>;
};

export function createOutboxRepository(db: Db, tableName: OutboxTable): OutboxRepository {
  const table = sql.identifier(tableName);
  return {
    async enqueue(body, now, leaseUntil) {
      const { rows } = await db.execute<{ id: number }>(sql`
        INSERT INTO ${table} (body, attempts, due_at, created_at)
        VALUES (${body}, 1, ${at(leaseUntil)}, ${at(now)})
        RETURNING id`);
      return { id: Number(rows[0]?.id), body, attempts: 1 };
    },

    async claim({ now, leaseUntil, limit }) {
      const { rows } = await db.execute<{ id: number; body: string; attempts: number }>(sql`
        UPDATE ${table} SET attempts = attempts + 1, due_at = ${at(leaseUntil)}
        WHERE id IN (
          SELECT id FROM ${table}
          WHERE given_up_at IS NULL AND due_at <= ${at(now)}
          ORDER BY due_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, body, attempts`);
      return rows
        .map((row) => ({ id: Number(row.id), body: row.body, attempts: Number(row.attempts) }))
        .sort((a, b) => a.id - b.id);
    },

    async delivered(id) {
      await db.execute(sql`DELETE FROM ${table} WHERE id = ${id}`);
    },

    async retryAt(claimed, dueAt) {
      await db.execute(sql`
        UPDATE ${table} SET due_at = ${at(dueAt)}
        WHERE id = ${claimed.id} AND attempts = ${claimed.attempts}`);
    },

    async giveUp(claimed, now) {
      await db.execute(sql`
        UPDATE ${table} SET given_up_at = ${at(now)}
        WHERE id = ${claimed.id} AND attempts = ${claimed.attempts}`);
    },

    async waiting() {
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${table} WHERE given_up_at IS NULL`,
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
