// Owns the SQL of the back office's venues: the record as the editor reads it (every language, city, contacts,
// counts of halls and live sessions), the list with its filters, and the writes — the version-checked UPDATE, the
// archive and its reverse, and moving the denormalised city of the venue's sessions with the venue.

import { missingLocales } from '@afisha/contracts/manage/common';
import type { TManageVenue, TManageVenueQuery } from '@afisha/contracts/manage/venues';
import { type Db, executePreparedByText, type Locale, type Localized, venues } from '@afisha/db';
import { and, eq, type SQL, sql } from '@afisha/db/orm';
import { tr } from '../../catalogue/catalogue.sql.ts';
import { type Manager, venueCondition } from '../manage-access.ts';
import { isoTime, likePattern, localizedRead, opaque } from '../manage-records.ts';

export type VenueColumns = Partial<typeof venues.$inferInsert>;
export type ListedVenues = { count: number; results: TManageVenue[] };

type VenueRow = {
  id: number;
  version: number;
  slug: string;
  type: TManageVenue['type'];
  name: Localized;
  description: Localized | null;
  city_id: number;
  city_slug: string;
  city_name: string;
  timezone: string;
  logo: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  is_active: boolean;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  halls_count: number;
  live_sessions_count: number;
};

/** A venue's columns as the editor reads them, over `venues v JOIN cities c`. */
function venueColumns(locale: Locale, now: Date): SQL {
  return sql`v.id, v.version, v.slug, v.type, v.name, v.description, v.timezone, v.logo, v.website, v.phone, v.email,
      v.is_active, ${isoTime(sql`v.archived_at`)} AS archived_at, ${isoTime(sql`v.created_at`)} AS created_at,
      ${isoTime(sql`v.updated_at`)} AS updated_at, c.id AS city_id, c.slug AS city_slug,
      ${tr('c.name', locale)} AS city_name,
      (SELECT count(*) FROM halls h WHERE h.venue_id = v.id AND h.archived_at IS NULL)::int AS halls_count,
      (SELECT count(*) FROM halls h JOIN events e ON e.hall_id = h.id
        WHERE h.venue_id = v.id AND e.starts_at > ${opaque(now.toISOString(), 'timestamptz')} AND e.cancelled_at IS NULL
          AND e.sale_status <> 'cancelled' AND e.archived_at IS NULL)::int AS live_sessions_count`;
}

function toVenue(row: VenueRow): TManageVenue {
  return {
    id: Number(row.id),
    version: Number(row.version),
    slug: row.slug,
    type: row.type,
    name: localizedRead(row.name),
    description: localizedRead(row.description),
    missing_locales: { name: missingLocales(row.name), description: missingLocales(row.description) },
    city: { id: Number(row.city_id), slug: row.city_slug, name: row.city_name },
    timezone: row.timezone,
    logo: row.logo,
    contacts: { website: row.website, phone: row.phone, email: row.email },
    is_active: row.is_active,
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    halls_count: Number(row.halls_count),
    live_sessions_count: Number(row.live_sessions_count),
  };
}

/** Each list ordering: the sort key a matching venue carries (over `v`), and the ORDER BY over the matches `m`. */
const ORDERINGS: Record<
  NonNullable<TManageVenueQuery['ordering']>,
  (locale: Locale) => { key: SQL; by: SQL }
> = {
  name: (locale) => ({ key: sql`lower(${tr('v.name', locale)})`, by: sql`m.sort_key, m.id` }),
  '-name': (locale) => ({ key: sql`lower(${tr('v.name', locale)})`, by: sql`m.sort_key DESC, m.id DESC` }),
  updated: () => ({ key: sql`v.updated_at`, by: sql`m.sort_key, m.id` }),
  '-updated': () => ({ key: sql`v.updated_at`, by: sql`m.sort_key DESC, m.id DESC` }),
};

export type ListVenuesQuery = {
  limit: number;
  offset: number;
  search?: string;
  city?: string;
  type?: TManageVenue['type'];
  archived?: boolean;
  ordering?: TManageVenueQuery['ordering'];
};

