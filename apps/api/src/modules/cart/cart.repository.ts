// Owns the cart's SQL: finding (or creating, or adopting at sign-in) the visitor's cart, holding
// seats and zone places in it all-or-nothing (the seats of a fresh hold window in one statement,
// the database function hold_seats of migration 0006_hold_seats), releasing lines, reading its live
// content, and the sweeper's batch release of expired holds.
//
// Lock order, the same in every transaction here, so that none can wait on another in a circle:
//   1. cart rows (the visitor's own; a merge locks both carts in id order);
//   2. the client network's advisory lock (hold_address_refusal, migration 0018_hold_address: a hold's limits per
//      network, hold-address.ts), taken by holds only;
//   3. event_zone_inventory rows, in (event_id, zone_id) order, before any zone_holds change;
//   4. seat_holds rows, in (event_id, seat_id) order (claimSeats and the releases sort).
// The sweeper only takes rows nobody holds (SKIP LOCKED) and so never waits on a visitor's lock.
//
// Every hold of a cart ends at carts.expires_at: set when the first place goes in, never moved
// by adding more, cleared with the last line (and re-set by the next first place).
import type { Db, Locale } from '@afisha/db';
import { carts, claimSeats, executePrepared, seatHolds, zoneHolds } from '@afisha/db';
import { and, count, eq, gt, inArray, or, type SQL, sql, sum } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { eventJson, tr } from '../catalogue/catalogue.sql.ts';
import { publicEvent } from '../catalogue/public-event.sql.ts';
import { keptBeyond } from '../waiting-list/kept-places.sql.ts';
import { type CartOwner, liveLine, ownerCartIds } from './cart.sql.ts';
import { adoptSessionCart } from './cart-adoption.ts';
import { type CartRequester, isClaimed, ownerOf } from './cart-requester.ts';
import {
  intArray,
  type Line,
  liveLines,
  lockCart,
  openCart,
  releaseLines,
  resetWindow,
  type Tx,
  toDate,
} from './cart-window.ts';
import type { AddressLimits } from './hold-address.ts';
import type { SaleFacts } from './sale-window.ts';

export type { CartOwner } from './cart.sql.ts';

export type SeatLabel = { id: number; section: string; row: string; seat: string };

/**
 * What /cart/add checks, for a whole event: its sale facts, every seat of its plan (sellable flag,
 * price at this event — null: the category is not sold —, labels in one language) and its zones.
 * The same for every request on the event, so the service may keep it for a few seconds.
 */
export type SalePlan = SaleFacts & {
  id: number;
  maxSeatsPerOrder: number;
  seats: Map<number, { sellable: boolean; priceKopecks: number | null; label: SeatLabel; order: number }>;
  zones: Map<number, { name: string; priceKopecks: number | null; capacity: number | null }>;
  /** Places the event sells online: seats sold online with a price here, and the places of its priced zones. */
  size: number;
};

export type { Line };

export type Limits = { cart: number; event: number };

export type HoldResult =
  | { kind: 'held'; lines: Line[]; count: number; expiresAt: Date }
  | { kind: 'taken'; seatIds: number[] }
  | { kind: 'zone_full'; remaining: number }
  | { kind: 'too_many'; max: number }
  /** The request's network holds its share of the session ('event') or opened too many new carts ('carts'). */
  | { kind: 'hold_limit'; reason: HoldLimitReason };

export type HoldLimitReason = 'event' | 'carts';

export type CartState = { count: number; expiresAt: Date | null };

export type ContentRow = {
  id: number;
  eventId: number;
  seatId: number | null;
  zoneId: number | null;
  quantity: number;
  priceKopecks: number;
  section: string | null;
  row: string | null;
  seat: string | null;
  zoneName: string | null;
  categoryId: number;
  categoryName: string;
  categoryColor: string;
  event: Record<string, unknown>;
  performanceId: number;
  performanceSlug: string;
  performanceTitle: string;
  performanceImage: string | null;
  venueId: number;
  venueSlug: string;
  venueName: string;
  venueAddress: string;
  requiresNames: boolean;
};

