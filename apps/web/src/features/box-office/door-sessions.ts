// The door's list of sessions (GET /checkin/events) grouped by day as the clerk says them: today, tomorrow, then the
// date, each session's day and time read in its venue's zone (a clerk's phone may be in another). Pure: the page
// passes `now`.
import type { TCheckinEvent } from '@afisha/contracts';
import { todayIn } from '@afisha/contracts/venue-time';

export type DoorDay = {
  key: string;
  when: 'today' | 'tomorrow' | 'later';
  date: string;
  events: TCheckinEvent[];
};

const nextDay = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** The sessions in the order given (soonest first), in groups of one local day each. */
export function groupDoorEvents(events: readonly TCheckinEvent[], now: Date): DoorDay[] {
  const days: DoorDay[] = [];
  for (const event of events) {
    const date = todayIn(event.timezone, new Date(event.starts_at));
    const today = todayIn(event.timezone, now);
    const when = date === today ? 'today' : date === nextDay(today) ? 'tomorrow' : 'later';
    const last = days.at(-1);
    if (last && last.date === date) last.events.push(event);
    else days.push({ key: date, when, date, events: [event] });
  }
  return days;
}

/** How the answer names when the ticket was let in: the time alone on the same local day, else the date too. */
export function letInAt(usedAt: string, zone: string, now: Date, locale: string): string {
  const instant = new Date(usedAt);
  const sameDay = todayIn(zone, instant) === todayIn(zone, now);
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    ...(sameDay ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' }),
  }).format(instant);
}
