// Owns the SQL of promo codes: find a code, the places of a cart or an order with their event, performance and
// venue (a code's scope), how often a buyer has used a code, the code a cart has applied, and, inside the
// transaction that makes an order, taking one use of the code and writing the discount on the order and its lines.
// A use is taken under the code's row lock: two buyers racing for the last use take turns, and the second finds
// none left (the CHECK used_count <= max_uses stands behind it). An order that expires gives its use back.
import type { Db } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { type CartOwner, liveLine } from '../cart/cart.sql.ts';
import { cartKey, intArray, type Tx, toDate } from '../cart/cart-window.ts';
import {
  normalizePromoCode,
  type PricedLine,
  type PromoCode,
  type PromoRefusal,
  valuePromo,
} from './promo-rules.ts';

export type PromoTesting = {
  /** Test-only: read the use count without the row lock and write it back absolute, to show the race it prevents. */
  racyPromoUses?: boolean;
};

/** Thrown inside the order's transaction (which then rolls back) when the code cannot be used. */
export class PromoRefused extends Error {
  override name = 'PromoRefused';
  constructor(
    readonly refusal: PromoRefusal,
    readonly minOrderKopecks?: number,
  ) {
    super(refusal);
  }
}

/**
 * Who uses a code: the order's address (null before checkout: a cart has none yet) and the signed-in account. "Once
 * per buyer" (max_uses_per_email) counts the uses by the same mailbox (email_identity, migration
 * 0017_promo_email_identity: case, +tag, Gmail dots and Yandex spellings folded), and for a signed-in buyer also
 * those by the account and by the account's own address, so another contact address at checkout is the same buyer.
 */
export type PromoBuyer = { email: string | null; userId: number | null };

export type PromoCodesRepository = {
  find(code: string): Promise<PromoCode | null>;
  findById(id: number): Promise<PromoCode | null>;
  /** The live places of a cart, as the code's scope sees them. */
  cartLines(cartId: number, now: Date): Promise<PricedLine[]>;
  /** Orders (not expired) that used the code by this buyer (PromoBuyer says who that is). */
  usesBy(codeId: number, buyer: PromoBuyer): Promise<number>;
  /** The owner's cart (none: null) and the code it applied. */
  cartOf(owner: CartOwner): Promise<{ cartId: number; codeId: number | null } | null>;
  apply(cartId: number, codeId: number | null): Promise<void>;
  /**
   * In the order's transaction: the code given, or else the one its cart applied, takes one use and its discount
   * is written on the order and its admission lines. Answers the order's new total (null: no code). Throws
   * PromoRefused when the code cannot be used (the caller's transaction then rolls back).
   */
  useForOrder(
    tx: Tx,
    input: {
      orderId: number;
      cartId: number;
      code: string | null;
      buyer: PromoBuyer & { email: string };
      now: Date;
    },
  ): Promise<number | null>;
  /** The uses of these orders given back (they expired unpaid). */
  giveBack(tx: Tx, orderIds: SQL): Promise<void>;
};

const CODE_COLUMNS = sql`id, code, percent_off AS "percentOff", amount_off_kopecks AS "amountOffKopecks",
  valid_from AS "validFrom", valid_to AS "validTo", max_uses AS "maxUses", max_uses_per_email AS "maxUsesPerEmail",
  used_count AS "usedCount", venue_id AS "venueId", performance_id AS "performanceId", event_id AS "eventId",
  min_order_kopecks AS "minOrderKopecks", is_active AS "isActive"`;

const nullableInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function codeOf(row: Record<string, unknown>): PromoCode {
  return {
    id: Number(row.id),
    code: String(row.code),
    percentOff: nullableInt(row.percentOff),
    amountOffKopecks: nullableInt(row.amountOffKopecks),
    validFrom: toDate(row.validFrom),
    validTo: toDate(row.validTo),
    maxUses: nullableInt(row.maxUses),
    maxUsesPerEmail: nullableInt(row.maxUsesPerEmail),
    usedCount: Number(row.usedCount),
    venueId: nullableInt(row.venueId),
    performanceId: nullableInt(row.performanceId),
    eventId: nullableInt(row.eventId),
    minOrderKopecks: Number(row.minOrderKopecks),
    isActive: Boolean(row.isActive),
  };
}

function lineOf(row: Record<string, unknown>): PricedLine {
  return {
    eventId: Number(row.event_id),
    performanceId: Number(row.performance_id),
    venueId: Number(row.venue_id),
    amountKopecks: Number(row.amount),
  };
}

