// Owns placing orders and reading them back: turning a cart into a pending order (prices fixed, holds moved to
// the order until the payment deadline; a zero-total order paid at once), an order of gift certificates, a new
// payment of the visitor's unpaid order (paying again), and reading orders for their owner or a guest with the
// key. Lock order: as checkout.repository.ts says.
import type { TCartPersonParsed, TPaymentFailure } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import { liveLine } from '../cart/cart.sql.ts';
import type { CertificatesRepository } from '../certificates/certificates.repository.ts';
import type { NamedTicketsRepository } from '../named-tickets/named-tickets.repository.ts';
import type { PromoCodesRepository } from '../promo-codes/promo-codes.repository.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import { PAYMENT_COLUMNS, type PaymentRow, paymentOf, paymentOfOrder, type Tx } from './checkout.sql.ts';
import { createOrderSale } from './order-sale.ts';

export type OrderRow = {
  id: number;
  number: string;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded' | 'cancelled';
  email: string;
  phone: string | null;
  name: string;
  locale: Locale;
  totalKopecks: number;
  count: number;
  paymentMethod: 'card' | 'sbp' | 'certificate' | 'box_office';
  expiresAt: Date | null;
  paidAt: Date | null;
  accessKeyHash: string;
  /** Where the payment returns the buyer (orders.site_origin); null: PUBLIC_SITE_URL. */
  siteOrigin: string | null;
  /** Status of the order's latest payment. */
  lastPayment: 'pending' | 'succeeded' | 'failed' | 'cancelled' | null;
  /** Why the latest payment failed (null unless it did). */
  failure: TPaymentFailure | null;
};

export type Buyer = { email: string; phone: string | null; name: string; method: 'card' | 'sbp' };

export type BuyResult =
  /** created: a new order; existing: a double click; again: a new payment of the visitor's unpaid order. */
  | { kind: 'created' | 'existing' | 'again'; order: OrderRow; payment: PaymentRow }
  /** A zero-total order: paid at once, tickets issued, no payment. */
  | { kind: 'free'; order: OrderRow }
  | { kind: 'empty' }
  | { kind: 'expired' }
  | { kind: 'too_many'; max: number };

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

const ORDER_COLUMNS = sql`o.id, o.number, o.status, o.email, o.phone, o.name, o.locale,
  o.total_kopecks AS "totalKopecks", o.payment_method AS "paymentMethod", o.expires_at AS "expiresAt",
  o.paid_at AS "paidAt", o.access_key_hash AS "accessKeyHash", o.site_origin AS "siteOrigin",
  (SELECT count(*)::int FROM order_items oi WHERE oi.order_id = o.id AND oi.kind IN ('seat', 'zone')) AS count,
  lp.status AS "lastPayment", lp.failure_reason AS failure`;

/** The cart pays again only orders of places: a purchase of gift certificates is paid from its own page. */
const NOT_A_PURCHASE_OF_CERTIFICATES = sql`NOT EXISTS (
  SELECT 1 FROM order_items ci WHERE ci.order_id = o.id AND ci.kind = 'certificate')`;

/** An order with its latest payment (`lp`). */
const ORDER_FROM = sql`orders o LEFT JOIN LATERAL (
  SELECT p.status, p.failure_reason FROM payments p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1
) lp ON true`;

function orderOf(row: Record<string, unknown>): OrderRow {
  return {
    ...(row as unknown as OrderRow),
    totalKopecks: Number(row.totalKopecks),
    count: Number(row.count),
    expiresAt: toDate(row.expiresAt),
    paidAt: toDate(row.paidAt),
  };
}

/** What every new order is made with: who buys, in which language, its number and key, the payment's provider. */
export type NewOrder = {
  owner: CartOwner;
  buyer: Buyer;
  locale: Locale;
  provider: string;
  number: string;
  accessKeyHash: (number: string) => string;
  now: Date;
  paymentWindowMs: number;
  /** The site's address the buyer checked out at, where the payment returns them; null: PUBLIC_SITE_URL. */
  siteOrigin: string | null;
};

