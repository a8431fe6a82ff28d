// Owns saying a ticket's place in words in the page's language ("Партер, ряд 1, место 1", "Stalls, row 1, seat 1"),
// with the `TicketPlace` messages: the payment result, the guest ticket page and the calendar file say places
// alike. A general-admission ticket is its zone's name. (The API words its PDF and mails itself, in
// apps/api/src/modules/tickets/seat-words.ts: the two sides share no code, only the wording.)
import type { TTicket } from '@afisha/contracts';

export type PlaceMessages = (
  key: 'place' | 'placeNoSection' | 'placeNoRow',
  values: { section?: string; row?: string; seat: string },
) => string;

export function ticketPlace(
  ticket: Pick<TTicket, 'section' | 'row' | 'seat' | 'zone'>,
  messages: PlaceMessages,
): string {
  const { section, row, seat } = ticket;
  if (seat === null) return ticket.zone ?? section ?? '';
  if (row !== null && section) return messages('place', { section, row, seat });
  if (row !== null) return messages('placeNoSection', { row, seat });
  return messages('placeNoRow', { section: section ?? '', seat });
}
