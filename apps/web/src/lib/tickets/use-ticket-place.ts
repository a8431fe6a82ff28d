// A ticket's place in words in the page's language (ticket-place.ts with the `TicketPlace` messages), for server
// and client components alike.
import type { TTicket } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { ticketPlace } from './ticket-place';

export function useTicketPlace(): (ticket: Pick<TTicket, 'section' | 'row' | 'seat' | 'zone'>) => string {
  const t = useTranslations('TicketPlace');
  return (ticket) => ticketPlace(ticket, (key, values) => t(key, values));
}
