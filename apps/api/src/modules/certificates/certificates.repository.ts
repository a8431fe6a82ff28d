// Owns the SQL of gift certificates: the designs, finding a certificate by its code, the certificate a cart
// applied, and, inside the transactions that change money, the ledger: a debit when an order spends one, a credit
// when that order expires unpaid or is refunded, the certificates a purchase makes (unpaid, so unusable) and their
// activation with the issuing credit once it is paid.
//
// A balance only moves through certificate_transactions (trigger and CHECK of drizzle/0001_*.sql: never below zero,
// never above the nominal). An order spends a certificate under its row lock, so two orders spending the same one
// at once take turns and the second sees what the first left.
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import { cartKey, type Tx, toDate } from '../cart/cart-window.ts';
import {
  type Certificate,
  type CertificateRefusal,
  certificatePays,
  certificateRefusal,
  normalizeCertificateCode,
} from './certificate-rules.ts';

export type CertificatesTesting = {
  /** Test-only: read the balance without the row lock, to show the race the lock prevents. */
  racyCertificates?: boolean;
};

/** Thrown inside the order's transaction (which then rolls back) when the certificate cannot pay. */
export class CertificateRefused extends Error {
  override name = 'CertificateRefused';
  constructor(readonly refusal: CertificateRefusal) {
    super(refusal);
  }
}

export type TemplateRow = {
  id: number;
  name: string;
  image: string;
  minNominalKopecks: number;
  maxNominalKopecks: number;
  validityDays: number;
  isActive: boolean;
};

/** A paid certificate as its PDF prints it. */
export type IssuedCertificate = {
  code: string;
  nominalKopecks: number;
  expiresAt: Date;
  templateId: number | null;
  recipient: string | null;
  message: string | null;
};

export type CertificatePurchase = {
  orderId: number;
  templateId: number;
  nominalKopecks: number;
  count: number;
  buyer: { email: string; userId: number | null };
  recipient: string | null;
  message: string | null;
  newCode: () => string;
  now: Date;
};

export type CertificatesRepository = {
  templates(locale: Locale): Promise<TemplateRow[]>;
  template(id: number, locale: Locale): Promise<TemplateRow | null>;
  find(code: string): Promise<Certificate | null>;
  findById(id: number): Promise<Certificate | null>;
  /** The owner's cart (none: null) and the certificate it applied. */
  cartOf(owner: CartOwner): Promise<{ cartId: number; certificateId: number | null } | null>;
  apply(cartId: number, certificateId: number | null): Promise<void>;
  /**
   * In the order's transaction, after the promo code: the certificate given, or else the one its cart applied, pays
   * what it can of the order's total (a ledger debit); written on the order. Answers the order's new total (null:
   * no certificate). Throws CertificateRefused when it cannot pay.
   */
  spendForOrder(
    tx: Tx,
    input: { orderId: number; cartId: number; code: string | null; now: Date },
  ): Promise<number | null>;
  /** What these orders spent goes back to their certificates (they expired unpaid). */
  giveBack(tx: Tx, orderIds: SQL): Promise<void>;
  /**
   * Up to `amountKopecks` of what the order paid with a certificate goes back to it (a refund); never more than the
   * order spent less what was already returned. Answers the kopecks credited.
   */
  refundToCertificate(tx: Tx, input: { orderId: number; amountKopecks: number; now: Date }): Promise<number>;
  /** The certificates a purchase makes, unpaid: no balance, not usable until activateForOrder. */
  issueForOrder(tx: Tx, purchase: CertificatePurchase): Promise<void>;
  /** The order is paid: its certificates get their nominal (the issuing credit) and their validity from now. */
  activateForOrder(tx: Tx, orderId: number, now: Date): Promise<void>;
  /** The certificates an order bought, once paid. */
  ofOrder(orderId: number): Promise<IssuedCertificate[]>;
};

const CERTIFICATE_COLUMNS = sql`id, code, nominal_kopecks AS "nominalKopecks", balance_kopecks AS "balanceKopecks",
  activated_at AS "activatedAt", expires_at AS "expiresAt"`;

function certificateOf(row: Record<string, unknown>): Certificate {
  return {
    id: Number(row.id),
    code: String(row.code),
    nominalKopecks: Number(row.nominalKopecks),
    balanceKopecks: Number(row.balanceKopecks),
    activatedAt: toDate(row.activatedAt),
    expiresAt: toDate(row.expiresAt) ?? new Date(0),
  };
}

