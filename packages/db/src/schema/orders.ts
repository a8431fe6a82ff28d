// Owns what was bought and paid: orders and their lines, payments and the provider
// notifications behind them, refunds, the tickets issued, and the door check log.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.js';
import { certificateTemplates } from './certificates.js';
import { createdAt, id, kopecks, moneyCheck, timestamptz, updatedAt } from './columns.js';
import { localeEnum } from './enums.js';
import { events } from './events.js';
import { outboxTable } from './outbox.js';
import { planSeats, planZones, priceCategories } from './plans.js';
import { promoCodes } from './promo.js';
import { documentTypes } from './reference.js';
import { extraServices } from './services.js';

export const orderStatus = pgEnum('order_status', [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
  'cancelled',
]);

export const paymentMethod = pgEnum('payment_method', ['card', 'sbp', 'certificate', 'box_office']);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human-friendly reference printed on tickets and said on the phone (e.g. "A7K-39QX"). */
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').references(() => sessions.id, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    email: text('email').notNull(),
    phone: text('phone'),
    name: text('name').notNull(),
    /** Language of every e-mail about this order. */
    locale: localeEnum('locale').notNull().default('ru'),
    status: orderStatus('status').notNull().default('pending'),
    /** total = subtotal - discount - certificate, enforced by orders_total_ck. */
    subtotalKopecks: kopecks('subtotal_kopecks').notNull(),
    discountKopecks: kopecks('discount_kopecks').notNull().default(0),
    certificateKopecks: kopecks('certificate_kopecks').notNull().default(0),
    totalKopecks: kopecks('total_kopecks').notNull(),
    promoCodeId: integer('promo_code_id').references((): AnyPgColumn => promoCodes.id, {
      onDelete: 'set null',
    }),
    certificateId: integer('certificate_id').references((): AnyPgColumn => giftCertificates.id, {
      onDelete: 'set null',
    }),
    paymentMethod: paymentMethod('payment_method').notNull(),
    /** Payment deadline; the order's seat holds expire with it. */
    expiresAt: timestamptz('expires_at'),
    paidAt: timestamptz('paid_at'),
    /** Hash of the key in the guest's ticket link (GET /tickets/{reservation}?key=). */
    accessKeyHash: text('access_key_hash').notNull(),
    /**
     * The site's address the buyer checked out at (one the site answers to: PUBLIC_SITE_URL or SITE_ORIGINS), where
     * the payment returns them; null: PUBLIC_SITE_URL.
     */
    siteOrigin: text('site_origin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    index('orders_created_idx').on(t.createdAt),
    // The box office's sales figures and CSV export take orders by the day they were paid.
    index('orders_paid_idx').on(t.paidAt),
    moneyCheck('orders_subtotal_ck', t.subtotalKopecks),
    moneyCheck('orders_discount_ck', t.discountKopecks),
    moneyCheck('orders_certificate_ck', t.certificateKopecks),
    moneyCheck('orders_total_ck_nonneg', t.totalKopecks),
    check(
      'orders_total_ck',
      sql`${t.totalKopecks} = ${t.subtotalKopecks} - ${t.discountKopecks} - ${t.certificateKopecks}`,
    ),
    check(
      'orders_paid_ck',
      sql`${t.status} NOT IN ('paid', 'refunded', 'partially_refunded') OR ${t.paidAt} IS NOT NULL`,
    ),
  ],
);

export const orderItemKind = pgEnum('order_item_kind', ['seat', 'zone', 'service', 'certificate']);

/**
 * One line per admission (a seat, or one place in a zone) so that each maps to exactly one
 * ticket and one named holder; services and certificates carry a quantity. The price is fixed
 * here at order time and never recomputed.
 *
 * Named tickets: the holder is given at checkout, before any ticket exists, so it lives on the
 * admission line; the ticket shows its line's holder and /person_by_ticket updates it here.
 */
// A gift certificate is bought by an order and pays for orders (foreign keys both ways), so its table
// lives here beside orders; its designs are in certificates.ts and its ledger in certificate-ledger.ts.
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

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderItemKind('kind').notNull(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'restrict' }),
    seatId: integer('seat_id').references(() => planSeats.id, { onDelete: 'restrict' }),
    zoneId: integer('zone_id').references(() => planZones.id, { onDelete: 'restrict' }),
    priceCategoryId: integer('price_category_id').references(() => priceCategories.id, {
      onDelete: 'set null',
    }),
    serviceId: integer('service_id').references(() => extraServices.id, { onDelete: 'restrict' }),
    certificateTemplateId: integer('certificate_template_id').references(() => certificateTemplates.id, {
      onDelete: 'restrict',
    }),
    quantity: integer('quantity').notNull().default(1),
    /** Unit price before discount, and the share of the order discount given to this line. */
    priceKopecks: kopecks('price_kopecks').notNull(),
    discountKopecks: kopecks('discount_kopecks').notNull().default(0),
    holderName: text('holder_name'),
    holderDocumentTypeId: integer('holder_document_type_id').references(() => documentTypes.id, {
      onDelete: 'restrict',
    }),
    holderDocumentNumber: text('holder_document_number'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_event_idx').on(t.eventId),
    moneyCheck('order_items_price_ck', t.priceKopecks),
    check(
      'order_items_discount_ck',
      sql`${t.discountKopecks} BETWEEN 0 AND ${t.priceKopecks} * ${t.quantity}`,
    ),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
    check(
      'order_items_kind_ck',
      sql`CASE ${t.kind}
        WHEN 'seat' THEN ${t.eventId} IS NOT NULL AND ${t.seatId} IS NOT NULL AND ${t.zoneId} IS NULL
          AND ${t.serviceId} IS NULL AND ${t.certificateTemplateId} IS NULL AND ${t.quantity} = 1
        WHEN 'zone' THEN ${t.eventId} IS NOT NULL AND ${t.zoneId} IS NOT NULL AND ${t.seatId} IS NULL
          AND ${t.serviceId} IS NULL AND ${t.certificateTemplateId} IS NULL AND ${t.quantity} = 1
        WHEN 'service' THEN ${t.serviceId} IS NOT NULL AND ${t.seatId} IS NULL AND ${t.zoneId} IS NULL
          AND ${t.certificateTemplateId} IS NULL
        WHEN 'certificate' THEN ${t.eventId} IS NULL AND ${t.seatId} IS NULL AND ${t.zoneId} IS NULL
          AND ${t.serviceId} IS NULL
      END`,
    ),
    check(
      'order_items_holder_ck',
      sql`(${t.holderDocumentTypeId} IS NULL) = (${t.holderDocumentNumber} IS NULL)`,
    ),
  ],
);