export type OrderPlacingRepository = {
  buy(
    input: NewOrder & {
      cartId: number;
      /** MAX_SEATS_PER_ORDER: places one order may hold (an event may allow fewer). */
      maxPlaces: number;
      /** A ticket secret, for a zero-total order paid at once. */
      newSecret: () => string;
      /** The promo code the buyer typed at checkout; null: the one the cart applied, if any. */
      promocode: string | null;
      /** The gift certificate code the buyer typed; null: the one the cart applied, if any. */
      certificate: string | null;
      /** Holders of the places of sessions that require names. */
      persons: readonly TCartPersonParsed[];
    },
  ): Promise<BuyResult>;
  /**
   * An order of gift certificates (no cart, no places): its lines, the certificates it makes (unusable until it is
   * paid) and its first payment, in one transaction.
   */
  preorder(
    input: NewOrder & {
      templateId: number;
      nominalKopecks: number;
      count: number;
      recipient: string | null;
      message: string | null;
      newCode: () => string;
    },
  ): Promise<{ order: OrderRow; payment: PaymentRow }>;
  ownOrder(owner: CartOwner, orderId: number): Promise<OrderRow | null>;
  /** The visitor's latest order that waits for payment before its deadline. */
  pendingOrder(owner: CartOwner, now: Date): Promise<OrderRow | null>;
  orderByNumber(number: string): Promise<OrderRow | null>;
  orderById(id: number): Promise<OrderRow | null>;
};

/** What placing an order takes from other modules (checkout.repository.ts says what each does). */
export type OrderPlacingDeps = {
  promo?: Pick<PromoCodesRepository, 'useForOrder'>;
  services?: Pick<ServicesRepository, 'sellIntoOrder'>;
  named?: Pick<NamedTicketsRepository, 'attachHolders'>;
  certificates?: Pick<CertificatesRepository, 'spendForOrder' | 'issueForOrder' | 'activateForOrder'>;
};

