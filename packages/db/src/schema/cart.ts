// Owns carts and seat inventory: the cart and its lines, extra services in the cart, and the two
// database-enforced guarantees of the product:
//
// 1. A seat of an event is in at most one active hold or sale. Seats are not materialised per
//    event (a 1,500-seat hall times thousands of events would be millions of idle rows): a seat
//    with no seat_holds row is free, and UNIQUE (event_id, seat_id) lets at most one row exist.
//    A hold past expires_at is dead but still occupies the key, so claiming a seat is ONE
//    statement that either inserts, or takes over an expired row, or returns nothing:
//
//      INSERT INTO seat_holds (event_id, seat_id, cart_id, order_id, status, expires_at, created_at)
//      VALUES ($event, $seat, $cart, NULL, 'held', $now + $holdTime, $now)
//      ON CONFLICT (event_id, seat_id) DO UPDATE
//        SET cart_id = excluded.cart_id, order_id = NULL, status = 'held',
//            expires_at = excluded.expires_at, created_at = excluded.created_at
//        WHERE seat_holds.expires_at < $now
//      RETURNING id;
//
//    No row back means the seat is taken (answer 409). Sold and blocked rows have a NULL
//    expires_at, so `NULL < $now` is never true and they are never taken over. Concurrent claims
//    serialise on the unique index: the loser waits for the winner's commit, then sees an
//    unexpired row. Pass the injected clock's time as $now (not now()) so tests control expiry.
//    Releasing a seat is a DELETE of its row.
//
// 2. A general-admission zone never sells more than its capacity: event_zone_inventory has
//    CHECK (taken BETWEEN 0 AND capacity), and `taken` is maintained by a trigger on zone_holds
//    (drizzle/0001_*.sql), so it always equals the sum of the zone's hold quantities. To reuse
//    places of expired holds, DELETE the expired zone_holds rows first (the trigger gives the
//    places back), then INSERT; an insert that would overfill fails with a check violation.
//
// Tickets add a second net for seats: tickets_event_seat_uq (orders.ts).
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  inet,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.js';
import { createdAt, exactlyOne, id, kopecks, moneyCheck, timestamptz, updatedAt } from './columns.js';
import { events } from './events.js';
import { giftCertificates, orders } from './orders.js';
import { planSeats, planZones } from './plans.js';
import { promoCodes } from './promo.js';
import { extraServices } from './services.js';

/** A visitor's cart: one per session (anonymous) or user; deleting it releases its held seats. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    // ON UPDATE CASCADE: signing in gives the session a new id (no fixation) and the cart follows it.
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The hold deadline shared by everything in the cart (the countdown of the cart page). */
    expiresAt: timestamptz('expires_at'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    certificateId: integer('certificate_id').references(() => giftCertificates.id, { onDelete: 'set null' }),
    /**
     * The client network (hold-address.ts in the API: an IPv4 address, or an IPv6 /64) that opened the cart's
     * current hold window, and when: new hold windows per network are limited (hold_address_refusal, migration
     * 0018_hold_address). Null: opened by no visitor's request (or before that limit existed).
     */
    clientAddress: inet('client_address'),
    windowOpenedAt: timestamptz('window_opened_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_session_uq').on(t.sessionId),
    uniqueIndex('carts_user_uq').on(t.userId),
    index('carts_address_window_idx')
      .on(t.clientAddress, t.windowOpenedAt)
      .where(sql`${t.clientAddress} IS NOT NULL`),
    check('carts_owner_ck', sql`num_nonnulls(${t.sessionId}, ${t.userId}) >= 1`),
  ],
);

export const holdStatus = pgEnum('hold_status', ['held', 'ordered', 'sold', 'blocked']);

/**
 * Who holds a seat, by status:
 *   held    – a cart, until expires_at;
 *   ordered – an unpaid order, until expires_at (the order's payment deadline);
 *   sold    – a paid order, forever (refund deletes the row);
 *   blocked – the venue (house seats, broken seats), forever.
 * seat_holds_state_ck makes any other combination impossible.
 */
/**
 * The block_reason of the seats a plan publish closed when it moved a session onto the hall's next plan (the old
 * plan's seats, so a hold racing the publish cannot land on one): not seats off sale, and not on the session's map.
 */
export const PLAN_REVISION_BLOCK = 'plan_revision';