export function createVenuesRepository(db: Db) {
  return {
    /** The venue's record, or null when there is none. */
    async find(tx: Db, id: number, locale: Locale, now: Date): Promise<TManageVenue | null> {
      const { rows } = await tx.execute<VenueRow>(sql`
        SELECT ${venueColumns(locale, now)} FROM venues v JOIN cities c ON c.id = v.city_id WHERE v.id = ${id}`);
      return rows[0] ? toVenue(rows[0]) : null;
    },

    async list(manager: Manager, query: ListVenuesQuery, locale: Locale, now: Date): Promise<ListedVenues> {
      const where: SQL[] = [
        venueCondition(manager, sql`v.id`),
        query.archived ? sql`v.archived_at IS NOT NULL` : sql`v.archived_at IS NULL`,
      ];
      if (query.city) where.push(sql`c.slug = ${query.city}`);
      if (query.type) where.push(sql`v.type = ${query.type}`);
      if (query.search) {
        const pattern = likePattern(query.search);
        // One lower-cased text and LIKE, as performance_titles: a third cheaper than five ILIKEs on Cyrillic.
        where.push(sql`lower(v.slug || ' ' || coalesce(v.name->>'ru', '') || ' ' || coalesce(v.name->>'en', '') || ' '
          || coalesce(v.name->>'fr', '') || ' ' || coalesce(v.name->>'de', '')) LIKE (SELECT lower(${pattern}))`);
      }
      const condition = sql.join(where, sql` AND `);
      const order = ORDERINGS[query.ordering ?? 'name'](locale);
      // The page and how many match in one statement: the filter runs once, and only the page's venues are counted
      // (halls, live sessions). Without a match the one row has nulls and the count 0.
      const rows = await executePreparedByText<(VenueRow & { total: number }) | { id: null; total: number }>(
        db,
        'manage_venues_list',
        sql`
        WITH matching AS MATERIALIZED (
          SELECT v.id, ${order.key} AS sort_key FROM venues v JOIN cities c ON c.id = v.city_id WHERE ${condition}),
        page AS (SELECT m.* FROM matching m ORDER BY ${order.by}
          LIMIT ${opaque(query.limit, 'int')} OFFSET ${opaque(query.offset, 'int')})
        SELECT (SELECT count(*) FROM matching)::int AS total, ${venueColumns(locale, now)}
        FROM (SELECT 1) one
        LEFT JOIN page m ON TRUE
        LEFT JOIN venues v ON v.id = m.id
        LEFT JOIN cities c ON c.id = v.city_id
        ORDER BY ${order.by}`,
      );
      return {
        count: Number(rows[0]?.total ?? 0),
        results: rows.flatMap((row) => (row.id === null ? [] : [toVenue(row as VenueRow)])),
      };
    },

    /** A city by slug: its id and time zone (the default of a new venue's), or null. */
    async city(slug: string): Promise<{ id: number; timezone: string } | null> {
      const { rows } = await db.execute<{ id: number; timezone: string }>(
        sql`SELECT id, timezone FROM cities WHERE slug = ${slug}`,
      );
      return rows[0] ? { id: Number(rows[0].id), timezone: rows[0].timezone } : null;
    },

    async insert(tx: Db, values: typeof venues.$inferInsert): Promise<number> {
      const [row] = await tx.insert(venues).values(values).returning({ id: venues.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    /** Applies the changes when the venue is still at `version` (bumping it); false when it is not. */
    async update(tx: Db, id: number, version: number, changes: VenueColumns, now: Date): Promise<boolean> {
      const rows = await tx
        .update(venues)
        .set({ ...changes, version: sql`${venues.version} + 1`, updatedAt: now })
        .where(and(eq(venues.id, id), eq(venues.version, version)))
        .returning({ id: venues.id });
      return rows.length > 0;
    },

    /** A venue's sessions are listed in its city: they move with it (and their change feeds see it). */
    async moveSessions(tx: Db, venueId: number, cityId: number, now: Date): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        UPDATE events SET city_id = ${cityId}, updated_at = ${now.toISOString()}::timestamptz
        WHERE hall_id IN (SELECT id FROM halls WHERE venue_id = ${venueId}) AND city_id <> ${cityId}
        RETURNING id`);
      return rows.length;
    },

    /** Takes the venue off the site (archived, inactive); false when it was archived already. */
    async archive(tx: Db, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(venues)
        .set({ isActive: false, archivedAt: now, version: sql`${venues.version} + 1`, updatedAt: now })
        .where(and(eq(venues.id, id), sql`${venues.archivedAt} IS NULL`))
        .returning({ id: venues.id });
      return rows.length > 0;
    },

    /** Puts an archived venue back (`isActive`: as it was before its archive); false when it was not archived. */
    async restore(tx: Db, id: number, isActive: boolean, now: Date): Promise<boolean> {
      const rows = await tx
        .update(venues)
        .set({ isActive, archivedAt: null, version: sql`${venues.version} + 1`, updatedAt: now })
        .where(and(eq(venues.id, id), sql`${venues.archivedAt} IS NOT NULL`))
        .returning({ id: venues.id });
      return rows.length > 0;
    },
  };
}

export type VenuesRepository = ReturnType<typeof createVenuesRepository>;
