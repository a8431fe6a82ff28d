// Owns the search queries: the closest events of matching performances (/search), performance
// groups (/performancegroups) and venues (/theaters, /search), each one statement answering JSON
// built by PostgreSQL, plus the city slug lookup that scopes them.
import type { TEvent, TLocale, TPerformanceGroup, TVenueCard, TVenueType } from '@afisha/contracts';
import { type Db, executePrepared } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';
import { publicEvent } from '../catalogue/public-event.sql.ts';
import { publicPerformance, publicVenue } from '../catalogue/public-record.sql.ts';
import { venueCardJson } from '../catalogue/venue-card.sql.ts';
import type { QueryReading } from './query-variants.ts';
import { eventByIdJson, matchedEntities, nextEventJoin, rankedPerformances } from './search.sql.ts';

/** A next session within this long counts as "soon": it ranks above later or no sessions. */
export const SOON_MS = 30 * 24 * 60 * 60 * 1000;

export type SearchScope = { cityId: number | null; locale: TLocale; now: Date };
export type PageRequest = { limit: number; offset: number };
export type Page<TItem> = { count: number; items: TItem[] };

export type EventHit = {
  event: TEvent;
  performance: { id: number; slug: string; title: string; original_image: string | null };
};

export type SearchRepository = {
  findCityId(slug: string): Promise<number | null>;
  /**
   * Which build of the search index is live: its highest document id. refreshSearchDocuments
   * re-inserts every document, and identity values are never handed out twice, so each refresh
   * (and only a refresh) changes it; null for an empty index. One backward step of the primary key.
   */
  indexGeneration(): Promise<number | null>;
  /** The closest event of each matching performance that has one, best match first. */
  searchEvents(readings: readonly QueryReading[], scope: SearchScope, limit: number): Promise<EventHit[]>;
  /** Performance groups in scope; matching `readings` (best first) or all (closest event first). */
  performanceGroups(
    readings: readonly QueryReading[] | null,
    scope: SearchScope,
    page: PageRequest,
  ): Promise<Page<TPerformanceGroup>>;
  /** Active venues in scope; matching `readings` (best first) or all (editorial order). */
  venues(
    readings: readonly QueryReading[] | null,
    scope: SearchScope & { type: TVenueType | null },
    page: PageRequest,
  ): Promise<Page<TVenueCard>>;
};

/** Published performances `p` of active venues `v` in the scope's city (neither archived). */
function performanceInScope(cityId: number | null): SQL {
  return sql`join performances p on p.id = r.performance_id and ${publicPerformance()}
    join venues v on v.id = p.venue_id and ${publicVenue()}
      and (${cityId}::int is null or v.city_id = ${cityId}::int)`;
}

/** Best match, then a session soon, then how close the whole name is, then the earliest session. */
function rankOrder(alias: string, now: Date): SQL {
  const a = sql.raw(alias);
  const soon = new Date(now.getTime() + SOON_MS).toISOString();
  return sql`${a}.rank desc, coalesce(${a}.next_at < ${soon}::timestamptz, false) desc,
    ${a}.closeness desc, ${a}.next_at nulls last`;
}

/**
 * The one row of `query`, run as prepared statement `name`: PostgreSQL then plans each statement
 * shape once per connection instead of on every call (planning these statements took 3 to 10 ms,
 * as long as running them). The SQL text depends only on the endpoint, on how many readings and
 * words the query has (queryShape) and on the locale (Russian columns are read without a fallback),
 * which is what the name carries: one name with two texts is an error on PostgreSQL.
 */
async function one<TRow>(db: Db, name: string, query: SQL): Promise<TRow> {
  const [row] = await executePrepared<TRow>(db, name, query);
  if (!row) throw new Error('search query returned no row');
  return row;
}

/** What the SQL text of a match depends on: the number of words of each reading ("none" without). */
function queryShape(readings: readonly QueryReading[] | null): string {
  return readings ? readings.map((reading) => reading.words.length).join('_') : 'none';
}

