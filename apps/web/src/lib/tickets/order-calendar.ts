// Owns "Add to calendar" of a paid order (the payment result and the guest ticket page): one calendar event per
// session of the order (its title, venue, hall and address, the start in UTC, the order number and the places in
// the description), lasting the show's running time, written as an .ics file by the `ics` library (loaded only
// when the visitor asks for the file). A show whose running time is not announced lasts SHOW_LENGTH_MINUTES, the
// usual length of an evening show.
import type { TTicket } from '@afisha/contracts';
import type { EventAttributes } from 'ics';

export const SHOW_LENGTH_MINUTES = 120;

export type CalendarTexts = {
  place: (ticket: TTicket) => string;
  order: (number: string) => string;
};

/** The calendar events of the tickets: one per session, the places listed in its description. */
export function calendarEvents(
  orderNumber: string,
  tickets: readonly TTicket[],
  texts: CalendarTexts,
): EventAttributes[] {
  const sessions = new Map<number, TTicket[]>();
  for (const ticket of tickets) sessions.set(ticket.event, [...(sessions.get(ticket.event) ?? []), ticket]);
  return [...sessions.values()].map((group) => {
    const first = group[0] as TTicket;
    return {
      uid: `afisha-${orderNumber}-${first.event}`,
      title: first.performance,
      location: [first.venue, first.hall, first.address].filter(Boolean).join(', '),
      start: Date.parse(first.starts_at),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: first.duration_minutes ?? SHOW_LENGTH_MINUTES },
      description: [texts.order(orderNumber), ...group.map(texts.place)].join('\n'),
    };
  });
}

/** The .ics text of the order, or null when the library refuses the events. */
export async function orderCalendar(
  orderNumber: string,
  tickets: readonly TTicket[],
  texts: CalendarTexts,
): Promise<string | null> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(calendarEvents(orderNumber, tickets, texts), { productId: 'afisha' });
  return error || !value ? null : value;
}