export type CartRepository = {
  /** Seats plus general-admission places held (not expired at `now`) by the owner's carts. */
  countHeldPlaces(owner: CartOwner, now: Date): Promise<number>;
  /**
   * The one cart the owner writes to: the session's (anonymous), or the user's — a signed-in
   * visitor's session cart is adopted by the user (or merged into the user's cart) here, so an
   * anonymous cart survives the sign-in. Created when missing.
   */
  ownCart(owner: CartOwner, now: Date): Promise<number>;
  /** The sale plan of an event of a published performance, or null. */
  loadSalePlan(eventId: number, locale: Locale): Promise<SalePlan | null>;
  /**
   * Gives a signed-in visitor's anonymous session cart to the user (merging it into the user's cart
   * when there is one): the first write after the sign-in does it. Nothing for anyone else.
   */
  adoptSessionCart(owner: CartOwner, now: Date): Promise<void>;
  /**
   * Holds all of `seats` for the owner, or none. A request bound to lose (seats someone else
   * visibly holds, bought or blocked) is refused before taking any lock. A visitor whose cart has
   * no open hold window (every buyer of a rush) is served in one statement (the database function
   * hold_seats); anyone else (lines in the cart, an ended window to clear, a session cart to adopt
   * at sign-in) in a transaction of several. A claimed session (cart-requester.ts) is read in that one
   * statement too (hold_seats_in_session); the rest resolve it first.
   */
  holdSeats(input: {
    owner: CartRequester;
    eventId: number;
    seats: { id: number; priceKopecks: number }[];
    now: Date;
    holdMs: number;
    limits: Limits;
    /** The request's network and its limits; null: none (counted against nobody). */
    address: AddressLimits | null;
    /** A waiting-list entry claiming its offer: the places the offer keeps may be taken (by it). */
    exceptEntry?: number;
  }): Promise<HoldResult>;
  holdZone(input: {
    owner: CartOwner;
    eventId: number;
    zoneId: number;
    quantity: number;
    priceKopecks: number;
    now: Date;
    holdMs: number;
    limits: Limits;
    address: AddressLimits | null;
  }): Promise<HoldResult>;
  /** Releases the owner's live lines of `itemIds`; returns the ids that are not live lines of the cart. */
  deleteLines(cartId: number, itemIds: number[], now: Date): Promise<{ missing: number[] }>;
  clear(cartId: number): Promise<void>;
  state(owner: CartOwner, now: Date): Promise<CartState>;
  content(owner: CartOwner, now: Date, locale: Locale): Promise<ContentRow[]>;
  /** The places of an order (its seat and zone items) as cart lines: what an order waiting for payment holds. */
  orderContent(orderId: number, now: Date, locale: Locale): Promise<ContentRow[]>;
  /** One sweep: releases up to `batch` expired seat holds and the expired carts' zone holds and lines. */
  sweepExpired(now: Date, batch: number): Promise<{ seats: number; carts: number }>;
};

/** A transaction that changes nothing it cannot keep rolls back through this (all or nothing). */
class Abort extends Error {
  constructor(readonly result: HoldResult) {
    super(result.kind);
  }
}

/**
 * What hold_seats answers (JSON; see migration 0006_hold_seats); hold_seats_in_session (0013) may also answer
 * that the session is not alive.
 */
type FreshHold =
  | { kind: 'taken'; seats: number[] }
  | { kind: 'too_many'; max: number }
  | { kind: 'hold_limit'; reason: HoldLimitReason }
  | { kind: 'held'; cart: number; lines: [number, number, number][] }
  | { kind: 'slow' }
  | { kind: 'no_session' };

const CHECK_VIOLATION = '23514';

/** The network arguments of hold_seats and hold_seats_in_session (migration 0018_hold_address), always all four. */
function addressArguments(address: AddressLimits | null): SQL {
  return sql`${address?.network ?? null}::inet, ${address?.maxPlaces ?? null}::int, ${address?.newCarts ?? null}::int,
    ${address ? address.since.toISOString() : null}::timestamptz`;
}

function isCheckViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === CHECK_VIOLATION) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Lines as the cart page shows them (session, performance, venue, seat or zone, price category), in seat order:
 * the lines `ci` of `from` (cart_items, or order_items of an order waiting for payment) that `where` keeps.
 */
