// Owns loading performance cards (SPEC.md 3 "Performance", contracts ZPerformanceCard) for any
// scope: every listing that shows performances (/performance, selections, artists, events with
// their performance, the recommendation slider) asks this module, so a card means the same
// everywhere.
//
// One query per page, whatever the page size (no N+1):
// 1. `scoped`: the upcoming events in scope, scanned once (by city and start through
//    events_city_starts_idx when a city is given) and grouped by performance: when its first
//    event starts, and the min and max price over its events in scope;
// 2. published performances joined to it (inner join: only those with an event in scope; left
//    join where a card may have none, e.g. an artist's page), filtered by genre, tag,
//    selection or artist;
// 3. the asked page is cut, and only its cards look up their closest event (a LATERAL index
//    lookup each), join venue, hall and city and are written as JSON by PostgreSQL
//    (json-page.ts).
import type { TPerformanceCard, TPerformanceOrdering } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import {
  type EventScope,
  eventJson,
  eventScopeWhere,
  eventSortKey,
  folded,
  roubles,
  tr,
} from './catalogue.sql.ts';
import { loadJsonPage } from './json-page.ts';
import { publicPerformance } from './public-record.sql.ts';

export type CardOrdering = TPerformanceOrdering | 'editorial';

export type CardFilter = EventScope & {
  locale: Locale;
  genreSlugs?: readonly string[];
  tagSlugs?: readonly string[];
  /** A genre slug (SPEC.md's generic `category` list parameter). */
  categorySlug?: string;
  performanceIds?: readonly number[];
  /** Performances of this collection; 'editorial' ordering follows its item positions. */
  selectionId?: number;
  /** Performances this artist plays in. */
  artistId?: number;
  /** Also return matching performances with no upcoming event in scope (closest_event null). */
  includeWithoutEvents?: boolean;
  /**
   * The back office's preview of a performance not on the site yet (manage/performances/performance-preview.ts):
   * the performance whatever its publication. Its events stay the public ones. Never for a public answer.
   */
  preview?: boolean;
};

export type CardRow = { card: TPerformanceCard; maxPrice: number | null };
export type CardPage = { count: number; rows: CardRow[] };

export type PerformanceCardsRepository = {
  loadPage(
    filter: CardFilter,
    ordering: CardOrdering,
    page: { limit: number; offset: number },
  ): Promise<CardPage>;
};

const csv = (values: readonly (string | number)[]) => values.join(',');

/** The restriction to a known set of performances, on a performance id column. */
function performanceSet(filter: CardFilter, id: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (filter.performanceIds) {
    conditions.push(sql`${id} = ANY(string_to_array(${csv(filter.performanceIds)}, ',')::int[])`);
  }
  if (filter.selectionId !== undefined) {
    conditions.push(
      sql`${id} IN (SELECT performance_id FROM selection_items WHERE selection_id = ${filter.selectionId})`,
    );
  }
  if (filter.artistId !== undefined) {
    conditions.push(
      sql`${id} IN (SELECT performance_id FROM performance_artists WHERE artist_id = ${filter.artistId})`,
    );
  }
  return conditions;
}

const linkedSlug = (link: string, table: string, column: string, slugs: string) =>
  sql`EXISTS (SELECT 1 FROM ${sql.raw(link)} l JOIN ${sql.raw(table)} t ON t.id = l.${sql.raw(column)}
    WHERE l.performance_id = p.id AND t.slug = ANY(string_to_array(${slugs}, ',')))`;

function performanceWhere(filter: CardFilter): SQL {
  const conditions: SQL[] = [
    ...(filter.preview ? [] : [publicPerformance()]),
    ...performanceSet(filter, sql`p.id`),
  ];
  if (filter.genreSlugs)
    conditions.push(linkedSlug('performance_genres', 'genres', 'genre_id', csv(filter.genreSlugs)));
  if (filter.tagSlugs)
    conditions.push(linkedSlug('performance_tags', 'tags', 'tag_id', csv(filter.tagSlugs)));
  if (filter.categorySlug !== undefined) {
    conditions.push(linkedSlug('performance_genres', 'genres', 'genre_id', filter.categorySlug));
  }
  return sql.join(conditions, sql` AND `);
}

