// Owns the SQL of checkout and payment: turning a cart into a pending order (prices fixed, holds
// moved to the order until the payment deadline; a zero-total order paid at once), the payment row,
// a new payment of the visitor's unpaid order (paying again), applying a verified provider
// notification exactly once (a second successful payment of a paid order is refunded), and reading
// orders for their owner or a guest with the key.
//
// Lock order (as the cart's, cart.repository.ts): the cart row, then the order row, then
// event_zone_inventory rows in (event_id, zone_id) order, then seat_holds rows in
// (event_id, seat_id) order. Applying a notification: the payment_events insert first (UNIQUE
// (provider, provider_event_id): a copy waits for the first one's commit, then inserts nothing),
// then the order row FOR UPDATE, so two different notifications of one order take turns.
import { randomUUID } from 'node:crypto';
import type { TCartPersonParsed, TPaymentFailure } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import { liveLine } from '../cart/cart.sql.ts';
import { tr } from '../catalogue/catalogue.sql.ts';
import type { CertificatesRepository } from '../certificates/certificates.repository.ts';
import type { NamedTicketsRepository } from '../named-tickets/named-tickets.repository.ts';
import { notifyOrderPaid } from '../notifications/notification-hooks.ts';
import { seatPlace } from '../places/seat-place.sql.ts';
import type { PromoCodesRepository } from '../promo-codes/promo-codes.repository.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import type { PdfTicket } from '../tickets/ticket-pdf.ts';
import type { OrderMailRef } from './order-mails.ts';
import type { ReceiptItem } from './receipt.ts';
import { queueOrderMail, refundSucceeded } from './refund-settled.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

export type Buyer = { email: string; phone: string | null; name: string; method: 'card' | 'sbp' };

/** A refund (automatic, or a clerk's) to send (again) to its provider. */
export type StaleRefund = {
  refundId: number;
  orderId: number;
  amountKopecks: number;
  idempotencyKey: string;
  provider: string;
  providerPaymentId: string | null;
};

export type BuyResult =
  /** created: a new order; existing: a double click; again: a new payment of the visitor's unpaid order. */
  | { kind: 'created' | 'existing' | 'again'; order: OrderRow; payment: PaymentRow }
  /** A zero-total order: paid at once, tickets issued, no payment. */
  | { kind: 'free'; order: OrderRow }
  | { kind: 'empty' }
  | { kind: 'expired' }
  | { kind: 'too_many'; max: number };

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

/** A ticket as read for its buyer: what its PDF page prints, plus its id, status and event. */
export type TicketRow = PdfTicket & {
  id: number;
  status: 'valid' | 'used' | 'refunded';
  eventId: number;
  /** The show's running time (null: not announced). */
  durationMinutes: number | null;
};

const REFUND_TO_SEND = sql`r.id AS "refundId", r.order_id AS "orderId", r.amount_kopecks AS "amountKopecks",
  r.idempotency_key AS "idempotencyKey", p.provider, p.provider_payment_id AS "providerPaymentId"`;
const refundToSendOf = (row: StaleRefund): StaleRefund => ({
  ...row,
  refundId: Number(row.refundId),
  orderId: Number(row.orderId),
  amountKopecks: Number(row.amountKopecks),
});

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

const PAYMENT_COLUMNS = sql`id, order_id AS "orderId", provider, provider_payment_id AS "providerPaymentId",
  amount_kopecks AS "amountKopecks", idempotency_key AS "idempotencyKey", payment_url AS "paymentUrl", status`;

