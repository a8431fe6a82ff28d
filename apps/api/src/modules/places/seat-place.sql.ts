// Owns the one SQL answer to "where is this place, in words": a seat of an event's plan as its section's name in the
// request's language, its row's label and its own label, or a general-admission zone as its name in that language.
// Tickets, order lines and held seats all point at a seat (or a zone) by id, and the tickets (PDF and mail), the
// named tickets, the box office's order page, door check and sales CSV, and the back office's blocked seats each
// wrote their own joins to say it; reading it here keeps one place reading the same on all of them, with the same
// language fallback. Putting the parts into a sentence ("Партер, ряд 5, место 12") is tickets/seat-words.ts.
import type { Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';

/**
 * `LEFT JOIN LATERAL (…) place ON TRUE`, for the FROM list after the rows that hold `seat` and `zone` (expressions
 * of the outer query such as `t.seat_id`, `t.zone_id`; either may be null, and a missing `zone` is no zone). Its one
 * row, whatever the ids, has the columns:
 * - `section` (the section's name in `locale`, along its fallback chain), `row` and `seat` (the labels): null
 *   without a seat;
 * - `zone` (the zone's name in `locale`): null without a zone;
 * - `section_position`, `row_position`: where the section and the row come in the plan, to walk the hall in order.
 * It always answers one row, so joining it neither drops nor repeats the outer row.
 */
export function seatPlace(locale: Locale, of: { seat: SQL; zone?: SQL }): SQL {
  return sql`LEFT JOIN LATERAL (
    SELECT ${tr('ps.name', locale)} AS section, r.label AS row, s.label AS seat, ${tr('z.name', locale)} AS zone,
      ps.position AS section_position, r.position AS row_position
    FROM (SELECT) AS one
    LEFT JOIN plan_seats s ON s.id = ${of.seat}
    LEFT JOIN plan_rows r ON r.id = s.row_id
    LEFT JOIN plan_sections ps ON ps.id = s.section_id
    LEFT JOIN plan_zones z ON z.id = ${of.zone ?? sql`NULL::int`}
  ) place ON TRUE`;
}
