// Owns the sandbox bank's own state: its outbox of signed payment notifications, the payments whose first
// refund it refuses, and its book of refunds. The sandbox is the test bank that lives in the API (apps/api/src/modules/payments/sandbox); a
// notification queued here survives a crash of the API and is sent by whichever API process claims it first.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, kopecks } from './columns.js';
import { outboxTable } from './outbox.js';

/** One notification the bank owes our callback (its exact JSON body, signed afresh at each attempt). */
export const sandboxNotifications = outboxTable('sandbox_notifications');

/**
 * A payment made with the test card whose first refund the bank refuses (4000 0000 0000 0119): the row is taken
 * (deleted) by that refusal, so the next refund of the payment goes through. The bank's own ids, not our payments
 * table's: the sandbox stands for a third party and keeps its records apart.
 */
export const sandboxRefundRefusals = pgTable('sandbox_refund_refusals', {
  providerPaymentId: text('provider_payment_id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Every refund the sandbox bank has made or refused, as a real acquirer keeps them: one row per idempotency key (a
 * request sent again with its key gets the same refund back, never a second one), and the succeeded ones of a
 * payment never add up to more than it was paid (the bank checks under a lock on the payment's id).
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    providerRefundId: text('provider_refund_id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique('sandbox_refunds_idempotency_key_uq'),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountKopecks: kopecks('amount_kopecks').notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_refunds_payment_idx').on(t.providerPaymentId),
    check('sandbox_refunds_amount_ck', sql`${t.amountKopecks} > 0`),
    check('sandbox_refunds_status_ck', sql`${t.status} IN ('succeeded', 'failed')`),
  ],
);
