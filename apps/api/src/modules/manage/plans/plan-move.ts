// Owns moving live sessions onto another published version of their hall's plan, for publishing (plan-publish.ts:
// the hall's live sessions follow the new version) and for the back office's explicit move (POST
// /manage/events/{id}/plan, POST /manage/plans/{id}/move_sessions: sessions left on an older version). Versions match
// by key: seat ids in seat_holds, cart_items, order_items and tickets become the new version's seat of the same key,
// zone ids the zone of the same key, prices follow the category key.
//
// THE GUARD (seatsInUse): a seat sold, ordered, held (unexpired) or blocked in a moved session whose key the new
// version drops, or whose section, row or seat label it changes, refuses the whole move; nothing is written.
//
// Concurrency with holds (packages/db/drizzle/0006, 0013, 0018): a hold inserts seat_holds and cart_items rows whose
// foreign key takes a KEY SHARE lock on the session's events row. The caller locks the moved sessions' rows FOR
// UPDATE (in id order, the order every other writer of several sessions uses) before the seats are matched, so (1)
// holds already under way commit first (they are then moved, or refuse the move), and (2) holds starting during the
// move wait for it. Such a waiting hold was checked against the old version by its process and names an old seat
// id; so every old seat of a moved session is closed with a `blocked` row (block_reason `plan_revision`), which the
// hold's claim (INSERT … ON CONFLICT (event_id, seat_id) … WHERE expired) finds taken: it is refused as taken, never
// lands on a stale id. The hold statement itself is unchanged and no slower.

import type { TPlanSeatInUse, TPlanSession } from '@afisha/contracts/manage/plans';
import { type Db, PLAN_REVISION_BLOCK } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';

/** The seats a 409 names at most (the count says how many there are). */
export const SEATS_NAMED = 100;

export type InUse = { kind: 'in_use'; sessions: TPlanSession[]; seats: TPlanSeatInUse[]; count: number };

/** `ARRAY[…]::int[]` of session ids, for `= ANY (…)`. */
export function eventIdArray(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`ARRAY[]::int[]`;
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;
}

type InUseRow = {
  event: number;
  title: string;
  starts_at: string;
  timezone: string;
  seat: number;
  key: string;
  section: string;
  row: string;
  label: string;
  state: TPlanSeatInUse['state'];
  change: TPlanSeatInUse['change'];
  total: number | string;
};

/**
 * Seats of the moved sessions that hold the publish back: sold, ordered or held (unexpired) or blocked, and dropped
 * or renamed by the new version. Zones: a zone with live places that the new version drops is named the same way.
 */
export async function seatsInUse(tx: Db, eventIds: SQL, planId: number, now: Date): Promise<InUse | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await tx.execute<InUseRow>(sql`
    WITH used AS (
      SELECT h.event_id AS event, o.id AS seat, o.key, os.name->>'ru' AS section, orow.label AS row, o.label,
        CASE WHEN h.status = 'blocked' THEN 'blocked' WHEN h.status = 'sold' THEN 'sold'
          WHEN h.status = 'ordered' THEN 'ordered' ELSE 'held' END AS state,
        CASE WHEN n.id IS NULL THEN 'dropped' ELSE 'renamed' END AS change
      FROM seat_holds h
      JOIN plan_seats o ON o.id = h.seat_id
      JOIN plan_rows orow ON orow.id = o.row_id
      JOIN plan_sections os ON os.id = o.section_id
      LEFT JOIN plan_seats n ON n.plan_id = ${planId} AND n.key = o.key
      LEFT JOIN plan_rows nrow ON nrow.id = n.row_id
      LEFT JOIN plan_sections ns ON ns.id = n.section_id
      WHERE h.event_id = ANY (${eventIds})
        AND (h.status IN ('sold', 'blocked') OR h.expires_at > ${at})
        AND coalesce(h.block_reason, '') <> ${PLAN_REVISION_BLOCK}
        AND (n.id IS NULL OR n.label <> o.label OR nrow.label <> orow.label OR ns.name->>'ru' <> os.name->>'ru')
      UNION ALL
      SELECT zh.event_id, oz.id, oz.key, oz.name->>'ru', '', '',
        CASE WHEN zh.status = 'blocked' THEN 'blocked' WHEN zh.status = 'sold' THEN 'sold'
          WHEN zh.status = 'ordered' THEN 'ordered' ELSE 'held' END, 'dropped'
      FROM zone_holds zh JOIN plan_zones oz ON oz.id = zh.zone_id
      WHERE zh.event_id = ANY (${eventIds}) AND (zh.status IN ('sold', 'blocked') OR zh.expires_at > ${at})
        AND NOT EXISTS (SELECT 1 FROM plan_zones nz WHERE nz.plan_id = ${planId} AND nz.key = oz.key)
    )
    SELECT u.*, coalesce(nullif(p.title->>'ru', ''), '') AS title,
      to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at, e.timezone,
      count(*) OVER () AS total
    FROM used u JOIN events e ON e.id = u.event JOIN performances p ON p.id = e.performance_id
    ORDER BY e.starts_at, u.event, u.section, u.row, u.label
    LIMIT ${SEATS_NAMED}`);
  if (rows.length === 0) return null;
  const sessions = new Map<number, TPlanSession>();
  for (const row of rows)
    sessions.set(row.event, {
      id: row.event,
      title: row.title,
      starts_at: row.starts_at,
      timezone: row.timezone,
    });
  return {
    kind: 'in_use',
    sessions: [...sessions.values()],
    seats: rows.map((row) => ({
      event: row.event,
      seat: row.seat,
      key: row.key,
      section: row.section,
      row: row.row,
      label: row.label,
      state: row.state,
      change: row.change,
    })),
    count: Number(rows[0]?.total ?? rows.length),
  };
}

