// Owns making the notifications of the system, for the modules where things happen to call:
// accounts (an address confirmed), ticketing (an order paid, a refund done) and the catalogue (a
// favourite performance got new dates). Each hook takes the database (or the caller's
// transaction) and ids only, reads what the texts need, stores the notification in every
// language (notification-texts.ts) and never makes the same one twice: calling a hook again for
// the same account, order, refund or set of new dates changes nothing.
import { ID_MAX, type TNotificationKind, type TNotificationPayload } from '@afisha/contracts';
import type { Db, Localized } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { publicEvent } from '../catalogue/public-event.sql.ts';
import {
  accountConfirmedTexts,
  newDatesTexts,
  orderPaidTexts,
  refundDoneTexts,
} from './notification-texts.ts';
import { insertNotificationOnce } from './notifications.repository.ts';

const KIND = {
  accountConfirmed: 'account_confirmed',
  orderPaid: 'order_paid',
  refundDone: 'refund_done',
  newDates: 'new_dates',
} as const satisfies Record<string, TNotificationKind>;

const roubles = (kopecks: number) => Math.round(kopecks) / 100;

/** An active user, as the recipients query of insertNotificationOnce. */
const activeUser = (userId: number) =>
  sql`SELECT id AS user_id FROM users WHERE id = ${userId} AND is_active`;

/** Welcomes a customer whose address was just confirmed. Once per account. */
export async function notifyAccountConfirmed(db: Db, userId: number): Promise<void> {
  const texts = accountConfirmedTexts();
  await insertNotificationOnce(db, activeUser(userId), {
    kind: KIND.accountConfirmed,
    dedupeKey: `${KIND.accountConfirmed}:${userId}`,
    payload: {},
    ...texts,
  });
}

/**
 * Tells the buyer that order `orderId` is paid (its number and total are read from the order).
 * Guest orders (no account) are skipped. Once per order.
 */
export async function notifyOrderPaid(db: Db, input: { orderId: number }): Promise<void> {
  const { rows } = await db.execute<{ userId: number | null; number: string; total: number }>(sql`
    SELECT user_id AS "userId", number, total_kopecks AS total FROM orders WHERE id = ${input.orderId}`);
  const order = rows[0];
  if (!order || order.userId === null) return;
  const payload: TNotificationPayload = {
    order: input.orderId,
    order_number: order.number,
    amount: roubles(order.total),
  };
  await insertNotificationOnce(db, activeUser(order.userId), {
    kind: KIND.orderPaid,
    dedupeKey: `${KIND.orderPaid}:${input.orderId}`,
    payload,
    ...orderPaidTexts(order.number, order.total),
  });
}

/**
 * Tells the buyer that refund `refundId` went through (amount, order and buyer are read from it).
 * Guest orders are skipped. Once per refund: a partial refund and a later one are two notifications.
 */
export async function notifyRefundDone(db: Db, input: { refundId: number }): Promise<void> {
  const { rows } = await db.execute<{
    userId: number | null;
    orderId: number;
    number: string;
    amount: number;
  }>(sql`
    SELECT o.user_id AS "userId", o.id AS "orderId", o.number, r.amount_kopecks + r.certificate_kopecks AS amount
    FROM refunds r JOIN orders o ON o.id = r.order_id
    WHERE r.id = ${input.refundId}`);
  const refund = rows[0];
  if (!refund || refund.userId === null) return;
  const payload: TNotificationPayload = {
    order: refund.orderId,
    order_number: refund.number,
    amount: roubles(refund.amount),
  };
  await insertNotificationOnce(db, activeUser(refund.userId), {
    kind: KIND.refundDone,
    dedupeKey: `${KIND.refundDone}:${input.refundId}`,
    payload,
    ...refundDoneTexts(refund.number, refund.amount),
  });
}

/**
 * Tells every active customer who keeps published performance `performanceId` in their favourites
 * that it has new sessions (`eventIds`: those just added; ids of other performances and cancelled
 * sessions are ignored). One notification per customer for one set of new dates, however often
 * the hook is called with it. Returns how many customers were notified.
 */
export async function notifyNewDates(
  db: Db,
  input: { performanceId: number; eventIds: readonly number[]; now?: Date },
): Promise<number> {
  // Only ids an `integer` column can hold; others name no event.
  const eventIds = [...new Set(input.eventIds)].filter(
    (id) => Number.isInteger(id) && id >= 1 && id <= ID_MAX,
  );
  if (eventIds.length === 0) return 0;
  const { rows } = await db.execute<{ slug: string; title: Localized; ids: number[]; days: string[] }>(sql`
    SELECT p.slug, p.title,
      array_agg(e.id ORDER BY e.id) AS ids,
      array_agg(to_char(e.eventdate, 'YYYY-MM-DD') ORDER BY e.eventdate) AS days
    FROM performances p
    JOIN events e ON e.performance_id = p.id
    WHERE p.id = ${input.performanceId} AND p.is_published AND e.sale_status <> 'cancelled' AND ${publicEvent('e')}
      AND e.id = ANY(string_to_array(${eventIds.join(',')}, ',')::int[])
    GROUP BY p.id`);
  const found = rows[0];
  if (!found) return 0;
  const now = input.now ?? new Date();
  const payload: TNotificationPayload = { performance: found.slug, events: found.ids };
  return insertNotificationOnce(
    db,
    sql`SELECT f.user_id FROM favourites f JOIN users u ON u.id = f.user_id
      WHERE f.performance_id = ${input.performanceId} AND u.is_active`,
    {
      kind: KIND.newDates,
      dedupeKey: `${KIND.newDates}:${input.performanceId}:${found.ids.join(',')}`,
      payload,
      ...newDatesTexts(found.title, found.days, now.getUTCFullYear()),
    },
  );
}