export const seatHolds = pgTable(
  'seat_holds',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    seatId: integer('seat_id')
      .notNull()
      .references(() => planSeats.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    status: holdStatus('status').notNull(),
    expiresAt: timestamptz('expires_at'),
    /** The client network whose request took the hold (kept when it becomes an order's): places held per network. */
    clientAddress: inet('client_address'),
    /** Why the venue took a blocked seat off sale (back office: house seats, a camera). */
    blockReason: text('block_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('seat_holds_event_seat_uq').on(t.eventId, t.seatId),
    // A network's live places of an event (expires_at: only held and ordered rows have one).
    index('seat_holds_event_address_idx')
      .on(t.eventId, t.clientAddress, t.expiresAt)
      .where(sql`${t.clientAddress} IS NOT NULL`),
    index('seat_holds_cart_idx').on(t.cartId),
    index('seat_holds_order_idx').on(t.orderId),
    index('seat_holds_expires_idx').on(t.expiresAt),
    check(
      'seat_holds_state_ck',
      sql`(${t.status} = 'held' AND ${t.cartId} IS NOT NULL AND ${t.orderId} IS NULL AND ${t.expiresAt} IS NOT NULL)
       OR (${t.status} = 'ordered' AND ${t.cartId} IS NULL AND ${t.orderId} IS NOT NULL AND ${t.expiresAt} IS NOT NULL)
       OR (${t.status} = 'sold' AND ${t.cartId} IS NULL AND ${t.orderId} IS NOT NULL AND ${t.expiresAt} IS NULL)
       OR (${t.status} = 'blocked' AND ${t.cartId} IS NULL AND ${t.orderId} IS NULL AND ${t.expiresAt} IS NULL)`,
    ),
  ],
);

/** Places of a general-admission zone at one event; created with the event for each zone of its plan. */
export const eventZoneInventory = pgTable(
  'event_zone_inventory',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => planZones.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
    /** Maintained by the zone_holds trigger; never written by application code. */
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.zoneId] }),
    check('event_zone_inventory_capacity_ck', sql`${t.capacity} >= 0`),
    check('event_zone_inventory_taken_ck', sql`${t.taken} BETWEEN 0 AND ${t.capacity}`),
  ],
);

/** Places held in a zone, with the same states as seat_holds (a cart holds one row per zone). */
export const zoneHolds = pgTable(
  'zone_holds',
  {
    id: id(),
    eventId: integer('event_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    status: holdStatus('status').notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamptz('expires_at'),
    /** As seat_holds.client_address: the network whose request last added places to the row. */
    clientAddress: inet('client_address'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'zone_holds_inventory_fk',
      columns: [t.eventId, t.zoneId],
      foreignColumns: [eventZoneInventory.eventId, eventZoneInventory.zoneId],
    }).onDelete('cascade'),
    unique('zone_holds_cart_zone_uq').on(t.cartId, t.eventId, t.zoneId),
    index('zone_holds_event_zone_idx').on(t.eventId, t.zoneId),
    index('zone_holds_event_address_idx')
      .on(t.eventId, t.clientAddress, t.expiresAt)
      .where(sql`${t.clientAddress} IS NOT NULL`),
    index('zone_holds_order_idx').on(t.orderId),
    index('zone_holds_expires_idx').on(t.expiresAt),
    check('zone_holds_quantity_ck', sql`${t.quantity} > 0`),
    check(
      'zone_holds_state_ck',
      sql`(${t.status} = 'held' AND ${t.cartId} IS NOT NULL AND ${t.orderId} IS NULL AND ${t.expiresAt} IS NOT NULL)
       OR (${t.status} = 'ordered' AND ${t.cartId} IS NULL AND ${t.orderId} IS NOT NULL AND ${t.expiresAt} IS NOT NULL)
       OR (${t.status} = 'sold' AND ${t.cartId} IS NULL AND ${t.orderId} IS NOT NULL AND ${t.expiresAt} IS NULL)
       OR (${t.status} = 'blocked' AND ${t.cartId} IS NULL AND ${t.orderId} IS NULL AND ${t.expiresAt} IS NULL)`,
    ),
  ],
);

/**
 * The lines the visitor sees, one id space for seats and zones (POST /cart/delete takes these
 * ids). A line is live while the matching hold — seat_holds (event_id, seat_id) or zone_holds
 * (event_id, zone_id) — still belongs to this cart; the lock itself lives only in the hold
 * tables, so a line whose hold expired and was claimed by someone else is simply reported as
 * gone and deleted, it can never keep the seat.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    seatId: integer('seat_id').references(() => planSeats.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id').references(() => planZones.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** Price shown when the line was added; the order fixes its own price at checkout. */
    priceKopecks: kopecks('price_kopecks').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    unique('cart_items_cart_seat_uq').on(t.cartId, t.eventId, t.seatId),
    unique('cart_items_cart_zone_uq').on(t.cartId, t.eventId, t.zoneId),
    exactlyOne('cart_items_target_ck', t.seatId, t.zoneId),
    check('cart_items_quantity_ck', sql`${t.quantity} > 0 AND (${t.seatId} IS NULL OR ${t.quantity} = 1)`),
    moneyCheck('cart_items_price_ck', t.priceKopecks),
  ],
);

export const cartServices = pgTable(
  'cart_services',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => extraServices.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.serviceId] }),
    check('cart_services_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
