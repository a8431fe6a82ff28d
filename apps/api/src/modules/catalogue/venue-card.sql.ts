// Owns the venue card (contracts ZVenueCard) as SQL: venue `v` with its city's name and its halls in
// order, each with its address and subway stations, written as one JSON value by PostgreSQL.
import type { Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from './catalogue.sql.ts';

export function venueCardJson(locale: Locale): SQL {
  return sql`json_build_object(
    'id', v.id,
    'slug', v.slug,
    'type', v.type,
    'name', ${tr('v.name', locale)},
    'logo', v.logo,
    'city_title', (SELECT ${tr('vc.name', locale)} FROM cities vc WHERE vc.id = v.city_id),
    'city_slug', (SELECT vc.slug FROM cities vc WHERE vc.id = v.city_id),
    'halls', coalesce((
      SELECT json_agg(json_build_object(
        'id', vh.id,
        'slug', vh.slug,
        'title', ${tr('vh.title', locale)},
        'subtitle', ${tr('vh.subtitle', locale)},
        'address', ${tr('vh.address', locale)},
        'latitude', vh.latitude,
        'longitude', vh.longitude,
        'subways', coalesce((
          SELECT json_agg(json_build_object('title', ${tr('vs.title', locale)}, 'color', vs.color)
            ORDER BY vs.position, vs.id)
          FROM hall_subways vs WHERE vs.hall_id = vh.id
        ), '[]'::json)
      ) ORDER BY vh.position, vh.id)
      FROM halls vh WHERE vh.venue_id = v.id
    ), '[]'::json)
  )`;
}
