// Owns publishing a draft (POST /manage/plans/{id}/publish) in one transaction: the document's categories, sections,
// rows, seats and zones written as rows in bulk (one INSERT … SELECT FROM jsonb_to_recordset per table, so a 1,500-seat
// plan is five statements, not 1,500), the plan made the hall's next revision and its default, and the hall's live
// sessions on older revisions moved onto it.
//
// Moving a session (versions of a hall's plan match by key): seat ids in seat_holds, cart_items, order_items and
// tickets become the new version's seat of the same key; zone ids (event_zone_inventory, zone_holds, cart_items,
// order_items, tickets) the zone of the same key; event_prices follow the category key (a category the new version
// lacks loses its price; a new category has none until priced, so its seats are not sold until then — the cart
// and seat map treat a seat without a price as not on sale). THE GUARD: a seat sold, ordered or held (unexpired) or
// blocked in such a session whose key the new version drops, or whose section, row or seat label it changes, refuses
// the whole publish (409 plan_seats_in_use) and nothing is written.
//
// Concurrency with holds (packages/db/drizzle/0006, 0013, 0018): a hold inserts seat_holds and cart_items rows whose
// foreign key takes a KEY SHARE lock on the session's events row. Publishing locks the moved sessions' rows FOR UPDATE
// first, so (1) holds already under way commit before the seats are matched (they are then moved or refuse the
// publish), and (2) holds starting during the publish wait for it. Such a waiting hold was checked against the old
// version by its process, and would land on an old seat id once the publish commits; so the old version's seats of
// every moved session are closed with a `blocked` row (block_reason `plan_revision`), which the hold's claim
// (INSERT … ON CONFLICT (event_id, seat_id)) finds taken. The hold statement itself is unchanged and no slower.

import type { TPlanDocument, TPlanSeatInUse, TPlanSession } from '@afisha/contracts/manage/plans';
import { type Db, PLAN_REVISION_BLOCK } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { liveSession } from './plans.repository.ts';

export type PublishOptions = {
  /** Off only in the concurrency test's control: shows the race the session lock and old-seat blocks prevent. */
  lockSessions?: boolean;
  /** Called inside the transaction once the sessions are locked (the concurrency test pauses here). */
  afterLock?: () => Promise<void>;
};

export type PublishOutcome =
  | { kind: 'published'; revision: number; movedSessions: number[] }
  | { kind: 'in_use'; sessions: TPlanSession[]; seats: TPlanSeatInUse[]; count: number };

/** The seats a 409 names at most (the count says how many there are). */
const SEATS_NAMED = 100;

