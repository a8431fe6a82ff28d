// Owns reading one performance's page data (texts, genres, tags, cast, venue, group) and the
// feed of performances changed since a moment. Cards and prices come from the cards loader.
import type { TCastMember, TReference, TVenueCard } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';
import { loadJsonPage } from '../catalogue/json-page.ts';
import { publicPerformance } from '../catalogue/public-record.sql.ts';
import { venueCardJson } from '../catalogue/venue-card.sql.ts';

export type PerformancePageRow = {
  id: number;
  shortDescription: string | null;
  description: string | null;
  durationMinutes: number | null;
  isPremiere: boolean;
  ratingCount: number;
  poster: string | null;
  originalImage: string | null;
  groupSlug: string | null;
  genres: TReference[];
  tags: TReference[];
  artists: TCastMember[];
  venue: TVenueCard;
};

export type PerformanceChangeRow = { id: number; slug: string; title: string; changedAt: string };

export type PerformancesRepository = {
  findPublishedBySlug(slug: string, locale: Locale): Promise<PerformancePageRow | null>;
  listChangedSince(
    since: Date,
    locale: Locale,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; rows: PerformanceChangeRow[] }>;
};

const references = (link: string, table: string, column: string, locale: Locale) => sql`coalesce((
  SELECT json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', ${tr('t.name', locale)})
    ORDER BY t.position, t.id)
  FROM ${sql.raw(link)} l JOIN ${sql.raw(table)} t ON t.id = l.${sql.raw(column)}
  WHERE l.performance_id = p.id
), '[]'::json)`;

/** One performance's page data, of the performance `where` (over `p` performances and `v` venues) picks. */
async function performancePage(db: Db, where: SQL, locale: Locale): Promise<PerformancePageRow | null> {
  const { rows } = await db.execute<PerformancePageRow>(sql`
    SELECT p.id,
      ${tr('p.short_description', locale)} AS "shortDescription",
      ${tr('p.description', locale)} AS "description",
      p.duration_minutes AS "durationMinutes",
      p.is_premiere AS "isPremiere",
      p.rating_count AS "ratingCount",
      p.poster, p.original_image AS "originalImage",
      g.slug AS "groupSlug",
      ${references('performance_genres', 'genres', 'genre_id', locale)} AS genres,
      ${references('performance_tags', 'tags', 'tag_id', locale)} AS tags,
      coalesce((
        SELECT json_agg(json_build_object('slug', a.slug, 'name', ${tr('a.name', locale)},
          'role', ${tr('pa.role', locale)}, 'photo', a.photo) ORDER BY pa.position, pa.id)
        FROM performance_artists pa JOIN artists a ON a.id = pa.artist_id
        WHERE pa.performance_id = p.id
      ), '[]'::json) AS artists,
      ${venueCardJson(locale)} AS venue
    FROM performances p
    JOIN venues v ON v.id = p.venue_id
    LEFT JOIN performance_groups g ON g.id = p.performance_group_id
    WHERE ${where}
    LIMIT 1`);
  return rows[0] ?? null;
}

/**
 * The page data of a performance by id whatever its publication, for the back office's preview (never cached, never
 * a public answer: manage/performances/performance-preview.ts).
 */
export const performancePageForPreview = (db: Db, id: number, locale: Locale) =>
  performancePage(db, sql`p.id = ${id}`, locale);

export function createPerformancesRepository(db: Db): PerformancesRepository {
  return {
    findPublishedBySlug: (slug, locale) =>
      performancePage(db, sql`p.slug = ${slug} AND ${publicPerformance()} AND v.archived_at IS NULL`, locale),

    async listChangedSince(since, locale, page) {
      const after = sql`${since.toISOString()}::timestamptz`;
      // Both halves walk an updated_at index; event rows carry price changes (their min/max
      // price cache is rewritten whenever prices change).
      const { count, rows } = await loadJsonPage<PerformanceChangeRow>(
        db,
        {
          source: sql`
            SELECT t.performance_id AS id, max(t.updated_at) AS changed_at
            FROM (
              SELECT id AS performance_id, updated_at FROM performances WHERE updated_at > ${after}
              UNION ALL
              SELECT performance_id, updated_at FROM events WHERE updated_at > ${after}
            ) AS t
            JOIN performances p ON p.id = t.performance_id
            WHERE ${publicPerformance()}
            GROUP BY t.performance_id`,
          orderBy: sql`changed_at DESC, id`,
          joins: sql`LEFT JOIN performances p ON p.id = s.id`,
          item: sql`json_build_object('id', p.id, 'slug', p.slug, 'title', ${tr('p.title', locale)},
            'changedAt', to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))`,
        },
        page,
      );
      return { count, rows: rows.map((row) => row.item) };
    },
  };
}
