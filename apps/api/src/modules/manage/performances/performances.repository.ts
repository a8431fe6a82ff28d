// Owns the SQL of the back office's performances: the record whole (every language, its genres, tags and cast in
// one statement), the list (indexed filters, the manager's venues), the references a write names, the
// version-checked writes, the archive and its reverse, and what still uses a performance. Writes take the caller's transaction.
import type { TLocale } from '@afisha/contracts';
import { missingLocales, type TUsage } from '@afisha/contracts/manage/common';
import type {
  TManagePerformance,
  TManagePerformanceListItem,
  TManagePerformanceQuery,
} from '@afisha/contracts/manage/performances';
import { type Db, executePreparedByText, type Localized, performanceTitleLike } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../../catalogue/catalogue.sql.ts';
import { type Manager, venueCondition } from '../manage-access.ts';
import { likePattern, localizedRead, opaque } from '../manage-records.ts';
import { PREMIERE_TAG_SLUG } from './premiere.ts';

/** A localized column read whole: every language, '' where none is written (ZLocalizedRead). */
const whole = (column: string) => {
  const c = sql.raw(column);
  return sql`jsonb_build_object('ru', coalesce(${c}->>'ru', ''), 'en', coalesce(${c}->>'en', ''),
    'fr', coalesce(${c}->>'fr', ''), 'de', coalesce(${c}->>'de', ''))`;
};

const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null ? null : iso(value));

/** Minutes as "HH:MM". */
export const durationText = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type RecordRow = Omit<TManagePerformance, 'missing_locales' | 'duration' | 'created_at' | 'updated_at'> & {
  duration_minutes: number | null;
  raw_title: Localized;
  raw_short: Localized | null;
  raw_description: Localized | null;
  created_at: unknown;
  updated_at: unknown;
};

export type PerformanceWrite = {
  slug: string;
  title: Localized;
  short: Localized | null;
  description: Localized | null;
  age: number;
  durationMinutes: number | null;
  venueId: number;
  groupId: number | null;
  poster: string | null;
  originalImage: string | null;
  namedTickets: boolean;
  isPremiere: boolean;
  isPublished: boolean;
};

export type Links = {
  genres?: readonly number[];
  tags?: readonly number[];
  artists?: readonly { artist: number; role: Localized | null }[];
};

/** A row of the list: the page's performance, or none (id null) when nothing matches; `total` on every row. */
type ListRow = Omit<TManagePerformanceListItem, 'id' | 'title' | 'missing_locales'> & {
  id: number | null;
  raw_title: Localized;
  total: number;
};

/** The start of the performance's next session that is not cancelled, or NULL. */
const closestSession = (performanceId: SQL, now: Date) =>
  sql`(SELECT min(e.starts_at) FROM events e WHERE e.performance_id = ${performanceId}
    AND e.starts_at >= ${opaque(now.toISOString(), 'timestamptz')} AND e.sale_status <> 'cancelled')`;

/** Each list ordering: the sort key a matching row carries (over performance_titles `t`), and the ORDER BY over `m`. */
const ORDER: Record<
  NonNullable<TManagePerformanceQuery['ordering']>,
  { key: (now: Date) => SQL; by: SQL }
> = {
  title: { key: () => sql`t.title_ru`, by: sql`m.sort_key, m.id` },
  '-title': { key: () => sql`t.title_ru`, by: sql`m.sort_key DESC, m.id DESC` },
  updated: { key: () => sql`t.updated_at`, by: sql`m.sort_key, m.id` },
  '-updated': { key: () => sql`t.updated_at`, by: sql`m.sort_key DESC, m.id DESC` },
  closest: { key: (now) => closestSession(sql`t.performance_id`, now), by: sql`m.sort_key NULLS LAST, m.id` },
};