export function createSearchRepository(db: Db): SearchRepository {
  return {
    async findCityId(slug) {
      const row = await one<{ id: number | null }>(
        db,
        'search_city_id',
        sql`select (select id from cities where slug = ${slug} and is_active limit 1) as id`,
      );
      return row.id;
    },

    async indexGeneration() {
      const row = await one<{ generation: number | null }>(
        db,
        'search_index_generation',
        sql`select (select max(id) from search_documents) as generation`,
      );
      return row.generation;
    },

    async searchEvents(readings, { cityId, locale, now }, limit) {
      const row = await one<{ items: EventHit[] | null }>(
        db,
        `search_events_${queryShape(readings)}_${locale}`,
        sql`with ${matchedEntities(readings, ['performance', 'artist'], cityId)}, ${rankedPerformances(cityId)},
        found as (
          select p.id, p.slug, ${tr('p.title', locale)} as title, p.original_image,
            r.rank, r.closeness, ne.id as next_event_id, ne.starts_at as next_at
          from ranked_performances r
          ${performanceInScope(cityId)}
          ${nextEventJoin(now)}
          where ne.id is not null
        ),
        top as (
          select found.*, row_number() over (order by ${rankOrder('found', now)}, found.id) as ordinal
          from found order by ordinal limit ${limit}
        )
        select json_agg(json_build_object(
          'event', ${eventByIdJson(sql`top.next_event_id`, locale, now)},
          'performance', json_build_object('id', top.id, 'slug', top.slug, 'title', top.title,
            'original_image', top.original_image)
        ) order by top.ordinal) as items
        from top`,
      );
      return row.items ?? [];
    },

    async performanceGroups(readings, { cityId, locale, now }, { limit, offset }) {
      const ranked = readings
        ? sql`with ${matchedEntities(readings, ['performance', 'artist'], cityId)}, ${rankedPerformances(cityId)},`
        : sql`with ranked_performances as (
            select id as performance_id, 0 as rank, 0::real as closeness from performances
          ),`;
      const row = await one<{ count: number; items: TPerformanceGroup[] | null }>(
        db,
        `search_groups_${queryShape(readings)}_${locale}`,
        sql`${ranked}
        candidates as (
          select p.id, p.performance_group_id as group_id,
            coalesce(p.performance_group_id, -p.id) as group_key,
            r.rank, r.closeness, ne.id as next_event_id, ne.starts_at as next_at
          from ranked_performances r
          ${performanceInScope(cityId)}
          ${nextEventJoin(now)}
        ),
        groups as (
          select group_key, max(group_id) as group_id, max(rank) as rank, max(closeness) as closeness,
            min(next_at) as next_at, count(*)::int as size, array_agg(id) as ids,
            (array_agg(id order by next_at nulls last, id))[1] as open_id
          from candidates group by group_key
        ),
        page as (
          select g.*, row_number() over (order by ${rankOrder('g', now)}, g.open_id) as ordinal
          from groups g
          order by ordinal
          limit ${limit} offset ${offset}
        )
        select (select count(*)::int from groups) as count,
          (select json_agg(json_build_object(
            'id', p.id, 'slug', p.slug, 'title', ${tr('p.title', locale)},
            'original_image', p.original_image, 'rating', p.rating, 'age', p.age,
            'venue_name', ${tr('v.name', locale)},
            'min_price', (
              select round(min(e.min_price_kopecks) / 100.0, 2) from events e
              where e.performance_id = any(page.ids) and e.sale_status = 'on_sale' and ${publicEvent()}
                and e.starts_at >= ${now.toISOString()}::timestamptz),
            'closest_event', ${eventByIdJson(sql`cand.next_event_id`, locale, now)},
            'group_id', page.group_id, 'performances_count', page.size
          ) order by page.ordinal)
          from page
          join candidates cand on cand.id = page.open_id
          join performances p on p.id = page.open_id
          join venues v on v.id = p.venue_id) as items`,
      );
      return { count: row.count, items: row.items ?? [] };
    },

    async venues(readings, { cityId, type, locale }, { limit, offset }) {
      const matched = readings
        ? sql`with ${matchedEntities(readings, ['venue'], cityId)},`
        : sql`with matched as (select 'venue' as kind, id as entity_id, 0 as rank, 0::real as closeness from venues),`;
      const row = await one<{ count: number; items: TVenueCard[] | null }>(
        db,
        `search_venues_${queryShape(readings)}_${locale}`,
        sql`${matched}
        scoped as (
          select v.id, m.rank, m.closeness, v.position
          from matched m
          join venues v on v.id = m.entity_id and ${publicVenue()}
            and (${cityId}::int is null or v.city_id = ${cityId}::int)
            and (${type}::venue_type is null or v.type = ${type}::venue_type)
          where m.kind = 'venue'
        ),
        page as (
          select s.*, row_number() over (order by s.rank desc, s.closeness desc, s.position, s.id) as ordinal
          from scoped s
          order by ordinal
          limit ${limit} offset ${offset}
        )
        select (select count(*)::int from scoped) as count,
          (select json_agg(${venueCardJson(locale)} order by page.ordinal)
           from page join venues v on v.id = page.id) as items`,
      );
      return { count: row.count, items: row.items ?? [] };
    },
  };
}