export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed', 'cancelled']);

/** Why a payment failed, in the provider-neutral words the buyer is told (contracts PAYMENT_FAILURES). */
export const paymentFailure = pgEnum('payment_failure', [
  'declined',
  'authentication_failed',
  'cancelled',
  'other',
]);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Provider key as configured in the API (three providers plus the demo one). */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountKopecks: kopecks('amount_kopecks').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    /** Sent to the provider so a retried create never charges twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    paymentUrl: text('payment_url'),
    /** Set with status `failed`: the reason the provider's notification gave. */
    failureReason: paymentFailure('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_ck', sql`${t.amountKopecks} > 0`),
  ],
);

/**
 * Every provider notification as received. UNIQUE (provider, provider_event_id) makes handling
 * idempotent: insert first with ON CONFLICT DO NOTHING, act only if a row came back.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    unique('payment_events_provider_event_uq').on(t.provider, t.providerEventId),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    /** The payment the bank's part goes back to; null when nothing goes back to a bank (certificate, free). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** What the provider gives back to the buyer's card or account. */
    amountKopecks: kopecks('amount_kopecks').notNull(),
    /** What goes back to the gift certificate(s) that paid part of the order (box-office refunds). */
    certificateKopecks: kopecks('certificate_kopecks').notNull().default(0),
    status: refundStatus('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** Staff member who refunded; null for automatic refunds (payment after the hold expired). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_uq').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_amount_ck', sql`${t.amountKopecks} >= 0 AND ${t.certificateKopecks} >= 0`),
    check('refunds_payment_ck', sql`${t.paymentId} IS NOT NULL OR ${t.amountKopecks} = 0`),
  ],
);

export const refundItems = pgTable(
  'refund_items',
  {
    id: id(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    amountKopecks: kopecks('amount_kopecks').notNull(),
  },
  (t) => [
    unique('refund_items_refund_item_uq').on(t.refundId, t.orderItemId),
    index('refund_items_order_item_idx').on(t.orderItemId),
    // A line given away free (a 100 % promo code) is refunded for 0.
    check('refund_items_amount_ck', sql`${t.amountKopecks} >= 0`),
  ],
);

export const ticketStatus = pgEnum('ticket_status', ['valid', 'used', 'refunded']);

/**
 * Issued when an order is paid, one per admission line. `secret` is the unguessable code in the
 * QR. tickets_event_seat_uq is the second net of the seat guarantee: two live tickets for one
 * seat of one event cannot exist, whatever happened to the holds.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    seatId: integer('seat_id').references(() => planSeats.id, { onDelete: 'restrict' }),
    zoneId: integer('zone_id').references(() => planZones.id, { onDelete: 'restrict' }),
    secret: text('secret').notNull(),
    status: ticketStatus('status').notNull().default('valid'),
    usedAt: timestamptz('used_at'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_secret_uq').on(t.secret),
    uniqueIndex('tickets_order_item_uq').on(t.orderItemId),
    uniqueIndex('tickets_event_seat_uq').on(t.eventId, t.seatId).where(sql`${t.status} <> 'refunded'`),
    index('tickets_order_idx').on(t.orderId),
    check('tickets_target_ck', sql`num_nonnulls(${t.seatId}, ${t.zoneId}) <= 1`),
    check('tickets_used_ck', sql`(${t.status} = 'used') = (${t.usedAt} IS NOT NULL)`),
  ],
);

export const checkinResult = pgEnum('checkin_result', [
  'valid',
  'already_used',
  'refunded',
  'unknown',
  'wrong_event',
]);

/** Every scan at the door, accepted or not, for disputes and entry statistics. */
export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** What was scanned, kept only when it matched no ticket (result unknown). */
    scannedCode: text('scanned_code'),
    result: checkinResult('result').notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The scanner's own id (a phone at the door): its repeated scan of a ticket it let in answers `valid` again. */
    device: text('device'),
    /** The session the scan was for. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('checkins_ticket_idx').on(t.ticketId), index('checkins_created_idx').on(t.createdAt)],
);

/**
 * The mails an order owes its buyer (the tickets; an automatic refund), queued in the transaction that makes them
 * due, so a crash right after the payment cannot lose them; delivered by the API's order-mail outbox. `body` is
 * `{"order": id, "kind": …}`: the mail is rendered from the order when it is sent.
 */
export const orderMails = outboxTable('order_mails');
