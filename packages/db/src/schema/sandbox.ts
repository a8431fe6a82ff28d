// Owns the sandbox bank's own state: its outbox of signed payment notifications, and the payments whose first
// refund it refuses. The sandbox is the test bank that lives in the API (apps/api/src/modules/payments/sandbox); a
// notification queued here survives a crash of the API and is sent by whichever API process claims it first.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
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