/** Writes a draft's rows and moves the hall's live sessions onto it; `tx` is the publish's transaction. */
export async function publishPlanRows(
  tx: Db,
  plan: { id: number; hallId: number },
  document: TPlanDocument,
  now: Date,
  options: PublishOptions = {},
): Promise<PublishOutcome> {
  const at = now.toISOString();
  // One publish per hall at a time: revisions are numbered in order and the default moves once.
  await tx.execute(sql`SELECT id FROM halls WHERE id = ${plan.hallId} FOR UPDATE`);

  const lock = options.lockSessions === false ? sql`` : sql`FOR UPDATE OF e`;
  const { rows: moving } = await tx.execute<{ id: number; plan_id: number }>(sql`
    SELECT e.id, e.plan_id FROM events e JOIN hall_plans hp ON hp.id = e.plan_id
    WHERE hp.hall_id = ${plan.hallId} AND hp.status = 'published' AND e.plan_id <> ${plan.id}
      AND ${liveSession(sql`e`, now)}
    ORDER BY e.id ${lock}`);
  await options.afterLock?.();
  const events = moving.map((row) => row.id);
  const eventIds = sql`ARRAY[${sql.join(
    events.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

  await writeRows(tx, plan.id, document);

  if (events.length > 0) {
    const inUse = await seatsInUse(tx, eventIds, plan.id, now);
    if (inUse) return inUse;
    await moveSessions(tx, eventIds, plan.id, now);
  }

  const { rows } = await tx.execute<{ revision: number }>(sql`
    UPDATE hall_plans SET status = 'published', published_at = ${at}::timestamptz, version = version + 1,
      document = ${JSON.stringify(document)}::jsonb, name = ${document.name}, width = ${document.width},
      height = ${document.height},
      revision = (SELECT coalesce(max(revision), 0) + 1 FROM hall_plans WHERE hall_id = ${plan.hallId})
    WHERE id = ${plan.id}
    RETURNING revision`);
  await tx.execute(
    sql`UPDATE hall_plans SET is_default = FALSE WHERE hall_id = ${plan.hallId} AND is_default`,
  );
  await tx.execute(sql`UPDATE hall_plans SET is_default = TRUE WHERE id = ${plan.id}`);
  return { kind: 'published', revision: rows[0]?.revision ?? 0, movedSessions: events };
}

/** The document's rows, one bulk INSERT per table; rows and seats find their parents by key within the plan. */
async function writeRows(tx: Db, planId: number, document: TPlanDocument): Promise<void> {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  await tx.execute(sql`
    INSERT INTO price_categories (plan_id, key, name, color, position)
    SELECT ${planId}, x.key, x.name, x.color, x.position
    FROM jsonb_to_recordset(${json(document.categories.map((c, position) => ({ ...c, position })))})
      AS x(key text, name jsonb, color text, position int)`);
  await tx.execute(sql`
    INSERT INTO plan_sections (plan_id, key, name, kind, position)
    SELECT ${planId}, x.key, x.name, x.kind::section_kind, x.position
    FROM jsonb_to_recordset(${json(document.sections.map((s, position) => ({ key: s.key, name: s.name, kind: s.kind, position })))})
      AS x(key text, name jsonb, kind text, position int)`);
  const rows = document.sections.flatMap((section) =>
    section.rows.map((row, position) => ({ section: section.key, key: row.key, label: row.label, position })),
  );
  await tx.execute(sql`
    INSERT INTO plan_rows (section_id, key, label, position)
    SELECT s.id, x.key, x.label, x.position
    FROM jsonb_to_recordset(${json(rows)}) AS x(section text, key text, label text, position int)
    JOIN plan_sections s ON s.plan_id = ${planId} AND s.key = x.section`);
  const seats = document.sections.flatMap((section) =>
    section.rows.flatMap((row) =>
      row.seats.map((seat) => ({
        row: row.key,
        key: seat.key,
        label: seat.label,
        x: seat.x,
        y: seat.y,
        category: seat.category,
        flags: seat.flags ?? [],
      })),
    ),
  );
  await tx.execute(sql`
    INSERT INTO plan_seats (plan_id, section_id, row_id, key, label, x, y, price_category_id, flags)
    SELECT ${planId}, r.section_id, r.id, x.key, x.label, x.x, x.y, c.id,
      ARRAY(SELECT jsonb_array_elements_text(x.flags))
    FROM jsonb_to_recordset(${json(seats)})
      AS x(row text, key text, label text, x real, y real, category text, flags jsonb)
    JOIN (SELECT r.id, r.section_id, r.key FROM plan_rows r JOIN plan_sections s ON s.id = r.section_id
      WHERE s.plan_id = ${planId}) r ON r.key = x.row
    JOIN price_categories c ON c.plan_id = ${planId} AND c.key = x.category`);
  await tx.execute(sql`
    INSERT INTO plan_zones (plan_id, key, name, capacity, price_category_id, shape, position)
    SELECT ${planId}, x.key, x.name, x.capacity, c.id, x.shape, x.position
    FROM jsonb_to_recordset(${json(document.zones.map((z, position) => ({ ...z, position })))})
      AS x(key text, name jsonb, capacity int, category text, shape jsonb, position int)
    JOIN price_categories c ON c.plan_id = ${planId} AND c.key = x.category`);
}

type InUseRow = {
  event: number;
  title: string;
  starts_at: string;
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
async function seatsInUse(
  tx: Db,
  eventIds: ReturnType<typeof sql>,
  planId: number,
  now: Date,
): Promise<PublishOutcome | null> {
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
      to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at, count(*) OVER () AS total
    FROM used u JOIN events e ON e.id = u.event JOIN performances p ON p.id = e.performance_id
    ORDER BY e.starts_at, u.event, u.section, u.row, u.label
    LIMIT ${SEATS_NAMED}`);
  if (rows.length === 0) return null;
  const sessions = new Map<number, TPlanSession>();
  for (const row of rows)
    sessions.set(row.event, { id: row.event, title: row.title, starts_at: row.starts_at });
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

/** Moves the sessions onto the new version (the guard has passed: what is dropped is free or expired). */
async function moveSessions(
  tx: Db,
  eventIds: ReturnType<typeof sql>,
  planId: number,
  now: Date,
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

  // Seats: what is left on a dropped seat is expired (the guard saw to it) and goes; the rest moves.
  await tx.execute(sql`
    DELETE FROM seat_holds h USING plan_seat_map m
    WHERE h.event_id = ANY (${eventIds}) AND h.seat_id = m.old_id AND m.new_id IS NULL`);
  await tx.execute(sql`
    DELETE FROM cart_items ci USING plan_seat_map m
    WHERE ci.event_id = ANY (${eventIds}) AND ci.seat_id = m.old_id AND m.new_id IS NULL`);
  for (const table of ['seat_holds', 'cart_items', 'order_items', 'tickets'] as const) {
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
