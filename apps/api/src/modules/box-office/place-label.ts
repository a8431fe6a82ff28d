// Owns how the box office names a ticket's place: "Партер, ряд 5, место 12" in the request's language (the cart's
// seat wording, i18n `cart.seat_label`), the zone's name for a general-admission place, null for neither. The SQL
// reads the parts (seats `s`, rows `r`, sections `ps`, zones `z`), so the words are never the database's.
import type { Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { createTranslator } from '../../i18n/translate.ts';
import { tr } from '../catalogue/catalogue.sql.ts';

export type PlaceParts = {
  section: string | null;
  row: string | null;
  seat: string | null;
  zone: string | null;
};

/** The columns `section`, `row`, `seat`, `zone` of a place (a seat's parts only when there is a seat). */
export const PLACE_PARTS = (locale: Locale) => sql`${tr('ps.name', locale)} AS section, r.label AS row,
  s.label AS seat, ${tr('z.name', locale)} AS zone`;

export function placeLabel(place: PlaceParts, locale: Locale): string | null {
  if (place.seat === null) return place.zone;
  return createTranslator(locale)('cart.seat_label', {
    section: place.section ?? '',
    row: place.row ?? '',
    seat: place.seat,
  });
}
