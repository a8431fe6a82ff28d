// Owns the SQL of the back office's sessions: what a session is made from (its performance, hall, venue and plan),
// writing sessions in bulk (a series of 100 is four statements: numbers, events, prices, zone places), reading one
// whole or a page of them with cheap sold/held/capacity counts, the overlaps of new sessions with a hall's others,
// whether a session has sales, and its early-access keys. Every write takes the caller's transaction.
import type {
  TManageEvent,
  TManageEventListItem,
  TManageEventListQuery,
} from '@afisha/contracts/manage/events';
import {
  type Db,
  executePrepared,
  executePreparedByText,
  type Localized,
  performanceTitleLike,
} from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { intArray, type Tx } from '../../cart/cart-window.ts';
import { type Manager, venueCondition } from '../manage-access.ts';
import { likePattern, localizedRead, opaque } from '../manage-records.ts';
import { createPriceCategoryKeys, type PriceList } from './price-category-keys.ts';

/** The app's database or a transaction of it: every write takes the caller's. */
type Executor = Db | Tx;
/** A timestamptz[] parameter (ISO instants have no characters an array literal must quote). */
const instantArray = (instants: readonly Date[]) =>
  sql`${`{${instants.map((instant) => instant.toISOString()).join(',')}}`}::timestamptz[]`;

/** A session's length when its performance has none, for the overlap check (a long evening with its interval). */
export const UNKNOWN_DURATION_MINUTES = 180;

export type SessionContext = {
  performance: { id: number; venueId: number; durationMinutes: number | null; namedTickets: boolean };
  hall: { id: number; venueId: number } | null;
  venue: { timezone: string; cityId: number };
};

export type PlanFacts = {
  id: number;
  categories: { id: number; key: string; hasPlaces: boolean }[];
  zones: { id: number; key: string; capacity: number; categoryId: number }[];
};

/** One session to insert, already validated and converted. */
export type SessionRow = {
  performanceId: number;
  hallId: number;
  planId: number;
  cityId: number;
  timezone: string;
  startsAt: Date;
  withOpenDate: boolean;
  beginDate: string | null;
  beginTime: string | null;
  saleStatus: string;
  saleOpensAt: Date | null;
  saleClosesAt: Date | null;
  maxSeatsPerOrder: number;
  requiresNamedTickets: boolean;
  seriesId: string | null;
  /** price_category_id → kopecks. */
  prices: Map<number, number>;
  /** zone_id → places sold at this session. */
  zoneCapacities: Map<number, number>;
};

export type Clash = {
  /** Index of the proposed start it clashes with. */
  index: number;
  id: number;
  performance: { id: number; title: TManageEvent['performance']['title'] };
  starts_at: string;
  ends_at: string;
};