/**
 * Closes every seat of the sessions' current versions for them, BEFORE the sessions' rows are locked: a `blocked` row
 * (block_reason plan_revision) on each free seat, and on each seat whose hold has expired (taken over as a claim
 * would take it over); live holds, orders, sales and blocks stay and are moved or refuse the move. In seat-id order,
 * as claims lock seats, and while this transaction holds nothing a hold needs — so it waits for holds under way
 * (which then commit) and never the other way round. From here no claim can land on an old seat of these sessions:
 * each finds it taken. (Taking the sessions' row locks first, then writing these rows, deadlocks against a hold that
 * has written its seat and waits at its foreign key for the session's row: the concurrency test showed it.)
 */
export async function closeOldSeats(tx: Db, eventIds: SQL, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    INSERT INTO seat_holds (event_id, seat_id, status, block_reason, created_at)
    SELECT e.id, o.id, 'blocked', ${PLAN_REVISION_BLOCK}, ${at}
    FROM events e JOIN plan_seats o ON o.plan_id = e.plan_id
    WHERE e.id = ANY (${eventIds})
    ORDER BY e.id, o.id
    ON CONFLICT (event_id, seat_id) DO UPDATE
      SET status = 'blocked', block_reason = excluded.block_reason, cart_id = NULL, order_id = NULL,
        expires_at = NULL, client_address = NULL, created_at = excluded.created_at
      WHERE seat_holds.expires_at < ${at}`);
}

/** Moves the sessions onto the new version (the guard has passed: what is dropped is free or expired). */
export async function moveSessions(
  tx: Db,
  eventIds: SQL,
  planId: number,
  now: Date,
  closeOldSeats = true,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Old seat → new seat of the same key (null: dropped), over every old version the sessions sell on.
  await tx.execute(sql`
    CREATE TEMP TABLE plan_seat_map ON COMMIT DROP AS
    SELECT o.id AS old_id, n.id AS new_id
    FROM plan_seats o LEFT JOIN plan_seats n ON n.plan_id = ${planId} AND n.key = o.key
    WHERE o.plan_id IN (SELECT DISTINCT plan_id FROM events WHERE id = ANY (${eventIds}))`);
  await tx.execute(sql`CREATE INDEX ON plan_seat_map (old_id)`);
  await tx.execute(sql`
    CREATE TEMP TABLE plan_zone_map ON COMMIT DROP AS
    SELECT o.id AS old_id, n.id AS new_id, n.capacity
    FROM plan_zones o LEFT JOIN plan_zones n ON n.plan_id = ${planId} AND n.key = o.key
    WHERE o.plan_id IN (SELECT DISTINCT plan_id FROM events WHERE id = ANY (${eventIds}))`);

  // Seats: what is left on a dropped seat is expired (the guard saw to it) and goes; the rest moves. The rows that
  // close the old seats (closeOldSeats) stay where they are.
  const notClosing = sql`h.block_reason IS DISTINCT FROM ${PLAN_REVISION_BLOCK}`;
  await tx.execute(sql`
    DELETE FROM seat_holds h USING plan_seat_map m
    WHERE h.event_id = ANY (${eventIds}) AND h.seat_id = m.old_id AND m.new_id IS NULL AND ${notClosing}`);
  await tx.execute(sql`
    DELETE FROM cart_items ci USING plan_seat_map m
    WHERE ci.event_id = ANY (${eventIds}) AND ci.seat_id = m.old_id AND m.new_id IS NULL`);
  await tx.execute(sql`
    UPDATE seat_holds h SET seat_id = m.new_id FROM plan_seat_map m
    WHERE h.event_id = ANY (${eventIds}) AND h.seat_id = m.old_id AND m.new_id IS NOT NULL AND ${notClosing}`);
  for (const table of ['cart_items', 'order_items', 'tickets'] as const) {
    await tx.execute(sql`
      UPDATE ${sql.raw(table)} t SET seat_id = m.new_id FROM plan_seat_map m
      WHERE t.event_id = ANY (${eventIds}) AND t.seat_id = m.old_id AND m.new_id IS NOT NULL`);
  }

  // Zones: the new zone's inventory first (zone_holds' foreign key), then the places move (the inventory trigger of
  // migration 0001 moves `taken` with them), then the old inventories go (with any expired hold left on them).
  await tx.execute(sql`
    INSERT INTO event_zone_inventory (event_id, zone_id, capacity)
    SELECT e.id, n.id, n.capacity
    FROM events e JOIN plan_zones n ON n.plan_id = ${planId}
    WHERE e.id = ANY (${eventIds})
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    UPDATE event_zone_inventory inv SET capacity = greatest(inv.capacity, (
      SELECT coalesce(sum(zh.quantity), 0) FROM zone_holds zh JOIN plan_zone_map m ON m.old_id = zh.zone_id
      WHERE zh.event_id = inv.event_id AND m.new_id = inv.zone_id))
    WHERE inv.event_id = ANY (${eventIds}) AND inv.zone_id IN (SELECT id FROM plan_zones WHERE plan_id = ${planId})`);
  await tx.execute(sql`
    UPDATE zone_holds zh SET zone_id = m.new_id FROM plan_zone_map m
    WHERE zh.event_id = ANY (${eventIds}) AND zh.zone_id = m.old_id AND m.new_id IS NOT NULL`);
  await tx.execute(sql`
    DELETE FROM cart_items ci USING plan_zone_map m
    WHERE ci.event_id = ANY (${eventIds}) AND ci.zone_id = m.old_id AND m.new_id IS NULL`);
  for (const table of ['cart_items', 'order_items', 'tickets'] as const) {
    await tx.execute(sql`
      UPDATE ${sql.raw(table)} t SET zone_id = m.new_id FROM plan_zone_map m
      WHERE t.event_id = ANY (${eventIds}) AND t.zone_id = m.old_id AND m.new_id IS NOT NULL`);
  }
  await tx.execute(sql`
    DELETE FROM event_zone_inventory inv
    WHERE inv.event_id = ANY (${eventIds})
      AND inv.zone_id NOT IN (SELECT id FROM plan_zones WHERE plan_id = ${planId})`);

  // Prices follow the category key; a category the new version lacks loses its price.
  await tx.execute(sql`
    UPDATE event_prices ep SET price_category_id = n.id
    FROM price_categories o JOIN price_categories n ON n.plan_id = ${planId} AND n.key = o.key
    WHERE ep.event_id = ANY (${eventIds}) AND o.id = ep.price_category_id`);
  await tx.execute(sql`
    DELETE FROM event_prices ep WHERE ep.event_id = ANY (${eventIds})
      AND ep.price_category_id NOT IN (SELECT id FROM price_categories WHERE plan_id = ${planId})`);
  await tx.execute(sql`
    UPDATE order_items oi SET price_category_id = n.id
    FROM price_categories o JOIN price_categories n ON n.plan_id = ${planId} AND n.key = o.key
    WHERE oi.event_id = ANY (${eventIds}) AND o.id = oi.price_category_id`);

  // The old version's seats closed for these sessions: a hold checked against it that waited on the lock above
  // finds its seats taken instead of landing beside the new version.
  if (closeOldSeats)
    await tx.execute(sql`
    INSERT INTO seat_holds (event_id, seat_id, status, block_reason, created_at)
    SELECT e.id, m.old_id, 'blocked', ${PLAN_REVISION_BLOCK}, ${at}
    FROM events e JOIN plan_seats o ON o.plan_id = e.plan_id JOIN plan_seat_map m ON m.old_id = o.id
    WHERE e.id = ANY (${eventIds})
    ON CONFLICT (event_id, seat_id) DO NOTHING`);

  await tx.execute(sql`
    UPDATE events e SET plan_id = ${planId}, version = e.version + 1, updated_at = ${at},
      min_price_kopecks = (SELECT min(price_kopecks) FROM event_prices WHERE event_id = e.id),
      max_price_kopecks = (SELECT max(price_kopecks) FROM event_prices WHERE event_id = e.id)
    WHERE e.id = ANY (${eventIds})`);
}

export type MoveOptions = {
  /** Off only in the concurrency test's control: shows the race the session lock and old-seat blocks prevent. */
  lockSessions?: boolean;
  /** Called inside the transaction once the sessions are locked (the concurrency test pauses here). */
  afterLock?: () => Promise<void>;
  /** Off only in the concurrency test's control: the old seats left open, so a waiting hold lands on one. */
  closeOldSeats?: boolean;
};

/** Why a session cannot go onto the plan (nothing moved). */
export type MoveRefusal = {
  session: number;
  reason: 'not_found' | 'other_hall' | 'not_live' | 'not_older';
};

export type MoveOutcome =
  | { kind: 'moved'; revision: number | null; moved: { id: number; from: number }[] }
  | { kind: 'plan_not_published' }
  | { kind: 'refused'; refusals: MoveRefusal[] }
  | InUse;

/**
 * Moves live sessions onto `target`, a published plan of their hall newer than theirs (a higher revision), all or
 * none, inside the caller's transaction: `sessions` named, or (`'older'`) every live session of the hall on an older
 * published version. A named session already on the target is left as it is (not an error, not moved).
 */
export async function moveSessionsOnto(
  tx: Db,
  target: { id: number; hallId: number },
  sessions: readonly number[] | 'older',
  now: Date,
  options: MoveOptions = {},
): Promise<MoveOutcome> {
  // One publish or move per hall at a time (publishing takes the same lock first).
  await tx.execute(sql`SELECT id FROM halls WHERE id = ${target.hallId} FOR UPDATE`);
  const { rows: plans } = await tx.execute<{ revision: number | null; published: boolean }>(sql`
    SELECT revision, status = 'published' AND archived_at IS NULL AS published
    FROM hall_plans WHERE id = ${target.id} AND hall_id = ${target.hallId}`);
  const plan = plans[0];
  if (!plan?.published || plan.revision === null) return { kind: 'plan_not_published' };

  const which =
    sessions === 'older'
      ? sql`hp.hall_id = ${target.hallId} AND hp.status = 'published' AND hp.revision < ${plan.revision}
          AND ${liveEvent(now)}`
      : sql`e.id = ANY (${eventIdArray(sessions)})`;
  const { rows } = await tx.execute<{
    id: number;
    plan_id: number;
    hall_id: number;
    revision: number | null;
    live: boolean;
  }>(sql`
    SELECT e.id, e.plan_id, hp.hall_id, hp.revision, ${liveEvent(now)} AS live
    FROM events e JOIN hall_plans hp ON hp.id = e.plan_id
    WHERE ${which}
    ORDER BY e.id`);

  const refusals: MoveRefusal[] = [];
  if (sessions !== 'older') {
    const found = new Set(rows.map((row) => row.id));
    for (const id of sessions) if (!found.has(id)) refusals.push({ session: id, reason: 'not_found' });
  }
  const moving: { id: number; from: number }[] = [];
  for (const row of rows) {
    if (row.plan_id === target.id) continue;
    if (row.hall_id !== target.hallId) refusals.push({ session: row.id, reason: 'other_hall' });
    else if (!row.live) refusals.push({ session: row.id, reason: 'not_live' });
    else if (row.revision === null || row.revision >= plan.revision)
      refusals.push({ session: row.id, reason: 'not_older' });
    else moving.push({ id: row.id, from: row.plan_id });
  }
  if (refusals.length > 0) return { kind: 'refused', refusals };
  if (moving.length === 0) return { kind: 'moved', revision: plan.revision, moved: [] };

  const ids = eventIdArray(moving.map((each) => each.id));
  const guarded = options.lockSessions !== false;
  const closing = guarded && options.closeOldSeats !== false;
  if (closing) await closeOldSeats(tx, ids, now);
  if (guarded) {
    // The sessions' rows: holds still to come wait here (their foreign key), and none moved meanwhile.
    const { rows: locked } = await tx.execute<{ id: number; plan_id: number }>(
      sql`SELECT id, plan_id FROM events WHERE id = ANY (${ids}) ORDER BY id FOR UPDATE`,
    );
    const was = new Map(moving.map((each) => [each.id, each.from]));
    const changed = locked.filter((row) => was.get(row.id) !== row.plan_id);
    if (changed.length > 0 || locked.length !== moving.length) {
      return {
        kind: 'refused',
        refusals: changed.map((row) => ({ session: row.id, reason: 'not_older' as const })),
      };
    }
  }
  await options.afterLock?.();
  const inUse = await seatsInUse(tx, ids, target.id, now);
  if (inUse) return inUse;
  await moveSessions(tx, ids, target.id, now, closing);
  return { kind: 'moved', revision: plan.revision, moved: moving };
}

/** A session that still sells or will (plans.repository.ts liveSession, on `e`). */
const liveEvent = (now: Date) =>
  sql`(e.starts_at > ${now.toISOString()}::timestamptz AND e.cancelled_at IS NULL AND e.archived_at IS NULL
    AND e.sale_status <> 'cancelled')`;