// Every ordering ends with the id, so pages never overlap or skip a card.
const ORDER_BY: Record<CardOrdering, SQL> = {
  closest: sql`sort_at ASC NULLS LAST, id`,
  price: sql`min_price ASC NULLS LAST, sort_at ASC NULLS LAST, id`,
  '-rating': sql`rating DESC NULLS LAST, rating_count DESC, sort_at ASC NULLS LAST, id`,
  title: sql`title, id`,
  editorial: sql`editorial_position NULLS LAST, id`,
};

function cardJson(locale: Locale, now: Date): SQL {
  return sql`json_build_object(
    'id', p.id,
    'slug', p.slug,
    'title', ${tr('p.title', locale)},
    'original_image', p.original_image,
    'rating', p.rating,
    'age', p.age,
    'venue_name', ${tr('v.name', locale)},
    'min_price', ${roubles(sql`s.min_price`)},
    'closest_event', CASE WHEN e.id IS NULL THEN NULL ELSE ${eventJson(locale, now)} END
  )`;
}

export function createPerformanceCardsRepository(db: Db): PerformanceCardsRepository {
  return {
    async loadPage(filter, ordering, page) {
      const eventWhere = sql.join(
        [eventScopeWhere(filter), ...performanceSet(filter, sql`e.performance_id`)],
        sql` AND `,
      );
      const sortKey = eventSortKey(filter.now);
      // Only the ordering in use is computed for every candidate.
      const title = ordering === 'title' ? folded(tr('p.title', filter.locale)) : sql`NULL::text`;
      const editorialPosition =
        ordering === 'editorial' && filter.selectionId !== undefined
          ? sql`(SELECT position FROM selection_items si WHERE si.selection_id = ${filter.selectionId} AND si.performance_id = p.id)`
          : sql`NULL::int`;
      const join = filter.includeWithoutEvents ? sql`LEFT JOIN` : sql`JOIN`;
      const source = sql`
        WITH scoped AS (
          SELECT e.performance_id, min(${sortKey}) AS sort_at,
            min(e.min_price_kopecks) AS min_price, max(e.max_price_kopecks) AS max_price
          FROM events e
          WHERE ${eventWhere}
          GROUP BY e.performance_id
        )
        SELECT p.id, f.sort_at, f.min_price, f.max_price, p.rating, p.rating_count,
          ${title} AS title, ${editorialPosition} AS editorial_position
        FROM performances p ${join} scoped f ON f.performance_id = p.id
        WHERE ${performanceWhere(filter)}`;
      const { count, rows } = await loadJsonPage<TPerformanceCard, { max_price: string | number | null }>(
        db,
        {
          source,
          orderBy: ORDER_BY[ordering],
          // The closest event is looked up for the page's cards only (events_performance_starts_idx).
          joins: sql`
            LEFT JOIN performances p ON p.id = s.id
            LEFT JOIN venues v ON v.id = p.venue_id
            LEFT JOIN LATERAL (
              SELECT e.id FROM events e
              WHERE e.performance_id = s.id AND ${eventWhere}
              ORDER BY ${sortKey}, e.id
              LIMIT 1
            ) AS closest ON true
            LEFT JOIN events e ON e.id = closest.id
            LEFT JOIN halls h ON h.id = e.hall_id
            LEFT JOIN cities c ON c.id = e.city_id`,
          item: cardJson(filter.locale, filter.now),
          extra: sql`${roubles(sql`s.max_price`)} AS max_price`,
        },
        page,
      );
      return {
        count,
        rows: rows.map((row) => ({
          card: row.item,
          maxPrice: row.max_price === null ? null : Number(row.max_price),
        })),
      };
    },
  };
}
