// Owns how the calendar lays a venue's sessions out: by hall (rows) and day (columns) for a week, by day for a month
// (each day's sessions with their hall), ordered by time; which halls get a row (every live hall of the venue, and
// any hall a session of the period is in, archived or not, so no session is hidden); and the time an empty slot
// proposes for a new session (the hall's usual start in the period, else 19:00). Sessions carry their venue-local
// "YYYY-MM-DDTHH:mm" (the API's `starts_at`), so nothing here converts time zones.
import type { TManageEventListItem } from '@afisha/contracts/manage/events';

export type CalendarHall = { id: number; title: string };
export type CalendarSession = Pick<
  TManageEventListItem,
  'id' | 'starts_at' | 'status' | 'sold' | 'held' | 'capacity'
> & { hall: CalendarHall; performance: { id: number; title: string } };

export type HallRow = { hall: CalendarHall; cells: { date: string; sessions: CalendarSession[] }[] };
export type DayCell = { date: string; sessions: CalendarSession[] };

export const DEFAULT_START = '19:00';

const byTime = (a: CalendarSession, b: CalendarSession) =>
  a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id;

/** The halls' rows in the order given, then halls only sessions name; each row one cell per day. */
export function layoutByHallAndDay(
  halls: readonly CalendarHall[],
  days: readonly string[],
  sessions: readonly CalendarSession[],
): HallRow[] {
  const rows = new Map<number, HallRow>();
  const rowOf = (hall: CalendarHall) => {
    let row = rows.get(hall.id);
    if (!row) {
      row = { hall, cells: days.map((date) => ({ date, sessions: [] })) };
      rows.set(hall.id, row);
    }
    return row;
  };
  for (const hall of halls) rowOf(hall);
  const dayIndex = new Map(days.map((date, index) => [date, index]));
  for (const session of [...sessions].sort(byTime)) {
    const index = dayIndex.get(session.starts_at.slice(0, 10));
    if (index === undefined) continue;
    rowOf(session.hall).cells[index]?.sessions.push(session);
  }
  return [...rows.values()];
}

/** One cell per day, its sessions by time (then by hall, in the halls' order). */
export function layoutByDay(
  halls: readonly CalendarHall[],
  days: readonly string[],
  sessions: readonly CalendarSession[],
): DayCell[] {
  const hallOrder = new Map(halls.map((hall, index) => [hall.id, index]));
  const cells = new Map(days.map((date) => [date, [] as CalendarSession[]]));
  for (const session of sessions) cells.get(session.starts_at.slice(0, 10))?.push(session);
  return days.map((date) => ({
    date,
    sessions: (cells.get(date) ?? []).sort((a, b) => {
      if (a.starts_at !== b.starts_at) return a.starts_at < b.starts_at ? -1 : 1;
      const order = (hallOrder.get(a.hall.id) ?? halls.length) - (hallOrder.get(b.hall.id) ?? halls.length);
      return order || a.id - b.id;
    }),
  }));
}

/** The start most of the hall's sessions of the period have (the earliest of equals), else 19:00. */
export function usualStart(sessions: readonly CalendarSession[], hallId: number): string {
  const counts = new Map<string, number>();
  for (const session of sessions) {
    if (session.hall.id !== hallId || session.status === 'cancelled') continue;
    const time = session.starts_at.slice(11, 16);
    counts.set(time, (counts.get(time) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [time, count] of counts) {
    const bestCount = best === null ? 0 : (counts.get(best) ?? 0);
    if (count > bestCount || (count === bestCount && best !== null && time < best)) best = time;
  }
  return best ?? DEFAULT_START;
}

/** Share of the places sold, 0..1 (a session with no places counts as empty). */
export const soldShare = (session: Pick<CalendarSession, 'sold' | 'capacity'>): number =>
  session.capacity > 0 ? Math.min(1, session.sold / session.capacity) : 0;