async function contentRows(db: Db, from: SQL, where: SQL, now: Date, locale: Locale): Promise<ContentRow[]> {
  const { rows } = await db.execute<ContentRow>(sql`
    SELECT ci.id, ci.event_id AS "eventId", ci.seat_id AS "seatId", ci.zone_id AS "zoneId",
      ci.quantity, ci.price_kopecks AS "priceKopecks",
      ${tr('ps.name', locale)} AS section, r.label AS row, s.label AS seat, ${tr('z.name', locale)} AS "zoneName",
      pc.id AS "categoryId", ${tr('pc.name', locale)} AS "categoryName", pc.color AS "categoryColor",
      ${eventJson(locale, now)} AS event,
      p.id AS "performanceId", p.slug AS "performanceSlug", ${tr('p.title', locale)} AS "performanceTitle",
      p.original_image AS "performanceImage",
      v.id AS "venueId", v.slug AS "venueSlug", ${tr('v.name', locale)} AS "venueName",
      ${tr('h.address', locale)} AS "venueAddress", e.requires_named_tickets AS "requiresNames"
    FROM ${from}
    JOIN events e ON e.id = ci.event_id
    JOIN performances p ON p.id = e.performance_id
    JOIN halls h ON h.id = e.hall_id
    JOIN venues v ON v.id = h.venue_id
    JOIN cities c ON c.id = e.city_id
    LEFT JOIN plan_seats s ON s.id = ci.seat_id
    LEFT JOIN plan_rows r ON r.id = s.row_id
    LEFT JOIN plan_sections ps ON ps.id = s.section_id
    LEFT JOIN plan_zones z ON z.id = ci.zone_id
    JOIN price_categories pc ON pc.id = coalesce(s.price_category_id, z.price_category_id)
    WHERE ${where}
    ORDER BY e.starts_at, e.id, ci.zone_id IS NOT NULL, ps.position, ps.id, r.position, r.id, s.x, s.id, z.position, ci.id`);
  return rows.map((row) => ({ ...row, priceKopecks: Number(row.priceKopecks) }));
}

export type CartRepositoryOptions = {
  /** The session plugin's lifetimes: a hold that reads a claimed session slides its idle expiry as the plugin would. */
  sessionLifetimes?: { idleTtlMs: number; absoluteTtlMs: number };
};

