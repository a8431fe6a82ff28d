// Owns gift certificates: their designs (templates), the certificates sold, and the ledger that
// is the only way a balance changes.
//
// Balance guarantee (trigger SQL in drizzle/0001_*.sql): every change is a row in
// certificate_transactions (credit > 0, debit < 0). An AFTER INSERT trigger adds the amount to
// gift_certificates.balance_kopecks, whose CHECK (0 <= balance <= nominal) makes an overdraw fail
// and roll back with the debit that caused it, even when two checkouts debit at once (the
// UPDATE takes the row lock, the second re-checks against the first's result). A second trigger
// refuses direct writes to the balance, and the ledger refuses UPDATE and DELETE, so the balance
// is always the sum of the ledger.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, kopecks, localized, localizedCheck, timestamptz } from './columns.js';
import { orders } from './orders.js';

export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: id(),
    name: localized('name').notNull(),
    image: text('image').notNull(),
    minNominalKopecks: kopecks('min_nominal_kopecks').notNull().default(100_000),
    maxNominalKopecks: kopecks('max_nominal_kopecks').notNull().default(5_000_000),
    validityDays: integer('validity_days').notNull().default(365),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    localizedCheck('certificate_templates_name_ru_ck', t.name),
    check(
      'certificate_templates_nominal_ck',
      sql`${t.minNominalKopecks} > 0 AND ${t.minNominalKopecks} <= ${t.maxNominalKopecks}`,
    ),
    check('certificate_templates_validity_ck', sql`${t.validityDays} > 0`),
  ],
);

export const giftCertificates = pgTable(
  'gift_certificates',
  {
    id: id(),
    /** The code printed on the certificate; matched case-insensitively. */
    code: text('code').notNull(),
    nominalKopecks: kopecks('nominal_kopecks').notNull(),
    /** Maintained by the ledger trigger only; starts at 0 until the issuing credit is written. */
    balanceKopecks: kopecks('balance_kopecks').notNull().default(0),
    templateId: integer('template_id').references(() => certificateTemplates.id, { onDelete: 'set null' }),
    buyerEmail: text('buyer_email'),
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order that bought it (preorder); null for certificates issued by staff. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name'),
    message: text('message'),
    /** Usable once activated (its order paid) and until expires_at. */
    activatedAt: timestamptz('activated_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_certificates_code_lower_uq').on(sql`lower(${t.code})`),
    index('gift_certificates_order_idx').on(t.orderId),
    check('gift_certificates_nominal_ck', sql`${t.nominalKopecks} > 0`),
    check('gift_certificates_balance_ck', sql`${t.balanceKopecks} BETWEEN 0 AND ${t.nominalKopecks}`),
  ],
);

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