function templateOf(row: Record<string, unknown>): TemplateRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    image: String(row.image),
    minNominalKopecks: Number(row.min_nominal_kopecks),
    maxNominalKopecks: Number(row.max_nominal_kopecks),
    validityDays: Number(row.validity_days),
    isActive: Boolean(row.is_active),
  };
}

const DAY_MS = 86_400_000;

export function createCertificatesRepository(
  db: Db,
  testing: CertificatesTesting = {},
): CertificatesRepository {
  const templateColumns = (
    locale: Locale,
  ) => sql`id, coalesce(name ->> ${locale}, name ->> 'ru') AS name, image,
    min_nominal_kopecks, max_nominal_kopecks, validity_days, is_active`;

  async function readCertificate(tx: Tx | Db, where: SQL, lock: SQL = sql``): Promise<Certificate | null> {
    const { rows } = await tx.execute<Record<string, unknown>>(
      sql`SELECT ${CERTIFICATE_COLUMNS} FROM gift_certificates WHERE ${where} ${lock}`,
    );
    return rows[0] ? certificateOf(rows[0]) : null;
  }

  const byCode = (code: string) => sql`lower(code) = lower(${normalizeCertificateCode(code)})`;

  return {
    async templates(locale) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT ${templateColumns(locale)} FROM certificate_templates WHERE is_active ORDER BY position, id`);
      return rows.map(templateOf);
    },

    async template(id, locale) {
      const { rows } = await db.execute<Record<string, unknown>>(
        sql`SELECT ${templateColumns(locale)} FROM certificate_templates WHERE id = ${id}`,
      );
      return rows[0] ? templateOf(rows[0]) : null;
    },

    find: (code) => readCertificate(db, byCode(code)),
    findById: (id) => readCertificate(db, sql`id = ${id}`),

    async cartOf(owner) {
      if (owner.userId === null && owner.sessionId === null) return null;
      const [column, value] = cartKey(owner);
      const { rows } = await db.execute<{ id: number; certificate_id: number | null }>(
        sql`SELECT id, certificate_id FROM carts WHERE ${column} = ${value}`,
      );
      const row = rows[0];
      if (!row) return null;
      return {
        cartId: Number(row.id),
        certificateId: row.certificate_id === null ? null : Number(row.certificate_id),
      };
    },

    async apply(cartId, certificateId) {
      await db.execute(sql`UPDATE carts SET certificate_id = ${certificateId} WHERE id = ${cartId}`);
    },

    async spendForOrder(tx, { orderId, cartId, code, now }) {
      const where = code ? byCode(code) : sql`id = (SELECT certificate_id FROM carts WHERE id = ${cartId})`;
      const lock = testing.racyCertificates ? sql`` : sql`FOR UPDATE`;
      const certificate = await readCertificate(tx, where, lock);
      if (!certificate && !code) return null;
      const refusal = certificateRefusal(certificate, now);
      if (refusal || !certificate) throw new CertificateRefused(refusal ?? 'certificate_unknown');
      const { rows: orderRows } = await tx.execute<{ total_kopecks: number }>(
        sql`SELECT total_kopecks FROM orders WHERE id = ${orderId}`,
      );
      const total = Number(orderRows[0]?.total_kopecks ?? 0);
      const pays = certificatePays(certificate.balanceKopecks, total);
      await tx.execute(sql`UPDATE carts SET certificate_id = NULL WHERE id = ${cartId}`);
      if (pays === 0) return total;
      // The ledger trigger moves the balance; its CHECK refuses an overdraw (the row lock above prevents one).
      await tx.execute(sql`
        INSERT INTO certificate_transactions (certificate_id, amount_kopecks, order_id, reason, created_at)
        VALUES (${certificate.id}, ${-pays}, ${orderId}, 'order', ${at(now)})`);
      const { rows } = await tx.execute<{ total_kopecks: number }>(sql`
        UPDATE orders SET certificate_id = ${certificate.id}, certificate_kopecks = ${pays},
          total_kopecks = subtotal_kopecks - discount_kopecks - ${pays}
        WHERE id = ${orderId} RETURNING total_kopecks`);
      return Number(rows[0]?.total_kopecks);
    },

    async giveBack(tx, orderIds) {
      await tx.execute(sql`
        INSERT INTO certificate_transactions (certificate_id, amount_kopecks, order_id, reason, created_at)
        SELECT certificate_id, -sum(amount_kopecks), order_id, 'order_expired', now()
        FROM certificate_transactions WHERE order_id = ANY(${orderIds})
        GROUP BY certificate_id, order_id HAVING sum(amount_kopecks) < 0
        ORDER BY certificate_id, order_id`);
    },

    async refundToCertificate(tx, { orderId, amountKopecks, now }) {
      // Under the certificates' row locks: two refunds of one order at once take turns, the second sees the first.
      await tx.execute(sql`
        SELECT 1 FROM gift_certificates WHERE id IN (
          SELECT certificate_id FROM certificate_transactions WHERE order_id = ${orderId})
        ORDER BY id FOR UPDATE`);
      const { rows } = await tx.execute<{ certificate_id: number; owed: number }>(sql`
        SELECT certificate_id, (-sum(amount_kopecks))::bigint AS owed FROM certificate_transactions
        WHERE order_id = ${orderId} GROUP BY certificate_id ORDER BY certificate_id`);
      let left = Math.max(0, Math.floor(amountKopecks));
      let credited = 0;
      for (const row of rows) {
        const back = Math.min(left, Number(row.owed));
        if (back <= 0) continue;
        await tx.execute(sql`
          INSERT INTO certificate_transactions (certificate_id, amount_kopecks, order_id, reason, created_at)
          VALUES (${row.certificate_id}, ${back}, ${orderId}, 'refund', ${at(now)})`);
        left -= back;
        credited += back;
      }
      return credited;
    },

    async issueForOrder(tx, purchase) {
      const { rows } = await tx.execute<{ validity_days: number }>(
        sql`SELECT validity_days FROM certificate_templates WHERE id = ${purchase.templateId}`,
      );
      const validUntil = new Date(purchase.now.getTime() + Number(rows[0]?.validity_days ?? 365) * DAY_MS);
      const values = Array.from(
        { length: purchase.count },
        () => sql`(${purchase.newCode()}, ${purchase.nominalKopecks}::int, ${purchase.templateId}::int,
          ${purchase.buyer.email}, ${purchase.buyer.userId}::int, ${purchase.orderId}::int, ${purchase.recipient},
          ${purchase.message}, ${at(validUntil)}::timestamptz, ${at(purchase.now)}::timestamptz)`,
      );
      await tx.execute(sql`
        INSERT INTO gift_certificates (code, nominal_kopecks, template_id, buyer_email, buyer_user_id, order_id,
          recipient_name, message, expires_at, created_at)
        VALUES ${sql.join(values, sql`, `)}`);
    },

    async activateForOrder(tx, orderId, now) {
      const { rows } = await tx.execute<{ id: number; nominal_kopecks: number }>(sql`
        UPDATE gift_certificates gc SET activated_at = ${at(now)},
          expires_at = ${at(now)}::timestamptz + make_interval(days => coalesce(t.validity_days, 365))
        FROM gift_certificates g LEFT JOIN certificate_templates t ON t.id = g.template_id
        WHERE gc.id = g.id AND gc.order_id = ${orderId} AND gc.activated_at IS NULL
        RETURNING gc.id, gc.nominal_kopecks`);
      if (rows.length === 0) return;
      const values = rows.map(
        (row) =>
          sql`(${Number(row.id)}::int, ${Number(row.nominal_kopecks)}::int, ${orderId}::int, 'issue', ${at(now)}::timestamptz)`,
      );
      await tx.execute(sql`
        INSERT INTO certificate_transactions (certificate_id, amount_kopecks, order_id, reason, created_at)
        VALUES ${sql.join(values, sql`, `)}`);
    },

    async ofOrder(orderId) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT code, nominal_kopecks, expires_at, template_id, recipient_name, message FROM gift_certificates
        WHERE order_id = ${orderId} AND activated_at IS NOT NULL ORDER BY id`);
      return rows.map((row) => ({
        code: String(row.code),
        nominalKopecks: Number(row.nominal_kopecks),
        expiresAt: toDate(row.expires_at) ?? new Date(0),
        templateId: row.template_id === null ? null : Number(row.template_id),
        recipient: row.recipient_name === null ? null : String(row.recipient_name),
        message: row.message === null ? null : String(row.message),
      }));
    },
  };
}
