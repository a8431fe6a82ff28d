// Owns the SQL of the back office's halls: the record as the editor reads it (every language, its subway stations,
// counts of plans and live sessions), a venue's list, and the writes — the version-checked UPDATE, the subway
// stations replaced whole, the archive and its reverse.
import { missingLocales } from '@afisha/contracts/manage/common';
import type { TManageHall, TManageHallQuery } from '@afisha/contracts/manage/venues';
import { type Db, hallSubways, halls, type Locale, type Localized } from '@afisha/db';
import { and, eq, type SQL, sql } from '@afisha/db/orm';
import { tr } from '../../catalogue/catalogue.sql.ts';
import { isoTime, likePattern, localizedRead } from '../manage-records.ts';

export type HallColumns = Partial<typeof halls.$inferInsert>;
export type Subway = { title: Localized; color: string };

type HallRow = {
  id: number;
  version: number;
  venue_id: number;
  venue_name: string;
  slug: string;
  title: Localized;
  subtitle: Localized | null;
  address: Localized;
  subways: { title: Localized; color: string }[] | null;
  latitude: number | null;
  longitude: number | null;
  position: number;
  archived_at: string | null;
  plans_count: number;
  live_sessions_count: number;
};

function selectHalls(locale: Locale, now: Date, where: SQL, tail: SQL = sql``): SQL {
  return sql`
    SELECT h.id, h.version, h.venue_id, ${tr('v.name', locale)} AS venue_name, h.slug, h.title, h.subtitle,
      h.address, h.latitude, h.longitude, h.position, ${isoTime(sql`h.archived_at`)} AS archived_at,
      (SELECT json_agg(json_build_object('title', s.title, 'color', s.color) ORDER BY s.position, s.id)
        FROM hall_subways s WHERE s.hall_id = h.id) AS subways,
      (SELECT count(*) FROM hall_plans p WHERE p.hall_id = h.id AND p.archived_at IS NULL)::int AS plans_count,
      (SELECT count(*) FROM events e WHERE e.hall_id = h.id AND e.starts_at > ${now.toISOString()}::timestamptz
        AND e.cancelled_at IS NULL AND e.sale_status <> 'cancelled' AND e.archived_at IS NULL)::int
        AS live_sessions_count
    FROM halls h JOIN venues v ON v.id = h.venue_id
    WHERE ${where} ${tail}`;
}

function toHall(row: HallRow): TManageHall {
  return {
    id: Number(row.id),
    version: Number(row.version),
    venue: { id: Number(row.venue_id), name: row.venue_name },
    slug: row.slug,
    title: localizedRead(row.title),
    subtitle: localizedRead(row.subtitle),
    address: localizedRead(row.address),
    missing_locales: {
      title: missingLocales(row.title),
      subtitle: missingLocales(row.subtitle),
      address: missingLocales(row.address),
    },
    subways: (row.subways ?? []).map((subway) => ({
      title: localizedRead(subway.title),
      color: subway.color,
    })),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    position: Number(row.position),
    archived_at: row.archived_at,
    plans_count: Number(row.plans_count),
    live_sessions_count: Number(row.live_sessions_count),
  };
}

const ORDERINGS: Record<NonNullable<TManageHallQuery['ordering']>, (locale: Locale) => SQL> = {
  position: () => sql`h.position, h.id`,
  title: (locale) => sql`lower(${tr('h.title', locale)}), h.id`,
  '-title': (locale) => sql`lower(${tr('h.title', locale)}) DESC, h.id DESC`,
};

export type ListHallsQuery = {
  limit: number;
  offset: number;
  search?: string;
  archived?: boolean;
  ordering?: TManageHallQuery['ordering'];
};

export function createHallsRepository(db: Db) {
  return {
    async venueExists(venueId: number): Promise<boolean> {
      const { rows } = await db.execute(sql`SELECT 1 FROM venues WHERE id = ${venueId}`);
      return rows.length > 0;
    },

    async find(tx: Db, id: number, locale: Locale, now: Date): Promise<TManageHall | null> {
      const { rows } = await tx.execute<HallRow>(selectHalls(locale, now, sql`h.id = ${id}`));
      return rows[0] ? toHall(rows[0]) : null;
    },

    async list(venueId: number, query: ListHallsQuery, locale: Locale, now: Date) {
      const where: SQL[] = [
        sql`h.venue_id = ${venueId}`,
        query.archived ? sql`h.archived_at IS NOT NULL` : sql`h.archived_at IS NULL`,
      ];
      if (query.search) {
        const pattern = likePattern(query.search);
        where.push(sql`(h.slug ILIKE ${pattern} OR h.title->>'ru' ILIKE ${pattern} OR h.title->>'en' ILIKE ${pattern}
          OR h.title->>'fr' ILIKE ${pattern} OR h.title->>'de' ILIKE ${pattern})`);
      }
      const condition = sql.join(where, sql` AND `);
      const order = ORDERINGS[query.ordering ?? 'position'](locale);
      const [page, total] = await Promise.all([
        db.execute<HallRow>(
          selectHalls(
            locale,
            now,
            condition,
            sql`ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`,
          ),
        ),
        db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM halls h WHERE ${condition}`),
      ]);
      return { count: Number(total.rows[0]?.count ?? 0), results: page.rows.map(toHall) };
    },

    async insert(tx: Db, values: typeof halls.$inferInsert): Promise<number> {
      const [row] = await tx.insert(halls).values(values).returning({ id: halls.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    async update(tx: Db, id: number, version: number, changes: HallColumns): Promise<boolean> {
      const rows = await tx
        .update(halls)
        .set({ ...changes, version: sql`${halls.version} + 1` })
        .where(and(eq(halls.id, id), eq(halls.version, version)))
        .returning({ id: halls.id });
      return rows.length > 0;
    },

    /** The hall's subway stations become exactly these, in this order. */
    async replaceSubways(tx: Db, hallId: number, subways: readonly Subway[]): Promise<void> {
      await tx.delete(hallSubways).where(eq(hallSubways.hallId, hallId));
      if (subways.length === 0) return;
      await tx
        .insert(hallSubways)
        .values(subways.map((subway, position) => ({ hallId, ...subway, position })));
    },

    async archive(tx: Db, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(halls)
        .set({ archivedAt: now, version: sql`${halls.version} + 1` })
        .where(and(eq(halls.id, id), sql`${halls.archivedAt} IS NULL`))
        .returning({ id: halls.id });
      return rows.length > 0;
    },

    /** The archive's reverse; false when the hall was not archived. */
    async restore(tx: Db, id: number): Promise<boolean> {
      const rows = await tx
        .update(halls)
        .set({ archivedAt: null, version: sql`${halls.version} + 1` })
        .where(and(eq(halls.id, id), sql`${halls.archivedAt} IS NOT NULL`))
        .returning({ id: halls.id });
      return rows.length > 0;
    },
  };
}
