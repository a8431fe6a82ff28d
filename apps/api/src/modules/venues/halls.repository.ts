// Owns loading the halls of venues with their addresses and subway stations, in one locale and in
// the ZHall shape: the venue page and the venue lists (/theaters, search) share this loader so a
// hall looks the same everywhere. One prepared statement for any number of venues (their ids are
// one array parameter), whatever their hall count.
import type { THall } from '@afisha/contracts';
import { type Db, hallSubways, halls, type Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { inLocale } from '../../lib/localized-placeholder.ts';

export type HallsRepository = {
  /** Halls per venue id in editorial order; a venue without halls is absent from the map. */
  listByVenue(venueIds: readonly number[], locale: Locale): Promise<Map<number, THall[]>>;
};

export function createHallsRepository(db: Db): HallsRepository {
  // Subways are aggregated per hall in a correlated subquery (a hall has a handful), halls per
  // venue by the outer GROUP BY; PostgreSQL hands back one JSON array per venue.
  const subways = sql`coalesce((
    select json_agg(json_build_object('title', ${inLocale(hallSubways.title)}, 'color', ${hallSubways.color})
                    order by ${hallSubways.position}, ${hallSubways.id})
    from ${hallSubways} where ${hallSubways.hallId} = ${halls.id}), '[]'::json)`;
  const hall = sql`json_build_object(
    'id', ${halls.id}, 'slug', ${halls.slug},
    'title', ${inLocale(halls.title)}, 'subtitle', ${inLocale(halls.subtitle)},
    'address', ${inLocale(halls.address)},
    'latitude', ${halls.latitude}, 'longitude', ${halls.longitude}, 'subways', ${subways})`;
  const listByVenue = db
    .select({
      venueId: halls.venueId,
      halls: sql<THall[]>`json_agg(${hall} order by ${halls.position}, ${halls.id})`,
    })
    .from(halls)
    .where(sql`${halls.venueId} = any(${sql.placeholder('venueIds')}::int[])`)
    .groupBy(halls.venueId)
    .prepare('halls_list_by_venue');
  return {
    async listByVenue(venueIds, locale) {
      if (venueIds.length === 0) return new Map();
      const rows = await listByVenue.execute({ venueIds: [...venueIds], locale });
      return new Map(rows.map((row) => [row.venueId, row.halls]));
    },
  };
}
