// Owns the payment side of an order: the provider's payment page kept once, the order's latest payment, what the
// sandbox bank shows of a payment, and applying a verified provider notification exactly once (a late payment whose
// places are gone, or a second successful payment of a paid order, is refunded). Applying a notification: the
// payment_events insert first (UNIQUE (provider, provider_event_id): a copy waits for the first one's commit, then
// inserts nothing), then the order row FOR UPDATE, so two different notifications of one order take turns.
import { randomUUID } from 'node:crypto';
import type { TPaymentFailure } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import type { CertificatesRepository } from '../certificates/certificates.repository.ts';
import { PAYMENT_COLUMNS, type PaymentRow, paymentOf, paymentOfOrder } from './checkout.sql.ts';
import { createOrderSale } from './order-sale.ts';

export type ApplyResult =
  | { kind: 'duplicate' }
  | { kind: 'unknown_payment' }
  | { kind: 'failed'; orderId: number }
  | { kind: 'already_paid'; orderId: number }
  | { kind: 'paid'; orderId: number }
  /**
   * The payment must go back: `late` when the places went to someone else after the hold ended (the
   * order is refunded), `duplicate` when another payment had already paid the order.
   */
  | { kind: 'refund'; reason: 'late' | 'duplicate'; orderId: number; refundId: number; payment: PaymentRow };

export type CheckoutTesting = {
  /** Test-only: drop the notification de-duplication and the order lock, to show the race they prevent. */
  racyNotifications?: boolean;
};

export type PaymentsRepository = {
  /**
   * Stores the provider's payment page unless a parallel request stored one first; answers the one kept,
   * so two clicks at once send the buyer to the same page.
   */
  setPaymentUrl(paymentId: number, providerPaymentId: string, url: string): Promise<string>;
  latestPayment(orderId: number): Promise<PaymentRow | null>;
  sandboxPayment(
    provider: string,
    providerPaymentId: string,
  ): Promise<{
    orderId: number;
    orderNumber: string;
    amountKopecks: number;
    status: 'pending' | 'succeeded' | 'failed';
    /** The order's language: the bank sends the buyer back to the result page in it. */
    locale: Locale;
    /** The site's address the buyer checked out at (null: PUBLIC_SITE_URL): the bank sends them back there. */
    siteOrigin: string | null;
  } | null>;
  applyNotification(input: {
    provider: string;
    eventId: string;
    providerPaymentId: string;
    outcome: 'succeeded' | 'failed';
    failure?: TPaymentFailure;
    payload: unknown;
    now: Date;
    newSecret: () => string;
  }): Promise<ApplyResult>;
};