export function createOrderPlacingRepository(
  db: Db,
  { promo, services, named, certificates }: OrderPlacingDeps = {},
): OrderPlacingRepository {
  const { sell, issueTickets } = createOrderSale(certificates);

  async function readOrder(tx: Tx | Db, where: SQL): Promise<OrderRow | null> {
    const { rows } = await tx.execute<Record<string, unknown>>(
      sql`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${where}`,
    );
    return rows[0] ? orderOf(rows[0]) : null;
  }

  function ownerMatch(owner: CartOwner): SQL | null {
    const parts: SQL[] = [];
    if (owner.sessionId !== null) parts.push(sql`o.session_id = ${owner.sessionId}`);
    if (owner.userId !== null) parts.push(sql`o.user_id = ${owner.userId}`);
    return parts.length === 0 ? null : sql`(${sql.join(parts, sql` OR `)})`;
  }

  /** A pending order of `total` to pay by `deadline`; answers its id. */
  async function insertOrder(tx: Tx, input: NewOrder, total: number, deadline: Date): Promise<number> {
    const { now } = input;
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO orders (number, user_id, session_id, email, phone, name, locale, status, subtotal_kopecks,
        total_kopecks, payment_method, expires_at, access_key_hash, site_origin, created_at, updated_at)
      VALUES (${input.number}, ${input.owner.userId}, ${input.owner.sessionId}, ${input.buyer.email},
        ${input.buyer.phone}, ${input.buyer.name}, ${input.locale}, 'pending', ${total}, ${total},
        ${input.buyer.method}, ${at(deadline)}, ${input.accessKeyHash(input.number)}, ${input.siteOrigin},
        ${at(now)}, ${at(now)})
      RETURNING id`);
    return Number(rows[0]?.id);
  }

  /** The first limit the cart's places exceed (all of them, then each event's), or null. */
  async function overLimit(tx: Tx, cartId: number, maxPlaces: number): Promise<number | null> {
    const { rows } = await tx.execute<{ n: number; event_max: number }>(sql`
      SELECT sum(ci.quantity)::int AS n, e.max_seats_per_order AS event_max
      FROM cart_items ci JOIN events e ON e.id = ci.event_id
      WHERE ci.cart_id = ${cartId} GROUP BY e.id, e.max_seats_per_order`);
    const all = rows.reduce((sum, row) => sum + Number(row.n), 0);
    if (all > maxPlaces) return maxPlaces;
    const event = rows.find((row) => Number(row.n) > Math.min(maxPlaces, Number(row.event_max)));
    return event ? Math.min(maxPlaces, Number(event.event_max)) : null;
  }

  async function insertPayment(
    tx: Tx,
    input: { orderId: number; provider: string; amountKopecks: number; now: Date },
  ): Promise<PaymentRow> {
    const { rows: counted } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${input.orderId}`,
    );
    const attempt = Number(counted[0]?.n ?? 0) + 1;
    const { rows } = await tx.execute<Record<string, unknown>>(sql`
      INSERT INTO payments (order_id, provider, amount_kopecks, status, idempotency_key, created_at, updated_at)
      VALUES (${input.orderId}, ${input.provider}, ${input.amountKopecks}, 'pending',
        ${`order-${input.orderId}-${attempt}`}, ${at(input.now)}, ${at(input.now)})
      RETURNING ${PAYMENT_COLUMNS}`);
    if (!rows[0]) throw new Error('payment insert returned nothing');
    return paymentOf(rows[0]);
  }

  /**
   * With an empty cart: the visitor's latest order, when it is unpaid. Its pending payment by the same
   * method is answered again (a double click); after a failed payment, or for another method, a new
   * payment is made and the buyer's details and language updated. Past its deadline (whether or not the
   * sweeper has marked it `expired` yet): expired. Null when the latest order is not unpaid.
   */
  async function payAgain(
    tx: Tx,
    input: { owner: CartOwner; buyer: Buyer; locale: Locale; provider: string; now: Date },
  ): Promise<BuyResult | null> {
    const mine = ownerMatch(input.owner);
    if (!mine) return null;
    const { rows } = await tx.execute<{ id: number; status: string }>(sql`
      SELECT o.id, o.status FROM orders o WHERE ${mine} AND o.total_kopecks > 0 AND ${NOT_A_PURCHASE_OF_CERTIFICATES}
      ORDER BY o.id DESC LIMIT 1 FOR UPDATE`);
    const latest = rows[0];
    if (latest?.status === 'expired') return { kind: 'expired' };
    if (latest?.status !== 'pending') return null;
    const order = await readOrder(tx, sql`o.id = ${latest.id}`);
    if (!order) return null;
    if (!order.expiresAt || order.expiresAt <= input.now) return { kind: 'expired' };
    const last = await paymentOfOrder(tx, order.id);
    const { buyer, now } = input;
    if (last?.status === 'pending' && order.paymentMethod === buyer.method) {
      return { kind: 'existing', order, payment: last };
    }
    await tx.execute(sql`
      UPDATE orders SET email = ${buyer.email}, phone = ${buyer.phone}, name = ${buyer.name},
        payment_method = ${buyer.method}, locale = ${input.locale}, updated_at = ${at(now)}
      WHERE id = ${order.id}`);
    const payment = await insertPayment(tx, {
      orderId: order.id,
      provider: input.provider,
      amountKopecks: order.totalKopecks,
      now,
    });
    const updated = await readOrder(tx, sql`o.id = ${order.id}`);
    if (!updated) throw new Error('order vanished');
    return { kind: 'again', order: updated, payment };
  }

  return {
    async buy(input) {
      const { cartId, now } = input;
      return db.transaction(async (tx): Promise<BuyResult> => {
        const { rows: cartRows } = await tx.execute<{ expires_at: string | null }>(
          sql`SELECT expires_at FROM carts WHERE id = ${cartId} FOR UPDATE`,
        );
        const { rows: lines } = await tx.execute<{ id: number; live: boolean }>(sql`
          SELECT ci.id, ${liveLine(now)} AS live FROM cart_items ci WHERE ci.cart_id = ${cartId}`);
        const live = lines.filter((line) => line.live);
        if (live.length === 0) {
          // A double click (the first request already made the order and emptied the cart), or paying again.
          const again = await payAgain(tx, input);
          if (again) return again;
          const cartUntil = toDate(cartRows[0]?.expires_at);
          return lines.length > 0 || (cartUntil !== null && cartUntil <= now)
            ? { kind: 'expired' }
            : { kind: 'empty' };
        }
        if (live.length < lines.length) return { kind: 'expired' };
        // A cart merged at sign-in may hold more than one order may.
        const max = await overLimit(tx, cartId, input.maxPlaces);
        if (max !== null) return { kind: 'too_many', max };

        const deadline = new Date(now.getTime() + input.paymentWindowMs);
        const { rows: sums } = await tx.execute<{ total: number }>(sql`
          SELECT coalesce(sum(price_kopecks * quantity), 0)::bigint AS total FROM cart_items WHERE cart_id = ${cartId}`);
        const total = Number(sums[0]?.total ?? 0);
        const orderId = await insertOrder(tx, input, total, deadline);
        await tx.execute(sql`
          INSERT INTO order_items (order_id, kind, event_id, seat_id, zone_id, price_category_id, quantity, price_kopecks)
          SELECT ${orderId}::int, CASE WHEN ci.seat_id IS NOT NULL THEN 'seat' ELSE 'zone' END::order_item_kind,
            ci.event_id, ci.seat_id, ci.zone_id, coalesce(s.price_category_id, z.price_category_id), 1, ci.price_kopecks
          FROM cart_items ci
          LEFT JOIN plan_seats s ON s.id = ci.seat_id
          LEFT JOIN plan_zones z ON z.id = ci.zone_id
          CROSS JOIN LATERAL generate_series(1, ci.quantity)
          WHERE ci.cart_id = ${cartId}
          ORDER BY ci.event_id, ci.seat_id, ci.zone_id`);
        // The holders of named tickets, the extra services, then the promo code: each throws when it cannot be
        // had, which undoes the order.
        await named?.attachHolders(tx, { orderId, cartId, persons: input.persons });
        const servicesSum =
          (await services?.sellIntoOrder(tx, { orderId, cartId, now, locale: input.locale })) ?? 0;
        const discounted = await promo?.useForOrder(tx, {
          orderId,
          cartId,
          code: input.promocode,
          buyer: { email: input.buyer.email, userId: input.owner.userId },
          now,
        });
        const certified = await certificates?.spendForOrder(tx, {
          orderId,
          cartId,
          code: input.certificate,
          now,
        });
        const toPay = certified ?? discounted ?? total + servicesSum;
        if (toPay === 0 && certified !== undefined && certified !== null) {
          await tx.execute(sql`UPDATE orders SET payment_method = 'certificate' WHERE id = ${orderId}`);
        }
        // The holds become the order's until the payment deadline (zones, then seats: lock order).
        await tx.execute(sql`
          SELECT 1 FROM event_zone_inventory inv
          WHERE (inv.event_id, inv.zone_id) IN (SELECT event_id, zone_id FROM zone_holds WHERE cart_id = ${cartId} AND status = 'held')
          ORDER BY inv.event_id, inv.zone_id FOR UPDATE`);
        await tx.execute(sql`
          UPDATE zone_holds SET status = 'ordered', cart_id = NULL, order_id = ${orderId}, expires_at = ${at(deadline)}
          WHERE cart_id = ${cartId} AND status = 'held' AND expires_at > ${at(now)}`);
        await tx.execute(sql`
          UPDATE seat_holds SET status = 'ordered', cart_id = NULL, order_id = ${orderId}, expires_at = ${at(deadline)}
          WHERE id IN (SELECT id FROM seat_holds WHERE cart_id = ${cartId} AND status = 'held' AND expires_at > ${at(now)}
            ORDER BY event_id, seat_id FOR UPDATE)`);
        await tx.execute(sql`DELETE FROM cart_items WHERE cart_id = ${cartId}`);
        await tx.execute(
          sql`UPDATE carts SET expires_at = NULL, updated_at = ${at(now)} WHERE id = ${cartId}`,
        );
        if (toPay === 0) {
          // Free invitations (or a code that takes everything off): nothing to pay, so no provider; the places are sold at once.
          if (!(await sell(tx, orderId, now))) throw new Error('a free order could not take its own holds');
          await issueTickets(tx, orderId, now, input.newSecret);
          const order = await readOrder(tx, sql`o.id = ${orderId}`);
          if (!order) throw new Error('order insert returned nothing');
          return { kind: 'free', order };
        }
        const payment = await insertPayment(tx, {
          orderId,
          provider: input.provider,
          amountKopecks: toPay,
          now,
        });
        const order = await readOrder(tx, sql`o.id = ${orderId}`);
        if (!order) throw new Error('order insert returned nothing');
        return { kind: 'created', order, payment };
      });
    },

    async preorder(input) {
      const { now } = input;
      return db.transaction(async (tx) => {
        const total = input.nominalKopecks * input.count;
        const deadline = new Date(now.getTime() + input.paymentWindowMs);
        const orderId = await insertOrder(tx, input, total, deadline);
        await tx.execute(sql`
          INSERT INTO order_items (order_id, kind, certificate_template_id, quantity, price_kopecks)
          VALUES (${orderId}, 'certificate', ${input.templateId}, ${input.count}, ${input.nominalKopecks})`);
        if (!certificates) throw new Error('checkout has no certificates repository');
        await certificates.issueForOrder(tx, {
          orderId,
          templateId: input.templateId,
          nominalKopecks: input.nominalKopecks,
          count: input.count,
          buyer: { email: input.buyer.email, userId: input.owner.userId },
          recipient: input.recipient,
          message: input.message,
          newCode: input.newCode,
          now,
        });
        const payment = await insertPayment(tx, {
          orderId,
          provider: input.provider,
          amountKopecks: total,
          now,
        });
        const order = await readOrder(tx, sql`o.id = ${orderId}`);
        if (!order) throw new Error('order insert returned nothing');
        return { order, payment };
      });
    },

    async ownOrder(owner, orderId) {
      const mine = ownerMatch(owner);
      return mine ? readOrder(db, sql`o.id = ${orderId} AND ${mine}`) : null;
    },

    async pendingOrder(owner, now) {
      const mine = ownerMatch(owner);
      return mine
        ? readOrder(
            db,
            sql`${mine} AND o.status = 'pending' AND o.expires_at > ${at(now)} AND ${NOT_A_PURCHASE_OF_CERTIFICATES}
              ORDER BY o.id DESC LIMIT 1`,
          )
        : null;
    },

    async orderByNumber(number) {
      return readOrder(db, sql`o.number = ${number}`);
    },

    async orderById(id) {
      return readOrder(db, sql`o.id = ${id}`);
    },
  };
}