export function createCartRepository(db: Db, options: CartRepositoryOptions = {}): CartRepository {
  function placesOf(lines: readonly Line[], eventId?: number): number {
    return lines
      .filter((line) => eventId === undefined || line.eventId === eventId)
      .reduce((n, line) => n + line.quantity, 0);
  }

  function overLimit(
    lines: readonly Line[],
    eventId: number,
    adding: number,
    limits: Limits,
  ): HoldResult | null {
    if (placesOf(lines) + adding > limits.cart) return { kind: 'too_many', max: limits.cart };
    if (placesOf(lines, eventId) + adding > limits.event) return { kind: 'too_many', max: limits.event };
    return null;
  }

  async function inTransaction(work: (tx: Tx) => Promise<HoldResult>): Promise<HoldResult> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof Abort) return error.result;
      throw error;
    }
  }

  type HoldSeatsInput = Parameters<CartRepository['holdSeats']>[0];

  /** The statement of a fresh hold: hold_seats (0006) for a known owner, hold_seats_in_session (0013) for a claimed one. */
  function freshHoldStatement(input: HoldSeatsInput, seats: HoldSeatsInput['seats'], until: Date) {
    const { owner, eventId, now, limits } = input;
    const seatIds = intArray(seats.map((seat) => seat.id));
    const prices = intArray(seats.map((seat) => seat.priceKopecks));
    const address = addressArguments(input.address);
    if (!isClaimed(owner)) {
      return executePrepared<{ result: FreshHold }>(
        db,
        'cart_hold_seats',
        sql`SELECT hold_seats(${owner.sessionId}::text, ${owner.userId}::int, ${eventId}::int, ${seatIds}, ${prices},
          ${at(now)}, ${at(until)}, ${limits.cart}::int, ${limits.event}::int, ${address}) AS result`,
      );
    }
    const lifetimes = options.sessionLifetimes;
    if (!lifetimes)
      throw new Error('createCartRepository needs sessionLifetimes to hold for a claimed session');
    return executePrepared<{ result: FreshHold }>(
      db,
      'cart_hold_seats_in_session',
      sql`SELECT hold_seats_in_session(${owner.claimedSessionId}::text, ${eventId}::int, ${seatIds}, ${prices},
        ${at(now)}, ${at(until)}, ${limits.cart}::int, ${limits.event}::int,
        ${lifetimes.idleTtlMs}::bigint * interval '1 millisecond',
        ${lifetimes.absoluteTtlMs}::bigint * interval '1 millisecond', ${address}) AS result`,
    );
  }

  /**
   * In a hold's transaction, after the cart's lock: whether the request's network may take `places` more places of
   * the event (for a zone, `zoneId`'s row of the cart is counted whole), and on a `fresh` window, open one more.
   */
  async function addressRefusal(
    tx: Tx,
    input: { address: AddressLimits | null; cartId: number; eventId: number; now: Date },
    zoneId: number | null,
    places: number,
    fresh: boolean,
  ): Promise<HoldResult | null> {
    const { address } = input;
    if (!address) return null;
    const { rows } = await tx.execute<{ refusal: HoldLimitReason | null }>(sql`
      SELECT hold_address_refusal(${address.network}::inet, ${input.cartId}::int, ${input.eventId}::int,
        ${zoneId}::int, ${places}::int, ${at(input.now)}, ${address.maxPlaces}::int, ${fresh}::boolean,
        ${address.newCarts}::int, ${at(address.since)}) AS refusal`);
    const refusal = rows[0]?.refusal ?? null;
    return refusal === null ? null : { kind: 'hold_limit', reason: refusal };
  }

  /**
   * The whole hold of a fresh window in one statement; 'slow' for anyone else, and for a claimed session that
   * is not alive (resolving it then answers as the CSRF check would).
   */
  async function holdFresh(input: HoldSeatsInput): Promise<HoldResult | { kind: 'slow' }> {
    const { eventId, now } = input;
    const seats = [...input.seats].sort((a, b) => a.id - b.id);
    const until = new Date(now.getTime() + input.holdMs);
    const [row] = await freshHoldStatement(input, seats, until);
    const result = row?.result;
    switch (result?.kind) {
      case 'taken':
        return { kind: 'taken', seatIds: result.seats };
      case 'too_many':
        return { kind: 'too_many', max: result.max };
      case 'hold_limit':
        return { kind: 'hold_limit', reason: result.reason };
      case 'held': {
        const lines = result.lines.map(([id, seatId, priceKopecks]) => ({
          id,
          eventId,
          seatId,
          zoneId: null,
          quantity: 1,
          priceKopecks,
        }));
        return { kind: 'held', lines, count: lines.length, expiresAt: until };
      }
      case 'slow':
      case 'no_session':
        return { kind: 'slow' };
      default:
        throw new Error(`hold_seats answered ${JSON.stringify(result)}`);
    }
  }

  /** The general hold, in a transaction: the cart's open window and its lines count. */
  async function holdInWindow(input: HoldSeatsInput & { owner: CartOwner }): Promise<HoldResult> {
    const { eventId, now } = input;
    const seats = [...input.seats].sort((a, b) => a.id - b.id);
    return inTransaction(async (tx) => {
      const cart = await openCart(tx, input.owner, now);
      const cartId = cart.id;
      if (!cart.live && cart.leftovers) await resetWindow(tx, cartId, now);
      const lines = cart.live ? await liveLines(tx, cartId, now) : [];
      const mine = new Map(
        lines.filter((l) => l.eventId === eventId && l.seatId !== null).map((l) => [l.seatId, l]),
      );
      const fresh = seats.filter((seat) => !mine.has(seat.id));
      const already = seats.flatMap((seat) => mine.get(seat.id) ?? []);
      const refused = overLimit(lines, eventId, fresh.length, input.limits);
      if (refused) return refused;
      const until = cart.live && cart.expiresAt ? cart.expiresAt : new Date(now.getTime() + input.holdMs);
      if (fresh.length === 0)
        return { kind: 'held', lines: already, count: placesOf(lines), expiresAt: until };
      const limited = await addressRefusal(tx, { ...input, cartId }, null, fresh.length, !cart.live);
      if (limited) return limited;
      // The places live waiting-list offers keep, from the database in this transaction (hold_seats sends a
      // session with live offers here): refused as taken.
      const wanted = { eventId, wanted: fresh.length, now, exceptEntry: input.exceptEntry };
      if (await keptBeyond(tx, wanted)) return { kind: 'taken', seatIds: fresh.map((seat) => seat.id) };

      // Lines and deadline first, the claim last: the seats' row locks, which competitors queue on,
      // are then held for one round trip (claim → commit) only. A lost claim rolls all of it back.
      const { rows } = await tx.execute<{ id: number; seat_id: number; price_kopecks: number }>(sql`
        WITH lines AS (
          INSERT INTO cart_items (cart_id, event_id, seat_id, quantity, price_kopecks, created_at)
          SELECT ${cartId}::int, ${eventId}::int, s.id, 1, s.price, ${at(now)}
          FROM unnest(${intArray(fresh.map((seat) => seat.id))}, ${intArray(fresh.map((seat) => seat.priceKopecks))})
            AS s(id, price)
          ON CONFLICT ON CONSTRAINT cart_items_cart_seat_uq DO UPDATE
            SET price_kopecks = excluded.price_kopecks, created_at = excluded.created_at
          RETURNING id, seat_id, price_kopecks
        ), deadline AS (
          UPDATE carts SET expires_at = ${at(until)}, updated_at = ${at(now)}
          WHERE id = ${cartId} AND expires_at IS DISTINCT FROM ${at(until)}
          RETURNING id
        )
        SELECT id, seat_id, price_kopecks FROM lines`);
      const got = new Set(
        await claimSeats(tx as unknown as Db, {
          eventId,
          cartId,
          seatIds: fresh.map((seat) => seat.id),
          now,
          holdUntil: until,
          clientAddress: input.address?.network ?? null,
        }),
      );
      if (got.size < fresh.length) {
        throw new Abort({
          kind: 'taken',
          seatIds: fresh.map((seat) => seat.id).filter((id) => !got.has(id)),
        });
      }
      const added: Line[] = rows.map((row) => ({
        id: row.id,
        eventId,
        seatId: row.seat_id,
        zoneId: null,
        quantity: 1,
        priceKopecks: Number(row.price_kopecks),
      }));
      const all = [...already, ...added].sort((a, b) => (a.seatId ?? 0) - (b.seatId ?? 0));
      return { kind: 'held', lines: all, count: placesOf(lines) + added.length, expiresAt: until };
    });
  }

  return {
    async countHeldPlaces(owner, now) {
      const ownerMatch = or(
        owner.sessionId !== null ? eq(carts.sessionId, owner.sessionId) : undefined,
        owner.userId !== null ? eq(carts.userId, owner.userId) : undefined,
      );
      if (!ownerMatch) return 0;
      const ownerCarts = db.select({ id: carts.id }).from(carts).where(ownerMatch);
      const [seats, places] = await Promise.all([
        db
          .select({ value: count() })
          .from(seatHolds)
          .where(
            and(
              inArray(seatHolds.cartId, ownerCarts),
              eq(seatHolds.status, 'held'),
              gt(seatHolds.expiresAt, now),
            ),
          ),
        db
          .select({ value: sql<number>`coalesce(${sum(zoneHolds.quantity)}, 0)::int` })
          .from(zoneHolds)
          .where(
            and(
              inArray(zoneHolds.cartId, ownerCarts),
              eq(zoneHolds.status, 'held'),
              gt(zoneHolds.expiresAt, now),
            ),
          ),
      ]);
      return Number(seats[0]?.value ?? 0) + Number(places[0]?.value ?? 0);
    },

    adoptSessionCart: (owner, now) => adoptSessionCart(db, owner, now),

    async ownCart(owner, now) {
      await adoptSessionCart(db, owner, now);
      return db.transaction(async (tx) => (await openCart(tx, owner, now)).id);
    },

    async loadSalePlan(eventId, locale) {
      const { rows } = await db.execute<{
        id: number;
        max_seats_per_order: number;
        sale_status: SaleFacts['saleStatus'];
        starts_at: string;
        sale_opens_at: string | null;
        sale_closes_at: string | null;
        seats: [number, boolean, number | null, string, string, string][];
        zones: [number, string, number | null, number | null][];
      }>(sql`
        SELECT e.id, e.max_seats_per_order, e.sale_status, e.starts_at, e.sale_opens_at, e.sale_closes_at,
          coalesce((
            SELECT json_agg(json_build_array(s.id, s.is_sellable, ep.price_kopecks, ${tr('ps.name', locale)}, r.label, s.label)
              ORDER BY ps.position, ps.id, r.position, r.id, s.x, s.id)
            FROM plan_seats s
            JOIN plan_rows r ON r.id = s.row_id
            JOIN plan_sections ps ON ps.id = s.section_id
            LEFT JOIN event_prices ep ON ep.event_id = e.id AND ep.price_category_id = s.price_category_id
            WHERE s.plan_id = e.plan_id), '[]'::json) AS seats,
          coalesce((
            SELECT json_agg(json_build_array(z.id, ${tr('z.name', locale)}, ep.price_kopecks, inv.capacity))
            FROM plan_zones z
            LEFT JOIN event_prices ep ON ep.event_id = e.id AND ep.price_category_id = z.price_category_id
            LEFT JOIN event_zone_inventory inv ON inv.event_id = e.id AND inv.zone_id = z.id
            WHERE z.plan_id = e.plan_id), '[]'::json) AS zones
        FROM events e JOIN performances p ON p.id = e.performance_id
        WHERE e.id = ${eventId} AND p.is_published AND ${publicEvent()}`);
      const row = rows[0];
      if (!row) return null;
      const size =
        row.seats.filter(([, sellable, price]) => sellable && price !== null).length +
        row.zones.reduce(
          (sum, [, , price, capacity]) => sum + (price === null ? 0 : Number(capacity ?? 0)),
          0,
        );
      return {
        id: row.id,
        size,
        maxSeatsPerOrder: row.max_seats_per_order,
        saleStatus: row.sale_status,
        startsAt: new Date(row.starts_at),
        saleOpensAt: toDate(row.sale_opens_at),
        saleClosesAt: toDate(row.sale_closes_at),
        seats: new Map(
          row.seats.map(([id, sellable, price, section, rowLabel, seatLabel], order) => [
            id,
            {
              sellable,
              priceKopecks: price === null ? null : Number(price),
              label: { id, section, row: rowLabel, seat: seatLabel },
              order,
            },
          ]),
        ),
        zones: new Map(
          row.zones.map(([id, name, price, capacity]) => [
            id,
            { name, priceKopecks: price === null ? null : Number(price), capacity },
          ]),
        ),
      };
    },

    async holdSeats(input) {
      const fast = await holdFresh(input);
      if (fast.kind !== 'slow') return fast;
      const owner = await ownerOf(input.owner);
      // The first change after a sign-in gives the session's cart to the user.
      await adoptSessionCart(db, owner, input.now);
      return holdInWindow({ ...input, owner });
    },

    async holdZone(input) {
      const { eventId, zoneId, quantity, now } = input;
      return inTransaction(async (tx) => {
        const cart = await openCart(tx, input.owner, now);
        const cartId = cart.id;
        if (!cart.live && cart.leftovers) await resetWindow(tx, cartId, now);
        const lines = cart.live ? await liveLines(tx, cartId, now) : [];
        const refused = overLimit(lines, eventId, quantity, input.limits);
        if (refused) return refused;
        const until = cart.live && cart.expiresAt ? cart.expiresAt : new Date(now.getTime() + input.holdMs);
        const limited = await addressRefusal(tx, { ...input, cartId }, zoneId, quantity, !cart.live);
        if (limited) return limited;
        // The zone's inventory row next (lock order): zone claims of one zone take turns here.
        const { rows: inventory } = await tx.execute<{ capacity: number }>(sql`
          SELECT capacity FROM event_zone_inventory WHERE event_id = ${eventId} AND zone_id = ${zoneId} FOR UPDATE`);
        if (!inventory[0]) return { kind: 'zone_full', remaining: 0 };
        // Places of expired holds come back before counting (the trigger gives them back to `taken`).
        await tx.execute(sql`
          DELETE FROM zone_holds WHERE id IN (
            SELECT id FROM zone_holds
            WHERE event_id = ${eventId} AND zone_id = ${zoneId} AND status IN ('held', 'ordered')
              AND expires_at <= ${at(now)}
            FOR UPDATE SKIP LOCKED)`);
        try {
          await tx.execute(sql`SAVEPOINT zone_claim`);
          await tx.execute(sql`
            INSERT INTO zone_holds (event_id, zone_id, cart_id, status, quantity, expires_at, created_at, client_address)
            VALUES (${eventId}, ${zoneId}, ${cartId}, 'held', ${quantity}, ${at(until)}, ${at(now)},
              ${input.address?.network ?? null}::inet)
            ON CONFLICT ON CONSTRAINT zone_holds_cart_zone_uq DO UPDATE
              SET quantity = CASE WHEN zone_holds.expires_at > ${at(now)} THEN zone_holds.quantity ELSE 0 END
                + excluded.quantity,
                status = 'held', expires_at = excluded.expires_at, client_address = excluded.client_address`);
          await tx.execute(sql`RELEASE SAVEPOINT zone_claim`);
        } catch (error) {
          if (!isCheckViolation(error)) throw error;
          await tx.execute(sql`ROLLBACK TO SAVEPOINT zone_claim`);
          const { rows } = await tx.execute<{ remaining: number }>(sql`
            SELECT greatest(inv.capacity - inv.taken, 0) AS remaining
            FROM event_zone_inventory inv WHERE inv.event_id = ${eventId} AND inv.zone_id = ${zoneId}`);
          throw new Abort({ kind: 'zone_full', remaining: Number(rows[0]?.remaining ?? 0) });
        }
        const { rows } = await tx.execute<{ id: number; quantity: number; price_kopecks: number }>(sql`
          INSERT INTO cart_items (cart_id, event_id, zone_id, quantity, price_kopecks, created_at)
          VALUES (${cartId}, ${eventId}, ${zoneId}, ${quantity}, ${input.priceKopecks}, ${at(now)})
          ON CONFLICT ON CONSTRAINT cart_items_cart_zone_uq DO UPDATE
            SET quantity = cart_items.quantity + excluded.quantity, price_kopecks = excluded.price_kopecks
          RETURNING id, quantity, price_kopecks`);
        if (!cart.live || cart.expiresAt?.getTime() !== until.getTime()) {
          await tx.execute(
            sql`UPDATE carts SET expires_at = ${at(until)}, updated_at = ${at(now)} WHERE id = ${cartId}`,
          );
        }
        const line = rows[0];
        if (!line) throw new Error('zone line insert returned nothing');
        return {
          kind: 'held',
          lines: [
            {
              id: line.id,
              eventId,
              seatId: null,
              zoneId,
              quantity: line.quantity,
              priceKopecks: Number(line.price_kopecks),
            },
          ],
          count: placesOf(lines) + quantity,
          expiresAt: until,
        };
      });
    },

    async deleteLines(cartId, itemIds, now) {
      return db.transaction(async (tx) => {
        const cart = await lockCart(tx, cartId, now);
        const lines = cart.live ? await liveLines(tx, cartId, now) : [];
        const wanted = new Set(itemIds);
        const chosen = lines.filter((line) => wanted.has(line.id));
        const found = new Set(chosen.map((line) => line.id));
        const missing = itemIds.filter((id) => !found.has(id));
        if (missing.length > 0) return { missing };
        await releaseLines(tx, cartId, chosen);
        if (chosen.length === lines.length) {
          await tx.execute(
            sql`UPDATE carts SET expires_at = NULL, updated_at = ${at(now)} WHERE id = ${cartId}`,
          );
        }
        return { missing: [] };
      });
    },

    async clear(cartId) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM carts WHERE id = ${cartId} FOR UPDATE`);
        await tx.execute(sql`
          SELECT 1 FROM event_zone_inventory inv
          WHERE (inv.event_id, inv.zone_id) IN (SELECT event_id, zone_id FROM zone_holds WHERE cart_id = ${cartId} AND status = 'held')
          ORDER BY inv.event_id, inv.zone_id FOR UPDATE`);
        await tx.execute(sql`DELETE FROM zone_holds WHERE cart_id = ${cartId} AND status = 'held'`);
        await tx.execute(sql`
          DELETE FROM seat_holds WHERE id IN (
            SELECT id FROM seat_holds WHERE cart_id = ${cartId} AND status = 'held'
            ORDER BY event_id, seat_id FOR UPDATE)`);
        await tx.execute(sql`DELETE FROM cart_items WHERE cart_id = ${cartId}`);
        await tx.execute(sql`DELETE FROM cart_services WHERE cart_id = ${cartId}`);
        await tx.execute(sql`UPDATE carts SET expires_at = NULL WHERE id = ${cartId}`);
      });
    },

    async state(owner, now) {
      const cartIds = ownerCartIds(owner);
      if (!cartIds) return { count: 0, expiresAt: null };
      const { rows } = await db.execute<{ count: number; expires_at: string | null }>(sql`
        SELECT coalesce(sum(ci.quantity), 0)::int AS count, min(c.expires_at) AS expires_at
        FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
        WHERE ci.cart_id IN (${cartIds}) AND ${liveLine(now)}`);
      return { count: Number(rows[0]?.count ?? 0), expiresAt: toDate(rows[0]?.expires_at) };
    },

    async content(owner, now, locale) {
      const cartIds = ownerCartIds(owner);
      if (!cartIds) return [];
      return contentRows(
        db,
        sql`cart_items ci`,
        sql`ci.cart_id IN (${cartIds}) AND ${liveLine(now)}`,
        now,
        locale,
      );
    },

    async orderContent(orderId, now, locale) {
      return contentRows(
        db,
        sql`order_items ci`,
        sql`ci.order_id = ${orderId} AND ci.kind IN ('seat', 'zone')`,
        now,
        locale,
      );
    },

    async sweepExpired(now, batch) {
      // Seats: rows someone is taking over right now are locked and skipped (they are no longer expired after).
      const seats = await db.execute<{ id: number }>(sql`
        DELETE FROM seat_holds WHERE id IN (
          SELECT id FROM seat_holds WHERE status = 'held' AND expires_at <= ${at(now)}
          ORDER BY expires_at LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      // Carts whose window ended: their zone places go back and their lines go, under the cart's lock
      // (a cart its visitor is using right now is skipped and done by the next sweep).
      const swept = await db.transaction(async (tx) => {
        const { rows: due } = await tx.execute<{ id: number }>(sql`
          SELECT id FROM carts WHERE expires_at <= ${at(now)}
          ORDER BY expires_at LIMIT ${batch} FOR UPDATE SKIP LOCKED`);
        if (due.length === 0) return 0;
        const ids = intArray(due.map((row) => row.id));
        await tx.execute(sql`
          SELECT 1 FROM event_zone_inventory inv
          WHERE (inv.event_id, inv.zone_id) IN (
            SELECT event_id, zone_id FROM zone_holds WHERE cart_id = ANY(${ids}) AND status = 'held' AND expires_at <= ${at(now)})
          ORDER BY inv.event_id, inv.zone_id FOR UPDATE`);
        await tx.execute(sql`
          DELETE FROM zone_holds WHERE cart_id = ANY(${ids}) AND status = 'held' AND expires_at <= ${at(now)}`);
        await tx.execute(sql`DELETE FROM cart_items WHERE cart_id = ANY(${ids})`);
        await tx.execute(sql`UPDATE carts SET expires_at = NULL WHERE id = ANY(${ids})`);
        return due.length;
      });
      return { seats: seats.rows.length, carts: swept };
    },
  };
}