export function createPromoCodesRepository(db: Db, testing: PromoTesting = {}): PromoCodesRepository {
  async function readCode(tx: Tx | Db, where: SQL, lock: SQL = sql``): Promise<PromoCode | null> {
    const { rows } = await tx.execute<Record<string, unknown>>(
      sql`SELECT ${CODE_COLUMNS} FROM promo_codes WHERE ${where} ${lock}`,
    );
    return rows[0] ? codeOf(rows[0]) : null;
  }

  async function usesBy(tx: Tx | Db, codeId: number, buyer: PromoBuyer): Promise<number> {
    const { rows } = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM promo_usages
      WHERE promo_code_id = ${codeId}
        AND (email_identity(email) = email_identity(${buyer.email}::text)
          OR user_id = ${buyer.userId}::int
          OR email_identity(email) = (SELECT email_identity(u.email) FROM users u WHERE u.id = ${buyer.userId}::int))`);
    return Number(rows[0]?.n ?? 0);
  }

  return {
    find: (code) => readCode(db, sql`lower(code) = ${normalizePromoCode(code)}`),
    findById: (id) => readCode(db, sql`id = ${id}`),

    async cartLines(cartId, now) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT ci.event_id, e.performance_id, h.venue_id, (ci.price_kopecks * ci.quantity)::int AS amount
        FROM cart_items ci JOIN events e ON e.id = ci.event_id JOIN halls h ON h.id = e.hall_id
        WHERE ci.cart_id = ${cartId} AND ${liveLine(now)}
        ORDER BY ci.id`);
      return rows.map(lineOf);
    },

    usesBy: (codeId, buyer) => usesBy(db, codeId, buyer),

    async cartOf(owner) {
      if (owner.userId === null && owner.sessionId === null) return null;
      const [column, value] = cartKey(owner);
      const { rows } = await db.execute<{ id: number; promo_code_id: number | null }>(
        sql`SELECT id, promo_code_id FROM carts WHERE ${column} = ${value}`,
      );
      const row = rows[0];
      return row ? { cartId: Number(row.id), codeId: nullableInt(row.promo_code_id) } : null;
    },

    async apply(cartId, codeId) {
      await db.execute(sql`UPDATE carts SET promo_code_id = ${codeId} WHERE id = ${cartId}`);
    },

    async useForOrder(tx, { orderId, cartId, code, buyer, now }) {
      const racy = testing.racyPromoUses === true;
      const lock = racy ? sql`` : sql`FOR UPDATE`;
      const where = code
        ? sql`lower(code) = ${normalizePromoCode(code)}`
        : sql`id = (SELECT promo_code_id FROM carts WHERE id = ${cartId})`;
      const promo = await readCode(tx, where, lock);
      if (!promo && !code) return null;
      const { rows: itemRows } = await tx.execute<Record<string, unknown>>(sql`
        SELECT oi.id, oi.event_id, e.performance_id, h.venue_id, (oi.price_kopecks * oi.quantity)::int AS amount
        FROM order_items oi JOIN events e ON e.id = oi.event_id JOIN halls h ON h.id = e.hall_id
        WHERE oi.order_id = ${orderId} AND oi.kind IN ('seat', 'zone') ORDER BY oi.id`);
      const value = valuePromo(
        promo,
        itemRows.map(lineOf),
        promo ? await usesBy(tx, promo.id, buyer) : 0,
        now,
      );
      if (!value.ok) throw new PromoRefused(value.refusal, value.minOrderKopecks);
      if (!promo) return null;
      // One more use; the CHECK (used_count <= max_uses) refuses a use past the limit even if a check above raced.
      const { rows: taken } = await tx.execute<{ id: number }>(
        racy
          ? sql`UPDATE promo_codes SET used_count = ${promo.usedCount + 1} WHERE id = ${promo.id} RETURNING id`
          : sql`UPDATE promo_codes SET used_count = used_count + 1
              WHERE id = ${promo.id} AND (max_uses IS NULL OR used_count < max_uses) RETURNING id`,
      );
      if (taken.length === 0) throw new PromoRefused('promo_used_up');
      await tx.execute(sql`
        INSERT INTO promo_usages (promo_code_id, order_id, email, user_id, created_at)
        VALUES (${promo.id}, ${orderId}, ${buyer.email}, ${buyer.userId}, ${at(now)})`);
      const ids = itemRows.map((row) => Number(row.id));
      await tx.execute(sql`
        UPDATE order_items oi SET discount_kopecks = share.kopecks
        FROM unnest(${intArray(ids)}, ${intArray(value.shares)}) AS share(id, kopecks)
        WHERE oi.id = share.id`);
      const { rows } = await tx.execute<{ total_kopecks: number }>(sql`
        UPDATE orders SET promo_code_id = ${promo.id}, discount_kopecks = ${value.discountKopecks},
          total_kopecks = subtotal_kopecks - ${value.discountKopecks} - certificate_kopecks
        WHERE id = ${orderId} RETURNING total_kopecks`);
      await tx.execute(sql`UPDATE carts SET promo_code_id = NULL WHERE id = ${cartId}`);
      return Number(rows[0]?.total_kopecks);
    },

    async giveBack(tx, orderIds) {
      await tx.execute(sql`
        WITH gone AS (DELETE FROM promo_usages WHERE order_id = ANY(${orderIds}) RETURNING promo_code_id)
        UPDATE promo_codes p SET used_count = p.used_count - g.n
        FROM (SELECT promo_code_id, count(*)::int AS n FROM gone GROUP BY promo_code_id) g
        WHERE p.id = g.promo_code_id`);
    },
  };
}