export function createPerformancesRepository(db: Db) {
  return {
    async read(id: number, locale: TLocale, tx: Db = db): Promise<TManagePerformance | null> {
      const { rows } = await tx.execute<RecordRow>(sql`
        SELECT p.id, p.version, p.slug, ${whole('p.title')} AS title, ${whole('p.short_description')} AS short,
          ${whole('p.description')} AS description, p.title AS raw_title, p.short_description AS raw_short,
          p.description AS raw_description, p.age, p.duration_minutes,
          json_build_object('id', v.id, 'name', ${tr('v.name', locale)}) AS venue, c.slug AS city,
          json_build_object('poster', p.poster, 'original', p.original_image) AS images,
          p.performance_group_id AS "group", p.named_tickets, p.is_premiere, p.is_published, p.archived_at,
          p.created_at, p.updated_at,
          (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', ${tr('g.name', locale)})
              ORDER BY g.position, g.id), '[]')
            FROM performance_genres pg JOIN genres g ON g.id = pg.genre_id WHERE pg.performance_id = p.id) AS genres,
          (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', ${tr('t.name', locale)})
              ORDER BY t.position, t.id), '[]')
            FROM performance_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.performance_id = p.id) AS tags,
          (SELECT coalesce(json_agg(json_build_object('artist', a.id, 'name', ${tr('a.name', locale)},
              'role', CASE WHEN pa.role IS NULL THEN NULL ELSE ${whole('pa.role')} END) ORDER BY pa.position, pa.id), '[]')
            FROM performance_artists pa JOIN artists a ON a.id = pa.artist_id
            WHERE pa.performance_id = p.id) AS artists
        FROM performances p JOIN venues v ON v.id = p.venue_id JOIN cities c ON c.id = v.city_id
        WHERE p.id = ${id}`);
      const row = rows[0];
      if (!row) return null;
      const { raw_title, raw_short, raw_description, duration_minutes, ...rest } = row;
      return {
        ...rest,
        duration: durationText(duration_minutes),
        missing_locales: {
          title: missingLocales(raw_title),
          short: missingLocales(raw_short),
          description: missingLocales(raw_description),
        },
        archived_at: isoOrNull(row.archived_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      };
    },

    /**
     * A page of performances and how many match, in one statement: the matching ids with their sort key first, from
     * the narrow performance_titles (a title search through its trigram index), each looked at once rather than once
     * for the count and again for the page; then the page's rows read whole from performances. The page's bounds and
     * the moment are `opaque`, as the pattern is: PostgreSQL keeps one generic plan of the prepared statement instead of
     * planning every request (0.4 of a title search's 3 ms).
     */
    async list(manager: Manager, query: TManagePerformanceQuery, now: Date, locale: TLocale) {
      const where = sql.join(
        [
          venueCondition(manager, sql`t.venue_id`),
          sql`t.archived = ${query.archived === true}`,
          query.venue === undefined ? sql`TRUE` : sql`t.venue_id = ${query.venue}`,
          query.city === undefined
            ? sql`TRUE`
            : sql`t.venue_id IN (SELECT v.id FROM venues v JOIN cities c ON c.id = v.city_id WHERE c.slug = ${query.city})`,
          query.genre === undefined
            ? sql`TRUE`
            : sql`EXISTS (SELECT 1 FROM performance_genres pg WHERE pg.performance_id = t.performance_id AND pg.genre_id = ${query.genre})`,
          query.status === undefined ? sql`TRUE` : sql`t.is_published = ${query.status === 'published'}`,
          query.search ? performanceTitleLike('t', likePattern(query.search)) : sql`TRUE`,
        ],
        sql` AND `,
      );
      const order = ORDER[query.ordering ?? '-updated'];
      const rows = await executePreparedByText<ListRow>(
        db,
        'manage_performances_list',
        sql`
        WITH matching AS MATERIALIZED (
          SELECT t.performance_id AS id, ${order.key(now)} AS sort_key FROM performance_titles t WHERE ${where}),
        page AS (SELECT * FROM matching m ORDER BY ${order.by}
          LIMIT ${opaque(query.limit, 'int')} OFFSET ${opaque(query.offset, 'int')})
        SELECT (SELECT count(*) FROM matching)::int AS total, p.id, p.version, p.slug, p.title AS raw_title, p.age,
          json_build_object('id', v.id, 'name', ${tr('v.name', locale)}, 'timezone', v.timezone) AS venue, c.slug AS city, p.poster, p.is_published, p.archived_at, p.updated_at, ${closestSession(sql`p.id`, now)} AS closest
        FROM (SELECT 1) one
        LEFT JOIN page m ON TRUE
        LEFT JOIN performances p ON p.id = m.id
        LEFT JOIN venues v ON v.id = p.venue_id
        LEFT JOIN cities c ON c.id = v.city_id
        ORDER BY ${order.by}`,
      );
      const results = rows.flatMap(({ id, raw_title, total: _total, ...row }) =>
        id === null
          ? []
          : [
              {
                ...row,
                id,
                title: localizedRead(raw_title),
                missing_locales: missingLocales(raw_title),
                archived_at: isoOrNull(row.archived_at),
                closest: isoOrNull(row.closest),
                updated_at: iso(row.updated_at),
              },
            ],
      );
      return { count: rows[0]?.total ?? 0, results };
    },

    /** Which of `ids` exist (and are not archived) in `table`. */
    async existing(table: 'genres' | 'tags' | 'artists' | 'performance_groups', ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const live = table === 'performance_groups' ? sql`TRUE` : sql`archived_at IS NULL`;
      const { rows } = await db.execute<{ id: number }>(sql`
        SELECT id FROM ${sql.raw(table)} WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) AND ${live}`);
      return new Set(rows.map((row) => row.id));
    },

    async venueExists(id: number): Promise<boolean> {
      const { rows } = await db.execute(sql`SELECT 1 FROM venues WHERE id = ${id} AND archived_at IS NULL`);
      return rows.length > 0;
    },

    async slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
      const { rows } = await db.execute(
        sql`SELECT 1 FROM performances WHERE slug = ${slug} AND id IS DISTINCT FROM ${exceptId}::int`,
      );
      return rows.length > 0;
    },

    /** `base`, or `base-2`, `base-3`…: the first free slug of `table`. */
    async freeSlug(table: 'performances' | 'performance_groups', base: string, tx: Db = db): Promise<string> {
      const { rows } = await tx.execute<{ slug: string }>(sql`
        SELECT slug FROM ${sql.raw(table)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`);
      const taken = new Set(rows.map((row) => row.slug));
      if (!taken.has(base)) return base;
      for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
    },

    async insert(tx: Db, values: PerformanceWrite, now: Date): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO performances (slug, title, short_description, description, age, duration_minutes, venue_id,
          performance_group_id, poster, original_image, named_tickets, is_premiere, is_published, created_at,
          updated_at)
        VALUES (${values.slug}, ${JSON.stringify(values.title)}::jsonb, ${json(values.short)}::jsonb,
          ${json(values.description)}::jsonb, ${values.age}, ${values.durationMinutes}, ${values.venueId},
          ${values.groupId}, ${values.poster}, ${values.originalImage}, ${values.namedTickets}, ${values.isPremiere},
          ${values.isPublished}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        RETURNING id`);
      return Number(rows[0]?.id);
    },

    /** The version-checked UPDATE: false when the version is no longer `version` (another editor saved first). */
    async update(tx: Db, id: number, version: number, values: PerformanceWrite, now: Date): Promise<boolean> {
      const { rows } = await tx.execute(sql`
        UPDATE performances SET slug = ${values.slug}, title = ${JSON.stringify(values.title)}::jsonb,
          short_description = ${json(values.short)}::jsonb, description = ${json(values.description)}::jsonb,
          age = ${values.age}, duration_minutes = ${values.durationMinutes}, venue_id = ${values.venueId},
          performance_group_id = ${values.groupId}, poster = ${values.poster}, original_image = ${values.originalImage},
          named_tickets = ${values.namedTickets}, is_premiere = ${values.isPremiere},
          is_published = ${values.isPublished}, version = version + 1, updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id} AND version = ${version}
        RETURNING id`);
      return rows.length > 0;
    },

    async archive(tx: Db, id: number, now: Date): Promise<void> {
      await tx.execute(sql`
        UPDATE performances SET is_published = false, archived_at = ${now.toISOString()}::timestamptz,
          version = version + 1, updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id} AND archived_at IS NULL`);
    },

    /** The archive's reverse (`isPublished`: as before the archive); false when it was not archived. */
    async restore(tx: Db, id: number, isPublished: boolean, now: Date): Promise<boolean> {
      const { rows } = await tx.execute(sql`
        UPDATE performances SET is_published = ${isPublished}, archived_at = NULL, version = version + 1,
          updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id} AND archived_at IS NOT NULL
        RETURNING id`);
      return rows.length > 0;
    },

    /** The live tag the site shows as "Premiere", if the installation has one. */
    async premiereTagId(tx: Db = db): Promise<number | null> {
      const { rows } = await tx.execute<{ id: number }>(
        sql`SELECT id FROM tags WHERE slug = ${PREMIERE_TAG_SLUG} AND archived_at IS NULL LIMIT 1`,
      );
      return rows[0]?.id ?? null;
    },

    async replaceLinks(tx: Db, id: number, links: Links): Promise<void> {
      if (links.genres) {
        await tx.execute(sql`DELETE FROM performance_genres WHERE performance_id = ${id}`);
        for (const genreId of new Set(links.genres)) {
          await tx.execute(
            sql`INSERT INTO performance_genres (performance_id, genre_id) VALUES (${id}, ${genreId})`,
          );
        }
      }
      if (links.tags) {
        await tx.execute(sql`DELETE FROM performance_tags WHERE performance_id = ${id}`);
        for (const tagId of new Set(links.tags)) {
          await tx.execute(
            sql`INSERT INTO performance_tags (performance_id, tag_id) VALUES (${id}, ${tagId})`,
          );
        }
      }
      if (links.artists) {
        await tx.execute(sql`DELETE FROM performance_artists WHERE performance_id = ${id}`);
        for (const [position, member] of links.artists.entries()) {
          await tx.execute(sql`
            INSERT INTO performance_artists (performance_id, artist_id, role, position)
            VALUES (${id}, ${member.artist}, ${json(member.role)}::jsonb, ${position})`);
        }
      }
    },

    /** A group of its own for a new performance (the search popup lists groups), or its title kept in step. */
    async createGroup(tx: Db, slug: string, title: Localized): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO performance_groups (slug, title) VALUES (${slug}, ${JSON.stringify(title)}::jsonb) RETURNING id`);
      return Number(rows[0]?.id);
    },

    /** Renames a group that holds this performance alone (a production staged at several venues keeps its name). */
    async renameOwnGroup(tx: Db, groupId: number, performanceId: number, title: Localized): Promise<void> {
      await tx.execute(sql`
        UPDATE performance_groups g SET title = ${JSON.stringify(title)}::jsonb
        WHERE g.id = ${groupId}
          AND NOT EXISTS (SELECT 1 FROM performances p WHERE p.performance_group_id = g.id AND p.id <> ${performanceId})`);
    },

    /** Live sessions (to come, not cancelled) and valid tickets of sessions to come: what forbids archiving. */
    async usages(id: number, now: Date, tx: Db = db): Promise<{ usedBy: TUsage[]; count: number }> {
      const at = now.toISOString();
      const { rows } = await tx.execute<TUsage & { total: number }>(sql`
        WITH used AS (
          SELECT 'event' AS kind, e.id, to_char(e.starts_at AT TIME ZONE e.timezone, 'YYYY-MM-DD HH24:MI') AS label,
            e.starts_at AS at
          FROM events e
          WHERE e.performance_id = ${id} AND e.starts_at >= ${at}::timestamptz AND e.sale_status <> 'cancelled'
            AND e.cancelled_at IS NULL
          UNION ALL
          SELECT 'ticket', t.id, 'ticket ' || t.id, e.starts_at
          FROM tickets t JOIN events e ON e.id = t.event_id
          WHERE e.performance_id = ${id} AND e.starts_at >= ${at}::timestamptz AND t.status = 'valid'
        )
        SELECT kind, id, label, count(*) OVER ()::int AS total FROM used ORDER BY at, kind, id LIMIT 10`);
      return {
        usedBy: rows.map(({ kind, id: usageId, label }) => ({ kind, id: Number(usageId), label })),
        count: rows[0]?.total ?? 0,
      };
    },
  };
}
export type PerformancesRepository = ReturnType<typeof createPerformancesRepository>;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
