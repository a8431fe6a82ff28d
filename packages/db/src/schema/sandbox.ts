// Owns the sandbox bank's own state: its outbox of signed payment notifications. The sandbox is the
// test bank that lives in the API (apps/api/src/modules/payments/sandbox); a notification queued here
// survives a crash of the API and is sent by whichever API process claims it first.
import { outboxTable } from './outbox.js';

/** One notification the bank owes our callback (its exact JSON body, signed afresh at each attempt). */
export const sandboxNotifications = outboxTable('sandbox_notifications');
