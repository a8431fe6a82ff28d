// Owns what checkout's repositories share: the transaction they write in, a payment as they read it, and
// reading an order's latest payment. Placing an order makes its payment (order-placing.repository.ts); the
// provider's notifications settle it (payments.repository.ts).
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type PaymentRow = {
  id: number;
  orderId: number;
  provider: string;
  providerPaymentId: string | null;
  amountKopecks: number;
  idempotencyKey: string;
  paymentUrl: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
};

export const PAYMENT_COLUMNS = sql`id, order_id AS "orderId", provider, provider_payment_id AS "providerPaymentId",
  amount_kopecks AS "amountKopecks", idempotency_key AS "idempotencyKey", payment_url AS "paymentUrl", status`;

export function paymentOf(row: Record<string, unknown>): PaymentRow {
  return { ...(row as unknown as PaymentRow), amountKopecks: Number(row.amountKopecks) };
}

export async function paymentOfOrder(tx: Tx | Db, orderId: number): Promise<PaymentRow | null> {
  const { rows } = await tx.execute<Record<string, unknown>>(
    sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = ${orderId} ORDER BY id DESC LIMIT 1`,
  );
  return rows[0] ? paymentOf(rows[0]) : null;
}
