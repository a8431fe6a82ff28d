// Owns checkout's refund bookkeeping (the box office's own refunds are box-office/refunds.repository.ts): the
// provider's answer to a refund recorded, its refund notifications settled once, refunds a crash left unsent leased
// for another attempt, the one refund a clerk just committed read for sending, and what a refund gave back, for its
// mail. A confirmed refund's mail is queued in the same transaction (refund-settled.ts).
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { tr } from '../catalogue/catalogue.sql.ts';
import { refundSucceeded } from './refund-settled.ts';

/** A refund (automatic, or a clerk's) to send (again) to its provider. */
export type StaleRefund = {
  refundId: number;
  orderId: number;
  amountKopecks: number;
  idempotencyKey: string;
  provider: string;
  providerPaymentId: string | null;
};

export type RefundFacts = {
  amountKopecks: number;
  certificateKopecks: number;
  tickets: number;
  /** The back office cancelled the session of the refunded tickets: the buyer is told which and why. */
  cancelledSession: { title: string; startsAt: string; timezone: string; reason: string } | null;
};

const REFUND_TO_SEND = sql`r.id AS "refundId", r.order_id AS "orderId", r.amount_kopecks AS "amountKopecks",
  r.idempotency_key AS "idempotencyKey", p.provider, p.provider_payment_id AS "providerPaymentId"`;
const refundToSendOf = (row: StaleRefund): StaleRefund => ({
  ...row,
  refundId: Number(row.refundId),
  orderId: Number(row.orderId),
  amountKopecks: Number(row.amountKopecks),
});

export type CheckoutRefundsRepository = {
  /**
   * Records the provider's answer; a confirmed automatic refund queues its mail to the buyer. A refund the provider
   * took but has not finished (`pending`) keeps its status and gets the provider's id: the provider's refund
   * notification settles it (settleRefunds), and the retry job leaves it alone.
   */
  refundDone(
    refundId: number,
    providerRefundId: string,
    status: 'succeeded' | 'pending' | 'failed',
    now: Date,
  ): Promise<void>;
  /**
   * A provider's refund notification, once (payment_events de-duplicates it): each of our pending refunds with one of
   * its refund ids becomes succeeded (its mail queued, as refundDone does) or failed. Answers how many changed.
   */
  settleRefunds(input: {
    provider: string;
    eventId: string;
    refunds: readonly { providerRefundId: string; outcome: 'succeeded' | 'failed' }[];
    payload: unknown;
    now: Date;
  }): Promise<number>;
  /**
   * Refunds (automatic, or a clerk's) committed but never confirmed by their provider (the process died between the
   * commit and the provider's answer), untouched since `cutoff`: leased until the next cutoff (their
   * `updated_at` moves to `now`) and answered for another attempt. SKIP LOCKED: safe with two processes.
   */
  staleRefunds(now: Date, cutoff: Date, batch: number): Promise<StaleRefund[]>;
  /** What a refund gave back, and the cancelled session it gave back tickets of, if any (its title in `locale`). */
  refundFacts(refundId: number, locale: Locale): Promise<RefundFacts | null>;
  /** A pending refund with a bank part, to send to its provider now (a clerk's, just committed); null otherwise. */
  refundToSend(refundId: number): Promise<StaleRefund | null>;
};

