// Owns the ledger of gift certificates, the only way a balance changes (the certificates sold live in
// orders.ts, their designs in certificates.ts).
//
// Balance guarantee (trigger SQL in drizzle/0001_*.sql): every change is a row in
// certificate_transactions (credit > 0, debit < 0). An AFTER INSERT trigger adds the amount to
// gift_certificates.balance_kopecks, whose CHECK (0 <= balance <= nominal) makes an overdraw fail
// and roll back with the debit that caused it, even when two checkouts debit at once (the
// UPDATE takes the row lock, the second re-checks against the first's result). A second trigger
// refuses direct writes to the balance, and the ledger refuses UPDATE and DELETE, so the balance
// is always the sum of the ledger.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, kopecks } from './columns.js';
import { giftCertificates, orders } from './orders.js';

export const certificateTransactions = pgTable(
  'certificate_transactions',
  {
    id: id(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => giftCertificates.id, { onDelete: 'restrict' }),
    /** Signed: credits (issue, refund back) positive, debits (redeem at checkout) negative. */
    amountKopecks: kopecks('amount_kopecks').notNull(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('certificate_transactions_certificate_idx').on(t.certificateId, t.createdAt),
    index('certificate_transactions_order_idx').on(t.orderId),
    check('certificate_transactions_amount_ck', sql`${t.amountKopecks} <> 0`),
  ],
);