function paymentOf(row: Record<string, unknown>): PaymentRow {
  return { ...(row as unknown as PaymentRow), amountKopecks: Number(row.amountKopecks) };
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

export type CheckoutRepository = {
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
  /**
   * Stores the provider's payment page unless a parallel request stored one first; answers the one kept,
   * so two clicks at once send the buyer to the same page.
   */
  setPaymentUrl(paymentId: number, providerPaymentId: string, url: string): Promise<string>;
  ownOrder(owner: CartOwner, orderId: number): Promise<OrderRow | null>;
  /** The visitor's latest order that waits for payment before its deadline. */
  pendingOrder(owner: CartOwner, now: Date): Promise<OrderRow | null>;
  orderByNumber(number: string): Promise<OrderRow | null>;
  orderById(id: number): Promise<OrderRow | null>;
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
  /** What a refund's mail says: the bank's and the certificates' parts, and how many tickets it gave back. */
  /** What a refund gave back, and the cancelled session it gave back tickets of, if any (its title in `locale`). */
  refundFacts(refundId: number, locale: Locale): Promise<RefundFacts | null>;
  /** A pending refund with a bank part, to send to its provider now (a clerk's, just committed); null otherwise. */
  refundToSend(refundId: number): Promise<StaleRefund | null>;
  tickets(orderId: number, locale: Locale): Promise<TicketRow[]>;
  /** Queues a mail the order owes its buyer (the box office sends the tickets again). */
  queueMail(ref: OrderMailRef, now: Date): Promise<void>;
  /** The order's extra services, for the tickets PDF. */
  services(orderId: number, locale: Locale): Promise<{ name: string; quantity: number }[]>;
  /**
   * The lines of an order for its fiscal receipt, at what they cost after discounts; with `refundId`, the lines that
   * refund gave back, at what it gave back for each.
   */
  receiptItems(orderId: number, refundId?: number): Promise<ReceiptItem[]>;
};

export type RefundFacts = {
  amountKopecks: number;
  certificateKopecks: number;
  tickets: number;
  /** The back office cancelled the session of the refunded tickets: the buyer is told which and why. */
  cancelledSession: { title: string; startsAt: string; timezone: string; reason: string } | null;
};

export type CheckoutTesting = {
  /** Test-only: drop the notification de-duplication and the order lock, to show the race they prevent. */
  racyNotifications?: boolean;
};

export function createCheckoutRepository(
  db: Db,
  testing: CheckoutTesting = {},
  /** Takes the order's promo code use and writes its discount (promo-codes.repository.ts). */
  promo?: Pick<PromoCodesRepository, 'useForOrder'>,
  /** Sells the cart's extra services into the order (services.repository.ts). */
  services?: Pick<ServicesRepository, 'sellIntoOrder'>,
  /** Writes the holders of named tickets on the order's lines (named-tickets.repository.ts). */
  named?: Pick<NamedTicketsRepository, 'attachHolders'>,
  /** Spends a gift certificate on the order, makes and activates bought ones (certificates.repository.ts). */
  certificates?: Pick<
    CertificatesRepository,
    'spendForOrder' | 'refundToCertificate' | 'issueForOrder' | 'activateForOrder'
  >,
): CheckoutRepository {
  async function readOrder(tx: Tx | Db, where: SQL): Promise<OrderRow | null> {
    const { rows } = await tx.execute<Record<string, unknown>>(
      sql`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${where}`,
    );
    return rows[0] ? orderOf(rows[0]) : null;
  }

  async function paymentOfOrder(tx: Tx | Db, orderId: number): Promise<PaymentRow | null> {
    const { rows } = await tx.execute<Record<string, unknown>>(
      sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = ${orderId} ORDER BY id DESC LIMIT 1`,
    );
    return rows[0] ? paymentOf(rows[0]) : null;
  }

  function ownerMatch(owner: CartOwner): SQL | null {
    const parts: SQL[] = [];
    if (owner.sessionId !== null) parts.push(sql`o.session_id = ${owner.sessionId}`);
    if (owner.userId !== null) parts.push(sql`o.user_id = ${owner.userId}`);
    return parts.length === 0 ? null : sql`(${sql.join(parts, sql` OR `)})`;
  }

  /** Sells the order's places for good: its seats and zone places become `sold`. False when some are gone. */
  async function sell(tx: Tx, orderId: number, now: Date): Promise<boolean> {
    const { rows: seatItems } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_items WHERE order_id = ${orderId} AND kind = 'seat'`,
    );
    const wanted = Number(seatItems[0]?.n ?? 0);
    if (wanted > 0) {
      // The order's own hold (even past its deadline), or anybody's expired one, becomes the sale.
      const { rows } = await tx.execute<{ seat_id: number }>(sql`
        INSERT INTO seat_holds (event_id, seat_id, cart_id, order_id, status, expires_at, created_at)
        SELECT oi.event_id, oi.seat_id, NULL, ${orderId}::int, 'sold', NULL, ${at(now)}
        FROM order_items oi WHERE oi.order_id = ${orderId} AND oi.kind = 'seat'
        ORDER BY oi.event_id, oi.seat_id
        ON CONFLICT (event_id, seat_id) DO UPDATE
          SET cart_id = NULL, order_id = excluded.order_id, status = 'sold', expires_at = NULL
          WHERE (seat_holds.order_id = excluded.order_id AND seat_holds.status = 'ordered')
             OR seat_holds.expires_at < ${at(now)}
        RETURNING seat_id`);
      if (rows.length < wanted) return false;
    }
    const { rows: zones } = await tx.execute<{ event_id: number; zone_id: number; n: number }>(sql`
      SELECT event_id, zone_id, count(*)::int AS n FROM order_items
      WHERE order_id = ${orderId} AND kind = 'zone' GROUP BY event_id, zone_id ORDER BY event_id, zone_id`);
    for (const zone of zones) {
      await tx.execute(sql`
        SELECT 1 FROM event_zone_inventory WHERE event_id = ${zone.event_id} AND zone_id = ${zone.zone_id} FOR UPDATE`);
      const { rows: kept } = await tx.execute<{ id: number }>(sql`
        UPDATE zone_holds SET status = 'sold', expires_at = NULL
        WHERE order_id = ${orderId} AND event_id = ${zone.event_id} AND zone_id = ${zone.zone_id} AND status = 'ordered'
        RETURNING id`);
      if (kept.length > 0) continue;
      // The hold ran out and was cleared: take the places again if the zone still has them.
      await tx.execute(sql`
        DELETE FROM zone_holds WHERE event_id = ${zone.event_id} AND zone_id = ${zone.zone_id}
          AND status IN ('held', 'ordered') AND expires_at <= ${at(now)}`);
      const { rows: free } = await tx.execute<{ free: number }>(sql`
        SELECT capacity - taken AS free FROM event_zone_inventory
        WHERE event_id = ${zone.event_id} AND zone_id = ${zone.zone_id}`);
      if (Number(free[0]?.free ?? 0) < Number(zone.n)) return false;
      await tx.execute(sql`
        INSERT INTO zone_holds (event_id, zone_id, cart_id, order_id, status, quantity, expires_at, created_at)
        VALUES (${zone.event_id}, ${zone.zone_id}, NULL, ${orderId}, 'sold', ${zone.n}, NULL, ${at(now)})`);
    }
    return true;
  }

  /** The sold order becomes paid: one ticket per admission line, and the paid notification. */
  async function issueTickets(tx: Tx, orderId: number, now: Date, newSecret: () => string) {
    await tx.execute(sql`
      UPDATE orders SET status = 'paid', paid_at = ${at(now)}, updated_at = ${at(now)} WHERE id = ${orderId}`);
    const { rows: items } = await tx.execute<{
      id: number;
      event_id: number;
      seat_id: number | null;
      zone_id: number | null;
    }>(sql`
      SELECT id, event_id, seat_id, zone_id FROM order_items
      WHERE order_id = ${orderId} AND kind IN ('seat', 'zone') ORDER BY id`);
    if (items.length > 0) {
      const values = sql.join(
        items.map(
          (item) =>
            sql`(${item.id}::int, ${orderId}::int, ${item.event_id}::int, ${item.seat_id}::int, ${item.zone_id}::int, ${newSecret()}, ${at(now)})`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        INSERT INTO tickets (order_item_id, order_id, event_id, seat_id, zone_id, secret, created_at) VALUES ${values}`);
    }
    // Gift certificates bought by the order get their money and validity now.
    await certificates?.activateForOrder(tx, orderId, now);
    await notifyOrderPaid(tx as unknown as Db, { orderId });
    await queueOrderMail(tx, { order: orderId, kind: 'tickets' }, now);
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

    async queueMail(ref, now) {
      await db.transaction((tx) => queueOrderMail(tx, ref, now));
    },

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

    async services(orderId, locale) {
      const { rows } = await db.execute<{ name: string; quantity: number }>(sql`
        SELECT ${tr('es.name', locale)} AS name, oi.quantity FROM order_items oi
        JOIN extra_services es ON es.id = oi.service_id
        WHERE oi.order_id = ${orderId} AND oi.kind = 'service' ORDER BY oi.id`);
      return rows.map((row) => ({ name: row.name, quantity: Number(row.quantity) }));
    },

    async receiptItems(orderId, refundId) {
      const total =
        refundId === undefined
          ? sql`oi.price_kopecks * oi.quantity - oi.discount_kopecks`
          : sql`ri.amount_kopecks`;
      const { rows } = await db.execute<ReceiptItem>(sql`
        SELECT oi.kind, oi.quantity, ${total} AS "totalKopecks",
          coalesce(p.title->>'ru', es.name->>'ru', ct.name->>'ru', '') AS name,
          CASE WHEN e.id IS NOT NULL AND oi.kind IN ('seat', 'zone')
            THEN to_char(e.starts_at AT TIME ZONE e.timezone, 'DD.MM.YYYY HH24:MI') END AS "when"
        FROM order_items oi
        ${refundId === undefined ? sql`` : sql`JOIN refund_items ri ON ri.order_item_id = oi.id AND ri.refund_id = ${refundId}`}
        LEFT JOIN events e ON e.id = oi.event_id
        LEFT JOIN performances p ON p.id = e.performance_id AND oi.kind IN ('seat', 'zone')
        LEFT JOIN extra_services es ON es.id = oi.service_id
        LEFT JOIN certificate_templates ct ON ct.id = oi.certificate_template_id
        WHERE oi.order_id = ${orderId} ORDER BY oi.id`);
      return rows.map((row) => ({
        ...row,
        quantity: Number(row.quantity),
        totalKopecks: Number(row.totalKopecks),
      }));
    },

    async tickets(orderId, locale) {
      const { rows } = await db.execute<TicketRow>(sql`
        SELECT t.id, t.secret, t.status, t.event_id AS "eventId",
          ${tr('p.title', locale)} AS performance, ${tr('v.name', locale)} AS venue, ${tr('h.title', locale)} AS hall,
          ${tr('h.address', locale)} AS address, coalesce(e.age, p.age) AS age, p.duration_minutes AS "durationMinutes",
          e.starts_at AS "startsAt", e.timezone,
          place.section, place.row, place.seat, place.zone,
          oi.price_kopecks AS "priceKopecks", oi.holder_name AS holder
        FROM tickets t
        JOIN order_items oi ON oi.id = t.order_item_id
        JOIN events e ON e.id = t.event_id
        JOIN performances p ON p.id = e.performance_id
        JOIN halls h ON h.id = e.hall_id
        JOIN venues v ON v.id = h.venue_id
        ${seatPlace(locale, { seat: sql`t.seat_id`, zone: sql`t.zone_id` })}
        WHERE t.order_id = ${orderId}
        -- As a reader walks the hall: session by session, then section, row, and seats by number (5 before 6, 9
        -- before 10), whatever order they were clicked in; zone places after the seats.
        ORDER BY e.starts_at, e.id, place.section_position NULLS LAST, place.row_position NULLS LAST,
          CASE WHEN place.seat ~ '^[0-9]{1,9}$' THEN place.seat::int END NULLS LAST, place.seat, t.id`);
      return rows.map((row) => ({
        ...row,
        priceKopecks: Number(row.priceKopecks),
        age: Number(row.age),
        durationMinutes: row.durationMinutes === null ? null : Number(row.durationMinutes),
        startsAt: new Date(row.startsAt as unknown as string).toISOString(),
      }));
    },
  };
}