const iso = (column: SQL) => sql`to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const local = (column: SQL) => sql`to_char((${column}) AT TIME ZONE e.timezone, 'YYYY-MM-DD"T"HH24:MI')`;
const localized = (column: SQL) =>
  sql`jsonb_build_object('ru', coalesce(${column}->>'ru', ''), 'en', coalesce(${column}->>'en', ''),
    'fr', coalesce(${column}->>'fr', ''), 'de', coalesce(${column}->>'de', ''))`;
/** `paused` is the site's `not_on_sale`; the other states read as they are stored. */
const statusRead = sql`CASE e.sale_status WHEN 'not_on_sale' THEN 'paused' ELSE e.sale_status::text END`;

/**
 * CTEs giving `session_counts (event_id, sold, held, capacity)` for every session of `events` (a CTE of events rows):
 * places sold, held now (live holds and unpaid orders) and on sale (sellable seats and zone places of the priced
 * categories). Each is one grouped pass over the sessions' rows of the hold, price and inventory tables, and each CTE
 * is MATERIALIZED: left to itself the planner inlines one used once and counts a plan's seats again for every
 * session of a calendar page (a 64-session week took 34 ms that way, 1 ms this way).
 */
function sessionCounts(events: SQL, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`plan_capacity AS MATERIALIZED (
      SELECT s.plan_id, s.price_category_id, count(*)::int AS seats FROM plan_seats s
      WHERE s.plan_id IN (SELECT DISTINCT plan_id FROM ${events}) AND s.is_sellable
      GROUP BY s.plan_id, s.price_category_id),
    seat_counts AS MATERIALIZED (
      SELECT sh.event_id, count(*) FILTER (WHERE sh.status = 'sold') AS sold,
        count(*) FILTER (WHERE sh.status IN ('held', 'ordered') AND sh.expires_at > ${at}) AS held
      FROM seat_holds sh WHERE sh.event_id IN (SELECT id FROM ${events}) GROUP BY sh.event_id),
    zone_counts AS MATERIALIZED (
      SELECT zh.event_id, coalesce(sum(zh.quantity) FILTER (WHERE zh.status = 'sold'), 0) AS sold,
        coalesce(sum(zh.quantity) FILTER (WHERE zh.status IN ('held', 'ordered') AND zh.expires_at > ${at}), 0) AS held
      FROM zone_holds zh WHERE zh.event_id IN (SELECT id FROM ${events}) GROUP BY zh.event_id),
    seat_capacity AS MATERIALIZED (
      SELECT ep.event_id, sum(pc.seats) AS capacity FROM ${events} e JOIN event_prices ep ON ep.event_id = e.id
        JOIN plan_capacity pc ON pc.plan_id = e.plan_id AND pc.price_category_id = ep.price_category_id
      GROUP BY ep.event_id),
    zone_capacity AS MATERIALIZED (
      SELECT inv.event_id, sum(inv.capacity) AS capacity FROM event_zone_inventory inv
        JOIN plan_zones z ON z.id = inv.zone_id
        JOIN event_prices ep ON ep.event_id = inv.event_id AND ep.price_category_id = z.price_category_id
      WHERE inv.event_id IN (SELECT id FROM ${events}) GROUP BY inv.event_id),
    session_counts AS (
      SELECT e.id AS event_id, coalesce(sc.sold, 0) + coalesce(zc.sold, 0) AS sold,
        coalesce(sc.held, 0) + coalesce(zc.held, 0) AS held,
        coalesce(cap.capacity, 0) + coalesce(zcap.capacity, 0) AS capacity
      FROM ${events} e LEFT JOIN seat_counts sc ON sc.event_id = e.id LEFT JOIN zone_counts zc ON zc.event_id = e.id
        LEFT JOIN seat_capacity cap ON cap.event_id = e.id LEFT JOIN zone_capacity zcap ON zcap.event_id = e.id)`;
}

/**
 * A session's summary as plain columns (over `e` events, `p` performances, `h` halls), made into what the API answers
 * by `summaryOf`. Plain columns, not one JSON object: building that in SQL cost 10 µs a session (25 for the titles'
 * every language), and a calendar month has hundreds.
 */
const summaryColumns = sql`e.id, e.version, e.nombilkn, p.id AS performance_id, p.title AS performance_title,
  h.id AS hall_id, h.title AS hall_title, h.venue_id, ${local(sql`e.starts_at`)} AS starts_at,
  ${iso(sql`e.starts_at`)} AS starts_at_utc, e.timezone, ${statusRead} AS status, e.series_id,
  e.archived_at IS NOT NULL AS archived`;

type SummaryRow = {
  id: number;
  version: number;
  nombilkn: number;
  performance_id: number;
  performance_title: Localized;
  hall_id: number;
  hall_title: Localized;
  venue_id: number;
  starts_at: string;
  starts_at_utc: string;
  timezone: string;
  status: ListedSession['status'];
  series_id: string | null;
  archived: boolean;
};

/**
 * A session's summary row as the API answers it: titles in every language ('' where none is written), with its
 * prices (category keys in plan order, roubles) worked out by the caller.
 */
function summaryOf(row: SummaryRow, prices: ListedSession['prices']): ListedSession {
  return {
    id: Number(row.id),
    version: Number(row.version),
    nombilkn: Number(row.nombilkn),
    performance: { id: Number(row.performance_id), title: localizedRead(row.performance_title) },
    hall: { id: Number(row.hall_id), title: localizedRead(row.hall_title) },
    venue: Number(row.venue_id),
    starts_at: row.starts_at,
    starts_at_utc: row.starts_at_utc,
    timezone: row.timezone,
    status: row.status,
    prices,
    series_id: row.series_id,
    archived: row.archived,
  };
}

export type SessionCounts = Pick<TManageEventListItem, 'sold' | 'held' | 'capacity'>;
/** A session as the list shows it, before its counts are added. */
export type ListedSession = Omit<TManageEventListItem, keyof SessionCounts>;

export type ManageEventsRepository = ReturnType<typeof createManageEventsRepository>;

export function createManageEventsRepository(db: Db) {
  const categoryKeys = createPriceCategoryKeys(db);
  return {
    /**
     * What a session of this performance in this hall is made from; null when the performance, or its venue, is
     * archived or does not exist (the hall is null when it is archived or does not exist).
     */
    async context(performanceId: number, hallId: number): Promise<SessionContext | null> {
      const { rows } = await db.execute<{
        id: number;
        venue_id: number;
        duration_minutes: number | null;
        named_tickets: boolean;
        timezone: string;
        city_id: number;
        hall_id: number | null;
        hall_venue_id: number | null;
      }>(sql`
        SELECT p.id, p.venue_id, p.duration_minutes, p.named_tickets, v.timezone, v.city_id,
          h.id AS hall_id, h.venue_id AS hall_venue_id
        FROM performances p JOIN venues v ON v.id = p.venue_id
        LEFT JOIN halls h ON h.id = ${hallId} AND h.archived_at IS NULL
        WHERE p.id = ${performanceId} AND p.archived_at IS NULL AND v.archived_at IS NULL`);
      const row = rows[0];
      if (!row) return null;
      return {
        performance: {
          id: row.id,
          venueId: row.venue_id,
          durationMinutes: row.duration_minutes,
          namedTickets: row.named_tickets,
        },
        hall: row.hall_id === null ? null : { id: row.hall_id, venueId: Number(row.hall_venue_id) },
        venue: { timezone: row.timezone, cityId: row.city_id },
      };
    },

    /** The plan (or, without one, the hall's default) if it is a published, live plan of the hall. */
    async plan(hallId: number, planId: number | undefined): Promise<PlanFacts | null> {
      const which = planId === undefined ? sql`hp.is_default` : sql`hp.id = ${planId}`;
      const { rows } = await db.execute<{
        id: number;
        categories: PlanFacts['categories'];
        zones: PlanFacts['zones'];
      }>(sql`
        SELECT hp.id,
          coalesce((SELECT json_agg(json_build_object('id', c.id, 'key', c.key,
              'hasPlaces', EXISTS (SELECT 1 FROM plan_seats s WHERE s.plan_id = hp.id AND s.price_category_id = c.id)
                OR EXISTS (SELECT 1 FROM plan_zones z WHERE z.plan_id = hp.id AND z.price_category_id = c.id))
            ORDER BY c.position, c.id) FROM price_categories c WHERE c.plan_id = hp.id), '[]') AS categories,
          coalesce((SELECT json_agg(json_build_object('id', z.id, 'key', z.key, 'capacity', z.capacity,
              'categoryId', z.price_category_id) ORDER BY z.id) FROM plan_zones z WHERE z.plan_id = hp.id), '[]') AS zones
        FROM hall_plans hp
        WHERE hp.hall_id = ${hallId} AND ${which} AND hp.status = 'published' AND hp.archived_at IS NULL
        LIMIT 1`);
      return rows[0] ?? null;
    },

    /**
     * Sessions of the hall (not cancelled, not archived, not `exceptId`) that overlap any proposed [start, end):
     * an existing session runs from its start for its performance's duration (UNKNOWN_DURATION_MINUTES without one).
     */
    async overlaps(hallId: number, spans: { start: Date; end: Date }[], exceptId?: number): Promise<Clash[]> {
      if (spans.length === 0) return [];
      const { rows } = await db.execute<Clash>(sql`
        SELECT n.ord - 1 AS index, e.id,
          json_build_object('id', p.id, 'title', ${localized(sql`p.title`)}) AS performance,
          ${local(sql`e.starts_at`)} AS starts_at,
          ${local(sql`e.starts_at + make_interval(mins => coalesce(p.duration_minutes, ${UNKNOWN_DURATION_MINUTES}))`)} AS ends_at
        FROM unnest(${instantArray(spans.map((span) => span.start))}, ${instantArray(spans.map((span) => span.end))}) WITH ORDINALITY AS n(start_at, end_at, ord)
        JOIN events e ON e.hall_id = ${hallId}
          AND e.starts_at < n.end_at
          AND e.starts_at > n.start_at - interval '1 day'
        JOIN performances p ON p.id = e.performance_id
        WHERE e.sale_status <> 'cancelled' AND e.archived_at IS NULL
          AND e.starts_at + make_interval(mins => coalesce(p.duration_minutes, ${UNKNOWN_DURATION_MINUTES})) > n.start_at
          ${exceptId === undefined ? sql`` : sql`AND e.id <> ${exceptId}`}
        ORDER BY n.ord, e.starts_at`);
      return rows.map((row) => ({ ...row, index: Number(row.index) }));
    },

    /**
     * Within the transaction that makes sessions: whether their performance, hall and venue are all still in use,
     * their rows locked (FOR SHARE) until it ends. An archive of any of them (which locks its row FOR UPDATE) then
     * either waits for the sessions and counts them as live, refusing, or commits first and the sessions are refused.
     */
    async sourcesInUse(tx: Executor, performanceId: number, hallId: number): Promise<boolean> {
      const { rows } = await tx.execute(sql`
        SELECT 1 FROM performances p JOIN venues v ON v.id = p.venue_id JOIN halls h ON h.id = ${hallId}
        WHERE p.id = ${performanceId} AND p.archived_at IS NULL AND v.archived_at IS NULL AND h.archived_at IS NULL
        FOR SHARE OF p, v, h`);
      return rows.length > 0;
    },

    /**
     * Inserts sessions with their prices and zone places. Box-office numbers continue the highest one given out,
     * under a transaction-scoped advisory lock: two writers never take the same number, and the seed's numbering
     * (increasing, with gaps) goes on.
     */
    async insert(tx: Executor, rows: SessionRow[], now: Date): Promise<number[]> {
      if (rows.length === 0) return [];
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('events.nombilkn'))`);
      const { rows: top } = await tx.execute<{ n: number }>(
        sql`SELECT coalesce(max(nombilkn), 100000)::int AS n FROM events`,
      );
      const first = Number(top[0]?.n ?? 100_000) + 1;
      const values = rows.map(
        (row, i) => sql`(${row.performanceId}, ${row.hallId}, ${row.planId}, ${row.cityId}, ${first + i},
          ${row.startsAt.toISOString()}::timestamptz, ${row.timezone}, ${row.withOpenDate}, ${row.beginDate}::date,
          ${row.beginTime}::time, ${row.saleStatus}::sale_status, ${row.saleOpensAt?.toISOString() ?? null}::timestamptz,
          ${row.saleClosesAt?.toISOString() ?? null}::timestamptz, ${row.seriesId}::uuid, ${row.maxSeatsPerOrder},
          ${row.requiresNamedTickets}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
      );
      const { rows: made } = await tx.execute<{ id: number }>(sql`
        INSERT INTO events (performance_id, hall_id, plan_id, city_id, nombilkn, starts_at, timezone, withopendate,
          begin_date, begin_time, sale_status, sale_opens_at, sale_closes_at, series_id, max_seats_per_order,
          requires_named_tickets, created_at, updated_at)
        VALUES ${sql.join(values, sql`, `)}
        RETURNING id`);
      // RETURNING keeps the VALUES order for a plain INSERT.
      const ids = made.map((row) => Number(row.id));
      await this.writePrices(tx, ids, rows);
      const places = rows.flatMap((row, i) =>
        [...row.zoneCapacities].map(([zoneId, capacity]) => sql`(${ids[i]}, ${zoneId}, ${capacity})`),
      );
      if (places.length > 0) {
        await tx.execute(sql`INSERT INTO event_zone_inventory (event_id, zone_id, capacity)
          VALUES ${sql.join(places, sql`, `)}`);
      }
      return ids;
    },

    /** Replaces the prices of the sessions and refreshes their min/max price cache. */
    async writePrices(tx: Executor, ids: number[], rows: Pick<SessionRow, 'prices'>[]): Promise<void> {
      await tx.execute(sql`DELETE FROM event_prices WHERE event_id = ANY(${intArray(ids)})`);
      const prices = rows.flatMap((row, i) =>
        [...row.prices].map(([categoryId, kopecks]) => sql`(${ids[i]}, ${categoryId}, ${kopecks})`),
      );
      if (prices.length > 0) {
        await tx.execute(sql`INSERT INTO event_prices (event_id, price_category_id, price_kopecks)
          VALUES ${sql.join(prices, sql`, `)}`);
      }
      // Only categories that have seats or zones in the session's plan count: a price of an empty category is
      // never paid.
      await tx.execute(sql`
        UPDATE events e SET min_price_kopecks = r.lo, max_price_kopecks = r.hi
        FROM (
          SELECT ev.id, min(ep.price_kopecks) AS lo, max(ep.price_kopecks) AS hi
          FROM events ev LEFT JOIN event_prices ep ON ep.event_id = ev.id AND (
            EXISTS (SELECT 1 FROM plan_seats s WHERE s.plan_id = ev.plan_id AND s.price_category_id = ep.price_category_id
              AND s.is_sellable)
            OR EXISTS (SELECT 1 FROM plan_zones z WHERE z.plan_id = ev.plan_id AND z.price_category_id = ep.price_category_id))
          WHERE ev.id = ANY(${intArray(ids)})
          GROUP BY ev.id) r
        WHERE e.id = r.id`);
    },

    /** Recreates the zone places of a session whose plan changed (it has no sales: checked before). */
    async replaceZones(tx: Executor, id: number, capacities: Map<number, number>): Promise<void> {
      await tx.execute(sql`DELETE FROM event_zone_inventory WHERE event_id = ${id}`);
      const places = [...capacities].map(([zoneId, capacity]) => sql`(${id}, ${zoneId}, ${capacity})`);
      if (places.length > 0) {
        await tx.execute(sql`INSERT INTO event_zone_inventory (event_id, zone_id, capacity)
          VALUES ${sql.join(places, sql`, `)}`);
      }
    },

    /** Sets zone capacities; false when one would fall below the places already taken (nothing changed then). */
    async setZoneCapacities(tx: Executor, id: number, capacities: Map<number, number>): Promise<boolean> {
      if (capacities.size === 0) return true;
      const zones = [...capacities.keys()];
      const sizes = [...capacities.values()];
      const { rows } = await tx.execute<{ short: number }>(sql`
        SELECT count(*)::int AS short FROM event_zone_inventory inv
        JOIN unnest(${intArray(zones)}, ${intArray(sizes)}) AS n(zone_id, capacity) ON n.zone_id = inv.zone_id
        WHERE inv.event_id = ${id} AND inv.taken > n.capacity`);
      if (Number(rows[0]?.short ?? 0) > 0) return false;
      await tx.execute(sql`
        INSERT INTO event_zone_inventory (event_id, zone_id, capacity)
        SELECT ${id}, n.zone_id, n.capacity FROM unnest(${intArray(zones)}, ${intArray(sizes)}) AS n(zone_id, capacity)
        ON CONFLICT (event_id, zone_id) DO UPDATE SET capacity = excluded.capacity`);
      return true;
    },

    /** The version-checked update of a session's own columns; null when the version is stale. */
    async update(tx: Executor, id: number, version: number, set: SQL[], now: Date): Promise<number | null> {
      const { rows } = await tx.execute<{ version: number }>(sql`
        UPDATE events SET ${sql.join([...set, sql`version = version + 1`, sql`updated_at = ${now.toISOString()}::timestamptz`], sql`, `)}
        WHERE id = ${id} AND version = ${version}
        RETURNING version`);
      return rows[0] ? Number(rows[0].version) : null;
    },

    /** Whether any place of the session is sold, held or in an order, or a ticket was issued for it. */
    async hasSales(id: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        SELECT 1 WHERE EXISTS (SELECT 1 FROM seat_holds WHERE event_id = ${id} AND status <> 'blocked')
          OR EXISTS (SELECT 1 FROM zone_holds WHERE event_id = ${id} AND status <> 'blocked')
          OR EXISTS (SELECT 1 FROM order_items WHERE event_id = ${id})
          OR EXISTS (SELECT 1 FROM tickets WHERE event_id = ${id})`);
      return rows.length > 0;
    },

    /** One session, whole, as the editor reads it; null when there is none. */
    async read(executor: Executor, id: number, now: Date): Promise<TManageEvent | null> {
      const { rows } = await executor.execute<
        SummaryRow & { rest: Omit<TManageEvent, keyof ListedSession> & Pick<TManageEvent, 'prices'> }
      >(sql`
        WITH one AS MATERIALIZED (SELECT * FROM events WHERE id = ${id}), ${sessionCounts(sql`one`, now)}
        SELECT ${summaryColumns}, jsonb_build_object(
          'plan', e.plan_id, 'withopendate', e.withopendate,
          'begindate', to_char(e.begin_date, 'YYYY-MM-DD'), 'begintime', to_char(e.begin_time, 'HH24:MI'),
          'sale_opens_at', ${local(sql`e.sale_opens_at`)}, 'sale_closes_at', ${local(sql`e.sale_closes_at`)},
          'max_per_order', e.max_seats_per_order, 'named_tickets', e.requires_named_tickets,
          'prices', coalesce((SELECT json_agg(json_build_object('category', c.key, 'name', ${localized(sql`c.name`)},
              'color', c.color, 'price', round(ep.price_kopecks / 100.0, 2)) ORDER BY c.position, c.id)
            FROM event_prices ep JOIN price_categories c ON c.id = ep.price_category_id WHERE ep.event_id = e.id), '[]'),
          'zone_capacities', coalesce((SELECT json_agg(json_build_object('zone', z.key, 'name', ${localized(sql`z.name`)},
              'capacity', inv.capacity, 'plan_capacity', z.capacity, 'taken', inv.taken) ORDER BY z.position, z.id)
            FROM event_zone_inventory inv JOIN plan_zones z ON z.id = inv.zone_id WHERE inv.event_id = e.id), '[]'),
          'min_price', round(e.min_price_kopecks / 100.0, 2), 'max_price', round(e.max_price_kopecks / 100.0, 2),
          'cancelled_at', ${iso(sql`e.cancelled_at`)}, 'cancel_reason', e.cancel_reason,
          'created_at', ${iso(sql`e.created_at`)}, 'updated_at', ${iso(sql`e.updated_at`)},
          'sold', c.sold, 'held', c.held, 'capacity', c.capacity
        ) AS rest
        FROM one e JOIN performances p ON p.id = e.performance_id JOIN halls h ON h.id = e.hall_id
        JOIN session_counts c ON c.event_id = e.id`);
      const row = rows[0];
      if (!row) return null;
      return {
        ...summaryOf(row, []),
        ...row.rest,
        prices: row.rest.prices.map((price) => ({ ...price, price: Number(price.price) })),
      };
    },

    /**
     * A page of sessions for the list and the calendar, without their sold, held and capacity counts (`counts`).
     * The calendar's question — one venue, a week or a month — walks events_unarchived_hall_starts_idx: the venue's
     * halls, and a starts_at range a day wider than the local dates (no zone is more than 14 hours from UTC) before the
     * exact venue-local date test.
     */
    async page(
      manager: Manager,
      query: TManageEventListQuery,
    ): Promise<{ count: number; results: ListedSession[] }> {
      const where: SQL[] = [
        venueCondition(manager, sql`(SELECT h.venue_id FROM halls h WHERE h.id = e.hall_id)`),
      ];
      where.push(query.archived === 'true' ? sql`e.archived_at IS NOT NULL` : sql`e.archived_at IS NULL`);
      // The venue's halls as an array: PostgreSQL then walks events_hall_starts_idx for each, where a join with halls
      // had it scan all the sessions (85 ms against 2 for a venue of 1,500 sessions).
      if (query.venue !== undefined) {
        where.push(sql`e.hall_id = ANY(ARRAY(SELECT h.id FROM halls h WHERE h.venue_id = ${query.venue}))`);
      }
      if (query.hall !== undefined) where.push(sql`e.hall_id = ${query.hall}`);
      if (query.performance !== undefined) where.push(sql`e.performance_id = ${query.performance}`);
      if (query.series !== undefined) where.push(sql`e.series_id = ${query.series}::uuid`);
      if (query.city !== undefined) {
        where.push(sql`e.city_id = (SELECT id FROM cities WHERE slug = ${query.city})`);
      }
      if (query.date_from !== undefined) {
        where.push(
          sql`e.starts_at >= ${opaque(query.date_from, 'date')} - 1 AND e.eventdate >= ${opaque(query.date_from, 'date')}`,
        );
      }
      if (query.date_to !== undefined) {
        where.push(
          sql`e.starts_at < ${opaque(query.date_to, 'date')} + 2 AND e.eventdate <= ${opaque(query.date_to, 'date')}`,
        );
      }
      if (query.status !== undefined) {
        where.push(
          sql`e.sale_status = ${query.status === 'paused' ? 'not_on_sale' : query.status}::sale_status`,
        );
      }
      if (query.search) {
        where.push(sql`e.performance_id IN (SELECT t.performance_id FROM performance_titles t
          WHERE ${performanceTitleLike('t', likePattern(query.search))})`);
      }
      const order =
        query.ordering === '-starts_at' ? sql`e.starts_at DESC, e.id DESC` : sql`e.starts_at, e.id`;
      const condition = sql.join(where, sql` AND `);
      // Matching takes only the id and sort key, so a venue's or hall's sessions (with dates) come from
      // events_unarchived_hall_starts_idx alone; the page's rows are then read by id. Dates and bounds are `opaque`:
      // one generic plan serves every week and page of a filter. That plan expects one matching session, so each
      // session's prices are a subquery of its own: joined as a grouped CTE they were scanned once per session.
      const rows = await executePreparedByText<{ total: number } & (SummaryRow | { id: null })>(
        db,
        'manage_sessions_page',
        sql`
        WITH matching AS MATERIALIZED (SELECT e.id, e.starts_at FROM events e WHERE ${condition}),
        page AS MATERIALIZED (
          SELECT e.* FROM (SELECT e.id FROM matching e ORDER BY ${order}
            LIMIT ${opaque(query.limit, 'int')} OFFSET ${opaque(query.offset, 'int')}) k
          JOIN events e ON e.id = k.id)
        SELECT (SELECT count(*) FROM matching)::int AS total, ${summaryColumns},
          (SELECT string_agg(ep.price_category_id || ':' || ep.price_kopecks, ',') FROM event_prices ep
            WHERE ep.event_id = e.id) AS prices
        FROM (SELECT 1) one
        LEFT JOIN page e ON TRUE
        LEFT JOIN performances p ON p.id = e.performance_id
        LEFT JOIN halls h ON h.id = e.hall_id
        ORDER BY ${order}`,
      );
      const sessions = rows.filter(
        (row): row is typeof row & SummaryRow & { prices: PriceList } => row.id !== null,
      );
      const prices = await categoryKeys.pricesOf(sessions.map((session) => session.prices));
      return {
        count: rows[0]?.total ?? 0,
        results: sessions.map((session, index) => summaryOf(session, prices[index] ?? [])),
      };
    },

    /**
     * The sold, held and capacity counts of these sessions, by id (one statement, a grouped pass per table). Prepared:
     * planning its six CTEs took 5–10 ms, longer than running them, on every page the snapshot had not counted.
     */
    async counts(ids: readonly number[], now: Date): Promise<Map<number, SessionCounts>> {
      if (ids.length === 0) return new Map();
      const rows = await executePrepared<SessionCounts & { event_id: number }>(
        db,
        'manage_session_counts',
        sql`
        WITH sessions AS MATERIALIZED (SELECT * FROM events WHERE id = ANY(${intArray(ids)})),
        ${sessionCounts(sql`sessions`, now)}
        SELECT event_id, sold::int, held::int, capacity::int FROM session_counts`,
      );
      return new Map(
        rows.map((row) => [
          Number(row.event_id),
          { sold: Number(row.sold), held: Number(row.held), capacity: Number(row.capacity) },
        ]),
      );
    },

    /** The venue of a session (for the access check), or null. */
    async venueOf(id: number): Promise<number | null> {
      const { rows } = await db.execute<{ venue_id: number }>(sql`
        SELECT h.venue_id FROM events e JOIN halls h ON h.id = e.hall_id WHERE e.id = ${id}`);
      return rows[0] ? Number(rows[0].venue_id) : null;
    },

    async insertKeys(
      tx: Executor,
      eventId: number,
      keys: { hash: string; label: string | null; expiresAt: Date | null }[],
    ): Promise<number[]> {
      const values = keys.map(
        (key) =>
          sql`(${eventId}, ${key.hash}, ${key.label}, ${key.expiresAt?.toISOString() ?? null}::timestamptz)`,
      );
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO event_access_keys (event_id, key_hash, label, expires_at) VALUES ${sql.join(values, sql`, `)}
        RETURNING id`);
      return rows.map((row) => Number(row.id));
    },

    async listKeys(eventId: number) {
      const { rows } = await db.execute<{
        id: number;
        label: string | null;
        created_at: string;
        expires_at: string | null;
        uses: number;
      }>(sql`
        SELECT k.id, k.label, ${iso(sql`k.created_at`)} AS created_at,
          ${local(sql`k.expires_at`)} AS expires_at,
          (SELECT count(*)::int FROM session_event_access a WHERE a.key_id = k.id) AS uses
        FROM event_access_keys k JOIN events e ON e.id = k.event_id
        WHERE k.event_id = ${eventId}
        ORDER BY k.id`);
      return rows;
    },
  };
}
