// Owns the SQL of the back office's plans: a hall's plans listed with their seat counts and the live sessions on
// them, drafts written whole (the document in hall_plans.document), archiving, and the plan document built back from
// the rows of a published plan. Publishing's own SQL (the rows written in bulk, sessions moved) is plan-publish.ts.

import type {
  TPlanDocument,
  TPlanDocumentRead,
  TPlanListQuery,
  TPlanSession,
} from '@afisha/contracts/manage/plans';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../../catalogue/catalogue.sql.ts';
import { type Manager, venueCondition } from '../manage-access.ts';
import { likePattern } from '../manage-records.ts';

export type PlanHead = {
  id: number;
  hallId: number;
  venueId: number;
  name: string;
  width: number;
  height: number;
  status: 'draft' | 'published';
  version: number;
  revision: number | null;
  publishedAt: Date | null;
  isDefault: boolean;
  archivedAt: Date | null;
  createdAt: Date;
  document: TPlanDocument | null;
  seatCount: number;
  zoneCapacity: number;
};

type HeadRow = {
  id: number;
  hall_id: number;
  venue_id: number;
  name: string;
  width: number;
  height: number;
  status: 'draft' | 'published';
  version: number;
  revision: number | null;
  published_at: string | Date | null;
  is_default: boolean;
  archived_at: string | Date | null;
  created_at: string | Date;
  document: TPlanDocument | null;
  seat_count: number | string;
  zone_capacity: number | string;
};

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

const fromRow = (row: HeadRow): PlanHead => ({
  id: row.id,
  hallId: row.hall_id,
  venueId: row.venue_id,
  name: row.name,
  width: Number(row.width),
  height: Number(row.height),
  status: row.status,
  version: row.version,
  revision: row.revision,
  publishedAt: toDate(row.published_at),
  isDefault: row.is_default,
  archivedAt: toDate(row.archived_at),
  createdAt: new Date(row.created_at),
  document: row.document,
  seatCount: Number(row.seat_count),
  zoneCapacity: Number(row.zone_capacity),
});

/**
 * A plan's head. A draft counts seats and zone places in its document; a published plan in its rows (its document
 * may be missing: plans made before the back office have none).
 */
const headColumns = sql`hp.id, hp.hall_id, h.venue_id, hp.name, hp.width, hp.height, hp.status, hp.version,
  hp.revision, hp.published_at, hp.is_default, hp.archived_at, hp.created_at,
  CASE WHEN hp.status = 'draft' THEN
    coalesce(jsonb_array_length(jsonb_path_query_array(hp.document, '$.sections[*].rows[*].seats[*]')), 0)
  ELSE (SELECT count(*) FROM plan_seats s WHERE s.plan_id = hp.id) END AS seat_count,
  CASE WHEN hp.status = 'draft' THEN
    coalesce((SELECT sum((z->>'capacity')::numeric)::bigint FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(hp.document->'zones') = 'array' THEN hp.document->'zones' ELSE '[]'::jsonb END) z
      WHERE jsonb_typeof(z->'capacity') = 'number'), 0)
  ELSE (SELECT coalesce(sum(z.capacity), 0) FROM plan_zones z WHERE z.plan_id = hp.id) END AS zone_capacity`;

/** Sessions that still sell or will: not past, not cancelled, not archived. */
export const liveSession = (event: SQL, now: Date) =>
  sql`${event}.starts_at > ${now.toISOString()}::timestamptz AND ${event}.cancelled_at IS NULL
    AND ${event}.archived_at IS NULL AND ${event}.sale_status <> 'cancelled'`;

