// Owns the SQL of the way to a first sale (GET /manage/checklist): the person's venues that have no session on sale
// to come, newest first, each with what it has so far — halls, published plans (and the first hall still without
// one), performances, upcoming sessions, those with a category still unpriced, those on sale.
import { CHECKLIST_VENUES_MAX, type TVenueChecklist } from '@afisha/contracts/manage/venues';
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { Clock } from '../../../lib/clock.ts';
import { tr } from '../../catalogue/catalogue.sql.ts';
import { type Manager, venueCondition } from '../manage-access.ts';
import { opaque } from '../manage-records.ts';

type ChecklistRow = {
  id: number;
  name: string;
  halls: number;
  published_plans: number;
  hall_without_plan: number | null;
  performances: number;
  upcoming_sessions: number;
  unpriced_sessions: number;
  on_sale_sessions: number;
};

export async function venuesNotYetSelling(
  db: Db,
  manager: Manager,
  locale: Locale,
  now: Date,
): Promise<TVenueChecklist[]> {
  const at = opaque(now.toISOString(), 'timestamptz');
  // A session to come that counts: neither cancelled nor archived (as the venue's live sessions are counted).
  const upcoming = sql`e.starts_at > ${at} AND e.cancelled_at IS NULL AND e.sale_status <> 'cancelled'
    AND e.archived_at IS NULL`;
  const { rows } = await db.execute<ChecklistRow>(sql`
    WITH chosen AS (
      SELECT v.id, ${tr('v.name', locale)} AS name FROM venues v
      WHERE ${venueCondition(manager, sql`v.id`)} AND v.archived_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM halls h JOIN events e ON e.hall_id = h.id
          WHERE h.venue_id = v.id AND ${upcoming} AND e.sale_status = 'on_sale')
      ORDER BY v.created_at DESC, v.id DESC
      LIMIT ${CHECKLIST_VENUES_MAX}),
    live_halls AS (
      SELECT h.id, h.venue_id, h.position,
        EXISTS (SELECT 1 FROM hall_plans p WHERE p.hall_id = h.id AND p.status = 'published'
          AND p.archived_at IS NULL) AS has_plan
      FROM halls h JOIN chosen c ON c.id = h.venue_id WHERE h.archived_at IS NULL),
    sessions AS (
      SELECT h.venue_id, e.id, e.sale_status,
        -- As the sale's own rule (events.service.ts requireAllPriced): a category with seats or zones has a price.
        EXISTS (SELECT 1 FROM price_categories pc WHERE pc.plan_id = e.plan_id
          AND (EXISTS (SELECT 1 FROM plan_seats ps WHERE ps.plan_id = pc.plan_id AND ps.price_category_id = pc.id)
            OR EXISTS (SELECT 1 FROM plan_zones pz WHERE pz.plan_id = pc.plan_id AND pz.price_category_id = pc.id))
          AND NOT EXISTS (SELECT 1 FROM event_prices ep WHERE ep.event_id = e.id
            AND ep.price_category_id = pc.id)) AS unpriced
      FROM events e JOIN live_halls h ON h.id = e.hall_id WHERE ${upcoming})
    SELECT c.id, c.name,
      (SELECT count(*) FROM live_halls h WHERE h.venue_id = c.id)::int AS halls,
      (SELECT count(*) FROM hall_plans p JOIN live_halls h ON h.id = p.hall_id
        WHERE h.venue_id = c.id AND p.status = 'published' AND p.archived_at IS NULL)::int AS published_plans,
      (SELECT h.id FROM live_halls h WHERE h.venue_id = c.id AND NOT h.has_plan
        ORDER BY h.position, h.id LIMIT 1) AS hall_without_plan,
      (SELECT count(*) FROM performances p WHERE p.venue_id = c.id AND p.archived_at IS NULL)::int AS performances,
      (SELECT count(*) FROM sessions s WHERE s.venue_id = c.id)::int AS upcoming_sessions,
      (SELECT count(*) FROM sessions s WHERE s.venue_id = c.id AND s.unpriced)::int AS unpriced_sessions,
      (SELECT count(*) FROM sessions s WHERE s.venue_id = c.id AND s.sale_status = 'on_sale')::int AS on_sale_sessions
    FROM chosen c`);
  return rows.map((row) => ({
    venue: { id: Number(row.id), name: row.name },
    halls: Number(row.halls),
    published_plans: Number(row.published_plans),
    hall_without_plan: row.hall_without_plan === null ? null : Number(row.hall_without_plan),
    performances: Number(row.performances),
    upcoming_sessions: Number(row.upcoming_sessions),
    unpriced_sessions: Number(row.unpriced_sessions),
    on_sale_sessions: Number(row.on_sale_sessions),
  }));
}

/** The checklist as its route reads it: of the moment the clock says. */
export function createChecklistRepository(db: Db, clock: Clock) {
  return {
    venuesNotYetSelling: (manager: Manager, locale: Locale) =>
      venuesNotYetSelling(db, manager, locale, clock.now()),
  };
}

export type ChecklistRepository = ReturnType<typeof createChecklistRepository>;
