// Owns loading the halls of venues with their addresses and subway stations, in one locale and in
// the ZHall shape: the venue page and the venue lists (/theaters, search) share this loader so a
// hall looks the same everywhere. One query for any number of venues, whatever their hall count.
import type { THall } from '@afisha/contracts';
import { type Db, hallSubways, halls, type Locale, localizedSql } from '@afisha/db';
import { inArray, sql } from '@afisha/db/orm';

export type HallsRepository = {
  /** Halls per venue id in editorial order; a venue without halls is absent from the map. */
  listByVenue(venueIds: readonly number[], locale: Locale): Promise<Map<number, THall[]>>;
};

export function createHallsRepository(db: Db): HallsRepository {
  return {
    async listByVenue(venueIds, locale) {
      if (venueIds.length === 0) return new Map();
      // Subways are aggregated per hall in a correlated subquery (a hall has a handful), halls per
      // venue by the outer GROUP BY; PostgreSQL hands back one JSON array per venue.
      const subways = sql`coalesce((
        select json_agg(json_build_object('title', ${localizedSql(hallSubways.title, locale)}, 'color', ${hallSubways.color})
                        order by ${hallSubways.position}, ${hallSubways.id})
        from ${hallSubways} where ${hallSubways.hallId} = ${halls.id}), '[]'::json)`;
      const hall = sql`json_build_object(
        'id', ${halls.id}, 'slug', ${halls.slug},
        'title', ${localizedSql(halls.title, locale)}, 'subtitle', ${localizedSql(halls.subtitle, locale)},
        'address', ${localizedSql(halls.address, locale)},
        'latitude', ${halls.latitude}, 'longitude', ${halls.longitude}, 'subways', ${subways})`;
      const rows = await db
        .select({
          venueId: halls.venueId,
          halls: sql<THall[]>`json_agg(${hall} order by ${halls.position}, ${halls.id})`,
        })
        .from(halls)
        .where(inArray(halls.venueId, [...venueIds]))
        .groupBy(halls.venueId);
      return new Map(rows.map((row) => [row.venueId, row.halls]));
    },
  };
}