export function createPlansRepository(db: Db) {
  return {
    /** The venue of a hall the back office may touch (an archived hall takes no new plans), or null. */
    async hallVenue(hallId: number): Promise<number | null> {
      const { rows } = await db.execute<{ venue_id: number }>(
        sql`SELECT venue_id FROM halls WHERE id = ${hallId} AND archived_at IS NULL`,
      );
      return rows[0]?.venue_id ?? null;
    },

    /** A hall's title in `locale` (Russian where it has none): the name of a plan imported without one. */
    async hallTitle(hallId: number, locale: Locale): Promise<string> {
      const { rows } = await db.execute<{ title: string }>(
        sql`SELECT ${tr('title', locale)} AS title FROM halls WHERE id = ${hallId}`,
      );
      return rows[0]?.title ?? '';
    },

    /** The URL of an image uploaded in the back office, or null when there is no such upload. */
    async mediaUrl(mediaId: number, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.execute<{ url: string }>(
        sql`SELECT url FROM media_files WHERE id = ${mediaId}`,
      );
      return rows[0]?.url ?? null;
    },

    /** The venue and hall of a session, or null. */
    async eventHall(eventId: number): Promise<{ venueId: number; hallId: number; planId: number } | null> {
      const { rows } = await db.execute<{ venue_id: number; hall_id: number; plan_id: number }>(sql`
        SELECT h.venue_id, e.hall_id, e.plan_id FROM events e JOIN halls h ON h.id = e.hall_id WHERE e.id = ${eventId}`);
      const row = rows[0];
      return row ? { venueId: row.venue_id, hallId: row.hall_id, planId: row.plan_id } : null;
    },

    async head(planId: number, tx: Db = db): Promise<PlanHead | null> {
      const { rows } = await tx.execute<HeadRow>(sql`
        SELECT ${headColumns}, hp.document FROM hall_plans hp JOIN halls h ON h.id = hp.hall_id
        WHERE hp.id = ${planId}`);
      const row = rows[0];
      return row ? fromRow(row) : null;
    },

    async list(manager: Manager, hallId: number, query: TPlanListQuery, now: Date, locale: Locale) {
      const conditions = [
        sql`hp.hall_id = ${hallId}`,
        venueCondition(manager, sql`h.venue_id`),
        query.archived === 'true' ? sql`hp.archived_at IS NOT NULL` : sql`hp.archived_at IS NULL`,
      ];
      if (query.status) conditions.push(sql`hp.status = ${query.status}`);
      if (query.search) conditions.push(sql`hp.name ILIKE ${likePattern(query.search)}`);
      const where = sql.join(conditions, sql` AND `);
      const { rows } = await db.execute<
        HeadRow & { sessions_count: number | string; sessions: TPlanSession[] | null }
      >(sql`
        SELECT ${headColumns}, NULL::jsonb AS document,
          (SELECT count(*) FROM events e WHERE e.plan_id = hp.id AND ${liveSession(sql`e`, now)}) AS sessions_count,
          (SELECT json_agg(json_build_object('id', f.id, 'title', f.title, 'starts_at', f.starts_at,
              'timezone', f.timezone) ORDER BY f.starts_at)
            FROM (SELECT e.id, ${tr('p.title', locale)} AS title,
                to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at, e.timezone
              FROM events e JOIN performances p ON p.id = e.performance_id
              WHERE e.plan_id = hp.id AND ${liveSession(sql`e`, now)}
              ORDER BY e.starts_at LIMIT 5) f) AS sessions
        FROM hall_plans hp JOIN halls h ON h.id = hp.hall_id
        WHERE ${where}
        ORDER BY coalesce(hp.revision, 2147483647) DESC, hp.id DESC
        LIMIT ${query.limit} OFFSET ${query.offset}`);
      const counted = await db.execute<{ count: number | string }>(
        sql`SELECT count(*) AS count FROM hall_plans hp JOIN halls h ON h.id = hp.hall_id WHERE ${where}`,
      );
      return {
        count: Number(counted.rows[0]?.count ?? 0),
        results: rows.map((row) => ({
          head: fromRow(row),
          sessionsCount: Number(row.sessions_count),
          sessions: row.sessions ?? [],
        })),
      };
    },

    /** A published plan's document, built from its rows (what sells), with the drawing's shapes of its document. */
    async documentFromRows(planId: number, tx: Db = db): Promise<TPlanDocumentRead | null> {
      const { rows } = await tx.execute<{ document: TPlanDocumentRead | null }>(sql`
        SELECT json_build_object(
          'name', hp.name, 'width', hp.width, 'height', hp.height,
          'categories', coalesce((SELECT json_agg(json_build_object('key', c.key, 'name', c.name, 'color', c.color)
              ORDER BY c.position, c.id) FROM price_categories c WHERE c.plan_id = hp.id), '[]'::json),
          'sections', coalesce((SELECT json_agg(json_build_object('key', ps.key, 'name', ps.name, 'kind', ps.kind,
              'rows', coalesce((SELECT json_agg(json_build_object('key', r.key, 'label', r.label,
                  'seats', coalesce((SELECT json_agg(json_build_object('key', s.key, 'label', s.label, 'x', s.x,
                      'y', s.y, 'category', c.key, 'flags', s.flags) ORDER BY s.x, s.id)
                    FROM plan_seats s JOIN price_categories c ON c.id = s.price_category_id
                    WHERE s.row_id = r.id), '[]'::json)) ORDER BY r.position, r.id)
                FROM plan_rows r WHERE r.section_id = ps.id), '[]'::json)) ORDER BY ps.position, ps.id)
            FROM plan_sections ps WHERE ps.plan_id = hp.id), '[]'::json),
          'zones', coalesce((SELECT json_agg(json_build_object('key', z.key, 'name', z.name, 'category', c.key,
              'capacity', z.capacity, 'shape', z.shape) ORDER BY z.position, z.id)
            FROM plan_zones z JOIN price_categories c ON c.id = z.price_category_id WHERE z.plan_id = hp.id), '[]'::json),
          'shapes', CASE WHEN jsonb_typeof(hp.document->'shapes') = 'array' THEN hp.document->'shapes'
            ELSE '[]'::jsonb END
        ) AS document
        FROM hall_plans hp WHERE hp.id = ${planId}`);
      return rows[0]?.document ?? null;
    },

    async lockPlan(tx: Db, planId: number) {
      const { rows } = await tx.execute<{ version: number; status: string }>(
        sql`SELECT version, status FROM hall_plans WHERE id = ${planId} AND archived_at IS NULL FOR UPDATE`,
      );
      return rows[0] ?? null;
    },

    async createDraft(tx: Db, hallId: number, document: TPlanDocument): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO hall_plans (hall_id, name, width, height, is_default, status, document)
        VALUES (${hallId}, ${document.name}, ${document.width}, ${document.height}, FALSE, 'draft',
          ${JSON.stringify(document)}::jsonb)
        RETURNING id`);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('plan draft was not made');
      return id;
    },

    /** Replaces a draft whole when its version is the one expected; null when it is not (or not a draft). */
    async replaceDraft(tx: Db, planId: number, version: number, document: TPlanDocument): Promise<boolean> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        UPDATE hall_plans SET document = ${JSON.stringify(document)}::jsonb, name = ${document.name},
          width = ${document.width}, height = ${document.height}, version = version + 1
        WHERE id = ${planId} AND version = ${version} AND status = 'draft' AND archived_at IS NULL
        RETURNING id`);
      return rows.length > 0;
    },

    /** Renames a plan (its document too, where it keeps one) at the version expected; false when it is not. */
    async rename(tx: Db, planId: number, version: number, name: string): Promise<boolean> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        UPDATE hall_plans SET name = ${name}, version = version + 1,
          document = CASE WHEN document IS NULL THEN NULL ELSE jsonb_set(document, '{name}', to_jsonb(${name}::text)) END
        WHERE id = ${planId} AND version = ${version} AND archived_at IS NULL
        RETURNING id`);
      return rows.length > 0;
    },

    /** Live sessions selling on a plan (the refusal of archiving it names the first few). */
    async liveSessions(planId: number, now: Date, locale: Locale) {
      const { rows } = await db.execute<{
        id: number;
        title: string;
        starts_at: string;
        count: number | string;
      }>(sql`
        SELECT e.id, ${tr('p.title', locale)} AS title, e.starts_at,
          count(*) OVER () AS count
        FROM events e JOIN performances p ON p.id = e.performance_id
        WHERE e.plan_id = ${planId} AND ${liveSession(sql`e`, now)}
        ORDER BY e.starts_at LIMIT 10`);
      return { sessions: rows, count: Number(rows[0]?.count ?? 0) };
    },

    /**
     * Archives a plan. A published plan that was the hall's default stops being it (the newest other published plan
     * of the hall takes over, so new sessions still get one).
     */
    async archive(tx: Db, planId: number, now: Date): Promise<void> {
      const { rows } = await tx.execute<{ hall_id: number; was_default: boolean }>(sql`
        UPDATE hall_plans SET archived_at = ${now.toISOString()}::timestamptz, is_default = FALSE,
          version = version + 1
        WHERE id = ${planId} AND archived_at IS NULL
        RETURNING hall_id, (SELECT is_default FROM hall_plans WHERE id = ${planId}) AS was_default`);
      const row = rows[0];
      if (!row?.was_default) return;
      await tx.execute(sql`
        UPDATE hall_plans SET is_default = TRUE WHERE id = (
          SELECT id FROM hall_plans WHERE hall_id = ${row.hall_id} AND status = 'published' AND archived_at IS NULL
          ORDER BY revision DESC NULLS LAST, id DESC LIMIT 1)`);
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
