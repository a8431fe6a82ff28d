// Owns what follows a refund the provider confirmed (or one that needed no provider: a certificate's part, a free
// line), inside the transaction that records it: the buyer's notification, and the mail the refund's reason calls
// for, queued in the order-mail outbox (order-mails.ts). Shared by the automatic refunds of checkout and the box
// office's refunds.
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { notifyRefundDone } from '../notifications/notification-hooks.ts';
import type { OrderMailKind, OrderMailRef } from './order-mails.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** refunds.reason of the refunds a clerk makes at the box office (the SBP variants included). */
export const BOX_OFFICE_REFUND = 'box_office';

/** The mail that tells the buyer of a refund, by the refund's reason. */
const REFUND_MAILS: Record<string, OrderMailKind | undefined> = {
  places_gone_after_hold: 'refunded_late',
  order_already_paid: 'refunded_duplicate',
  [BOX_OFFICE_REFUND]: 'refunded_by_box_office',
};

export async function queueOrderMail(tx: Tx, ref: OrderMailRef, now: Date) {
  await tx.execute(sql`
    INSERT INTO order_mails (body, attempts, due_at, created_at) VALUES (${JSON.stringify(ref)}, 0, ${at(now)}, ${at(now)})`);
}

/** A refund settled for the buyer: the notification hooks, and the mail its reason calls for. */
export async function refundSucceeded(
  tx: Tx,
  refundId: number,
  refund: { order_id: number; reason: string },
  now: Date,
) {
  await notifyRefundDone(tx as unknown as Db, { refundId });
  const kind = REFUND_MAILS[refund.reason];
  if (!kind) return;
  const ref: OrderMailRef =
    kind === 'refunded_by_box_office'
      ? { order: Number(refund.order_id), kind, refund: refundId }
      : { order: Number(refund.order_id), kind };
  await queueOrderMail(tx, ref, now);
}