export function createPaymentsRepository(
  db: Db,
  testing: CheckoutTesting = {},
  /** Activates what a paid order bought, takes back what a certificate paid of a late one (certificates.repository.ts). */
  certificates?: Pick<CertificatesRepository, 'refundToCertificate' | 'activateForOrder'>,
): PaymentsRepository {
  const { sell, issueTickets } = createOrderSale(certificates);

  return {
    async setPaymentUrl(paymentId, providerPaymentId, url) {
      const { rows } = await db.execute<{ payment_url: string }>(sql`
        UPDATE payments SET provider_payment_id = ${providerPaymentId}, payment_url = ${url}, updated_at = now()
        WHERE id = ${paymentId} AND payment_url IS NULL
        RETURNING payment_url`);
      if (rows[0]) return rows[0].payment_url;
      const { rows: kept } = await db.execute<{ payment_url: string | null }>(
        sql`SELECT payment_url FROM payments WHERE id = ${paymentId}`,
      );
      return kept[0]?.payment_url ?? url;
    },

    async latestPayment(orderId) {
      return paymentOfOrder(db, orderId);
    },

    async sandboxPayment(provider, providerPaymentId) {
      const { rows } = await db.execute<{
        orderId: number;
        orderNumber: string;
        amountKopecks: number;
        status: string;
        locale: Locale;
        siteOrigin: string | null;
      }>(sql`
        SELECT p.order_id AS "orderId", o.number AS "orderNumber", p.amount_kopecks AS "amountKopecks", p.status,
          o.locale, o.site_origin AS "siteOrigin"
        FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.provider = ${provider} AND p.provider_payment_id = ${providerPaymentId}`);
      const row = rows[0];
      if (!row) return null;
      const status =
        row.status === 'succeeded' ? 'succeeded' : row.status === 'failed' ? 'failed' : 'pending';
      return { ...row, amountKopecks: Number(row.amountKopecks), status };
    },

    async applyNotification(input) {
      const { now } = input;
      return db.transaction(async (tx): Promise<ApplyResult> => {
        const { rows: inserted } = await tx.execute<{ id: number }>(sql`
          INSERT INTO payment_events (provider, provider_event_id, payload, received_at)
          VALUES (${input.provider}, ${testing.racyNotifications ? `${input.eventId}:${randomUUID()}` : input.eventId},
            ${JSON.stringify(input.payload)}::jsonb, ${at(now)})
          ON CONFLICT ON CONSTRAINT payment_events_provider_event_uq DO NOTHING
          RETURNING id`);
        const eventRow = inserted[0];
        if (!eventRow && !testing.racyNotifications) return { kind: 'duplicate' };
        const { rows: paymentRows } = await tx.execute<Record<string, unknown>>(sql`
          SELECT ${PAYMENT_COLUMNS} FROM payments
          WHERE provider = ${input.provider} AND provider_payment_id = ${input.providerPaymentId}`);
        const payment = paymentRows[0] ? paymentOf(paymentRows[0]) : null;
        const processed = async () => {
          if (eventRow) {
            await tx.execute(sql`
              UPDATE payment_events SET processed_at = ${at(now)}, payment_id = ${payment?.id ?? null} WHERE id = ${eventRow.id}`);
          }
        };
        if (!payment) {
          await processed();
          return { kind: 'unknown_payment' };
        }
        const lock = testing.racyNotifications ? sql`` : sql`FOR UPDATE`;
        const { rows: orderRows } = await tx.execute<{ status: string }>(
          sql`SELECT status FROM orders WHERE id = ${payment.orderId} ${lock}`,
        );
        const status = orderRows[0]?.status;
        await processed();
        if (input.outcome === 'failed') {
          await tx.execute(sql`
            UPDATE payments SET status = 'failed', failure_reason = ${input.failure ?? 'other'}, updated_at = ${at(now)}
            WHERE id = ${payment.id} AND status = 'pending'`);
          return { kind: 'failed', orderId: payment.orderId };
        }
        // Read under the order lock: another notification of this payment may have just settled it.
        const { rows: fresh } = await tx.execute<{ status: string }>(
          sql`SELECT status FROM payments WHERE id = ${payment.id}`,
        );
        const wasSucceeded = fresh[0]?.status === 'succeeded';
        await tx.execute(sql`
          UPDATE payments SET status = 'succeeded', failure_reason = NULL, updated_at = ${at(now)} WHERE id = ${payment.id}`);
        const refund = async (reason: 'late' | 'duplicate') => {
          const { rows: refundRows } = await tx.execute<{ id: number }>(sql`
            INSERT INTO refunds (payment_id, order_id, amount_kopecks, status, reason, idempotency_key, created_at, updated_at)
            VALUES (${payment.id}, ${payment.orderId}, ${payment.amountKopecks}, 'pending',
              ${reason === 'late' ? 'places_gone_after_hold' : 'order_already_paid'}, ${`auto-${payment.id}`}, ${at(now)}, ${at(now)})
            RETURNING id`);
          return {
            kind: 'refund',
            reason,
            orderId: payment.orderId,
            refundId: Number(refundRows[0]?.id),
            payment,
          } as const;
        };
        if (status !== 'pending' && status !== 'expired' && status !== 'failed') {
          // Paid in two tabs: this payment came after another one settled the order; it goes back.
          if (wasSucceeded) return { kind: 'already_paid', orderId: payment.orderId };
          return refund('duplicate');
        }
        await tx.execute(sql`SAVEPOINT sell`);
        if (!(await sell(tx, payment.orderId, now))) {
          // Paid after the hold ended and somebody else has the places now: the money goes back.
          await tx.execute(sql`ROLLBACK TO SAVEPOINT sell`);
          await tx.execute(
            sql`DELETE FROM seat_holds WHERE order_id = ${payment.orderId} AND status = 'ordered'`,
          );
          await tx.execute(
            sql`DELETE FROM zone_holds WHERE order_id = ${payment.orderId} AND status = 'ordered'`,
          );
          await tx.execute(sql`
            UPDATE orders SET status = 'refunded', paid_at = ${at(now)}, updated_at = ${at(now)} WHERE id = ${payment.orderId}`);
          // What a gift certificate paid of it goes back to the certificate; the bank's part is refunded below.
          await certificates?.refundToCertificate(tx, {
            orderId: payment.orderId,
            amountKopecks: Number.MAX_SAFE_INTEGER,
            now,
          });
          return refund('late');
        }
        await tx.execute(sql`RELEASE SAVEPOINT sell`);
        await issueTickets(tx, payment.orderId, now, input.newSecret);
        return { kind: 'paid', orderId: payment.orderId };
      });
    },
  };
}
