// Owns turning a venue's wall time ("YYYY-MM-DDTHH:mm", how a clerk thinks of a night) into an instant and back, with
// the venue's IANA zone, through Intl (the repository has no date library, and Node 20's Intl carries the tz data).
// Daylight-saving edges are decided here, once: a wall time the clock skips (spring forward: 02:30 in Berlin on the
// last Sunday of March does not exist) is refused — a field error, since a session at a moment that does not exist
// is a typing mistake to show, not to guess; a wall time the clock passes twice (autumn back: 02:30 happens twice)
// is the FIRST of the two (summer time), the one a visitor reading "02:30" on the ticket reaches first.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall time "YYYY-MM-DDTHH:mm" at `instant` in `timeZone`. */
export function toLocal(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const MINUTE = 60_000;

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const local = toLocal(new Date(instant), timeZone);
  return Math.round((asUtc(local) - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** The wall time read as if it were UTC, in milliseconds. */
function asUtc(local: string): number {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
}

export type LocalResolution = { kind: 'ok'; instant: Date; ambiguous: boolean } | { kind: 'skipped' };

/**
 * The instant of wall time `local` in `timeZone`. Zones change offset at most once around a given day, so the
 * offsets a day before and a day after are the only candidates: each that maps back to the same wall time is a
 * reading of it (none: a skipped time; two: a repeated one, the earlier is taken).
 */
export function fromLocal(local: string, timeZone: string): LocalResolution {
  const wall = asUtc(local);
  const offsets = new Set([offsetAt(wall - 86_400_000, timeZone), offsetAt(wall + 86_400_000, timeZone)]);
  const readings = [...offsets]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => toLocal(new Date(instant), timeZone) === local)
    .sort((a, b) => a - b);
  const first = readings[0];
  if (first === undefined) return { kind: 'skipped' };
  return { kind: 'ok', instant: new Date(first), ambiguous: readings.length > 1 };
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}
