// Owns how the box office reads a ticket's place out of the database: the parts (seats `s`, rows `r`, sections `ps`,
// zones `z`) in the request's language, said in words as the tickets say them ("Партер, ряд 5, место 12",
// tickets/seat-words.ts), the zone's name for a general-admission place, null for neither.
import type { Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';
import { placeInWords, type TicketPlace } from '../tickets/seat-words.ts';

/** The columns `section`, `row`, `seat`, `zone` of a place (a seat's parts only when there is a seat). */
export const PLACE_PARTS = (locale: Locale) => sql`${tr('ps.name', locale)} AS section, r.label AS row,
  s.label AS seat, ${tr('z.name', locale)} AS zone`;

export function placeLabel(place: TicketPlace, locale: Locale): string | null {
  if (place.seat === null) return place.zone;
  return placeInWords(place, locale);
}