export function createCheckoutRefundsRepository(db: Db): CheckoutRefundsRepository {
  return {
    async staleRefunds(now, cutoff, batch) {
      const { rows } = await db.execute<StaleRefund>(sql`
        WITH due AS (
          SELECT r.id FROM refunds r
          WHERE r.status = 'pending' AND r.provider_refund_id IS NULL AND r.amount_kopecks > 0
            AND r.updated_at <= ${at(cutoff)}
          ORDER BY r.id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        UPDATE refunds r SET updated_at = ${at(now)}
        FROM due, payments p
        WHERE r.id = due.id AND p.id = r.payment_id
        RETURNING ${REFUND_TO_SEND}`);
      return rows.map(refundToSendOf);
    },

    async refundFacts(refundId, locale) {
      const { rows } = await db.execute<{
        amount: number;
        certificate: number;
        tickets: number;
        title: string | null;
        startsAt: Date | string | null;
        timezone: string | null;
        reason: string | null;
      }>(sql`
        SELECT r.amount_kopecks AS amount, r.certificate_kopecks AS certificate,
          (SELECT count(*)::int FROM refund_items ri JOIN order_items oi ON oi.id = ri.order_item_id
           WHERE ri.refund_id = r.id AND oi.kind IN ('seat', 'zone')) AS tickets,
          cancelled.title, cancelled.starts_at AS "startsAt", cancelled.timezone, cancelled.cancel_reason AS reason
        FROM refunds r
        LEFT JOIN LATERAL (
          SELECT ${tr('p.title', locale)} AS title, e.starts_at, e.timezone, e.cancel_reason
          FROM refund_items ri
          JOIN order_items oi ON oi.id = ri.order_item_id
          JOIN events e ON e.id = oi.event_id
          JOIN performances p ON p.id = e.performance_id
          WHERE ri.refund_id = r.id AND e.cancelled_at IS NOT NULL
          ORDER BY e.starts_at LIMIT 1
        ) cancelled ON true
        WHERE r.id = ${refundId}`);
      const row = rows[0];
      return row
        ? {
            amountKopecks: Number(row.amount),
            certificateKopecks: Number(row.certificate),
            tickets: Number(row.tickets),
            cancelledSession:
              row.title !== null && row.startsAt !== null && row.timezone !== null
                ? {
                    title: row.title,
                    startsAt: new Date(row.startsAt).toISOString(),
                    timezone: row.timezone,
                    reason: row.reason ?? '',
                  }
                : null,
          }
        : null;
    },

    async refundToSend(refundId) {
      const { rows } = await db.execute<StaleRefund>(sql`
        SELECT ${REFUND_TO_SEND} FROM refunds r JOIN payments p ON p.id = r.payment_id
        WHERE r.id = ${refundId} AND r.status = 'pending' AND r.amount_kopecks > 0`);
      return rows[0] ? refundToSendOf(rows[0]) : null;
    },

    async refundDone(refundId, providerRefundId, status, now) {
      await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ order_id: number; reason: string }>(sql`
          UPDATE refunds SET status = ${status}::refund_status, provider_refund_id = ${providerRefundId},
            updated_at = ${at(now)} WHERE id = ${refundId}
          RETURNING order_id, reason`);
        if (status === 'succeeded' && rows[0]) await refundSucceeded(tx, refundId, rows[0], now);
      });
    },

    async settleRefunds(input) {
      const { now } = input;
      return db.transaction(async (tx) => {
        const { rows: inserted } = await tx.execute<{ id: number }>(sql`
          INSERT INTO payment_events (provider, provider_event_id, payload, received_at, processed_at)
          VALUES (${input.provider}, ${input.eventId}, ${JSON.stringify(input.payload)}::jsonb, ${at(now)}, ${at(now)})
          ON CONFLICT ON CONSTRAINT payment_events_provider_event_uq DO NOTHING
          RETURNING id`);
        if (!inserted[0]) return 0;
        let settled = 0;
        for (const refund of input.refunds) {
          const { rows } = await tx.execute<{ id: number; order_id: number; reason: string }>(sql`
            UPDATE refunds r SET status = ${refund.outcome}::refund_status, updated_at = ${at(now)}
            FROM payments p
            WHERE p.id = r.payment_id AND p.provider = ${input.provider}
              AND r.provider_refund_id = ${refund.providerRefundId} AND r.status = 'pending'
            RETURNING r.id, r.order_id, r.reason`);
          const row = rows[0];
          if (!row) continue;
          settled += 1;
          if (refund.outcome === 'succeeded') await refundSucceeded(tx, Number(row.id), row, now);
        }
        return settled;
      });
    },
  };
}
