// Owns how the box office says a ticket's place: in words as the tickets say them ("Партер, ряд 5, место 12",
// tickets/seat-words.ts) for a seat, the zone's name for a general-admission place, null for neither. The parts are
// read from the database by places/seat-place.sql.ts, as everywhere else a place is read.
import type { Locale } from '@afisha/db';
import { placeInWords, type TicketPlace } from '../tickets/seat-words.ts';

export function placeLabel(place: TicketPlace, locale: Locale): string | null {
  if (place.seat === null) return place.zone;
  return placeInWords(place, locale);
}
