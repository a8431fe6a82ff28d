// Owns saying a ticket's place in words in a language ("Партер, ряд 1, место 1", "Stalls, row 1, seat 1"), for the
// tickets PDF, the tickets mail and the box office (box-office/place-label.ts); a general-admission ticket is its
// zone's name. The web says places with its own messages (apps/web/src/lib/tickets/ticket-place.ts).
import type { TLocale } from '@afisha/contracts';
import { createTranslator } from '../../i18n/translate.ts';

export type TicketPlace = {
  section: string | null;
  row: string | null;
  seat: string | null;
  zone: string | null;
};

export function placeInWords(place: TicketPlace, locale: TLocale): string {
  const t = createTranslator(locale);
  const { section, row, seat } = place;
  if (seat === null) return place.zone ?? section ?? '';
  if (row !== null && section) return t('ticket.place', { section, row, seat });
  if (row !== null) return t('ticket.place_no_section', { row, seat });
  return t('ticket.place_no_row', { section: section ?? '', seat });
}
