// Waiting in tests for what shows that something happened, instead of sleeping for a time it usually takes: another
// connection blocked on a lock (PostgreSQL), and a later account mail that has gone the whole background way.
import { randomUUID } from 'node:crypto';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { expect, vi } from 'vitest';
import { type AccountsTestApp, GOOD_PASSWORD, send } from './accounts.ts';
import type { ReceivedMail } from './test-smtp.ts';

/** Connections of this database waiting for a lock now (PostgreSQL). */
export async function lockWaiters(db: Db): Promise<number> {
  const { rows } = await db.execute<{ waiting: number }>(sql`
    SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`);
  return rows[0]?.waiting ?? 0;
}

/** Resolves once another connection of this database waits for a lock (PostgreSQL). */
export async function someoneWaitsForALock(db: Db): Promise<void> {
  await vi.waitFor(async () => expect(await lockWaiters(db)).toBeGreaterThan(0), {
    timeout: 10_000,
    interval: 20,
  });
}

/**
 * For "no mail was sent": account mails leave in the background (work after the answer, then the mail queue, then
 * SMTP), so no answer says that a mail wrongly owed to an earlier request has had its time to arrive. This signs a
 * new address up, whose confirmation goes that same way from a later start, and waits for it: a mail of anything
 * asked before it would have come first. Answers that later mail.
 */
export async function aLaterMail(t: AccountsTestApp): Promise<ReceivedMail> {
  const email = `later-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await send(t.app, '/auth/registration', { email, password: GOOD_PASSWORD, name: 'Later' });
  expect(answer.status).toBe(201);
  return t.smtp.nextMailTo(email);
}
