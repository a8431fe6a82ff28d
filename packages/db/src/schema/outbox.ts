// Owns the shape of a table-backed outbox (the API's lib/outbox.ts works on any table of this shape): one row per
// message owed to someone, until it is delivered (then the row goes). `due_at` is when the next attempt may start; a
// poller claims due rows with FOR UPDATE SKIP LOCKED and moves `due_at` past the attempt (the claim is a lease: a
// process that dies mid-send leaves the row to be retried at that time). After the last attempt the row stays, with
// `given_up_at`, for inspection. The outboxes themselves are declared where their messages belong.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.js';

export function outboxTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: id(),
      body: text('body').notNull(),
      attempts: integer('attempts').notNull().default(0),
      dueAt: timestamptz('due_at').notNull(),
      givenUpAt: timestamptz('given_up_at'),
      createdAt: createdAt(),
    },
    (t) => [
      index(`${name}_due_idx`).on(t.dueAt).where(sql`${t.givenUpAt} IS NULL`),
      check(`${name}_attempts_ck`, sql`${t.attempts} >= 0`),
    ],
  );
}
