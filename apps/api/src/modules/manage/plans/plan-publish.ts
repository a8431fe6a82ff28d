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
// Concurrency with holds: as every move (plan-move.ts): the old seats of the moved sessions are closed first
// (closeOldSeats: a `blocked` row, block_reason `plan_revision`, that a hold still naming an old seat finds taken), then
// the sessions' rows are locked FOR UPDATE (a hold's insert waits at its foreign key), then the seats are matched and
// moved. The hold statement itself is unchanged and no slower.

import type { TPlanDocument, TPlanSeatInUse, TPlanSession } from '@afisha/contracts/manage/plans';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { closeOldSeats, eventIdArray, moveSessions, seatsInUse } from './plan-move.ts';
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

  const { rows: moving } = await tx.execute<{ id: number; plan_id: number }>(sql`
    SELECT e.id, e.plan_id FROM events e JOIN hall_plans hp ON hp.id = e.plan_id
    WHERE hp.hall_id = ${plan.hallId} AND hp.status = 'published' AND e.plan_id <> ${plan.id}
      AND ${liveSession(sql`e`, now)}
    ORDER BY e.id`);
  const events = moving.map((row) => row.id);
  const eventIds = eventIdArray(events);
  // The guarantee (plan-move.ts): the old seats closed first, then the sessions' rows locked.
  const guarded = options.lockSessions !== false;
  if (guarded && events.length > 0) {
    await closeOldSeats(tx, eventIds, now);
    await tx.execute(sql`SELECT id FROM events WHERE id = ANY (${eventIds}) ORDER BY id FOR UPDATE`);
  }
  await options.afterLock?.();

  await writeRows(tx, plan.id, document);

  if (events.length > 0) {
    const inUse = await seatsInUse(tx, eventIds, plan.id, now);
    if (inUse) return inUse;
    await moveSessions(tx, eventIds, plan.id, now, guarded);
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
