// Owns the sandbox bank's own state: its outbox of signed payment notifications. The sandbox is the
// test bank that lives in the API (apps/api/src/modules/payments/sandbox); a notification queued here
// survives a crash of the API and is sent by whichever API process claims it first.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.js';

/**
 * One notification the bank owes our callback, until it is answered 2xx (then the row goes).
 * `due_at` is when the next attempt may start; a poller claims due rows with
 * FOR UPDATE SKIP LOCKED and moves `due_at` past the attempt (the claim is a lease: a process that
 * dies mid-send leaves the row to be retried at that time). After the last attempt the row stays,
 * with `given_up_at`, for inspection.
 */
export const sandboxNotifications = pgTable(
  'sandbox_notifications',
  {
    id: id(),
    /** The exact JSON body; it is signed afresh at each attempt. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamptz('due_at').notNull(),
    givenUpAt: timestamptz('given_up_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_notifications_due_idx').on(t.dueAt).where(sql`${t.givenUpAt} IS NULL`),
    check('sandbox_notifications_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);
