// Owns turning a venue's wall time ("YYYY-MM-DDTHH:mm", how a clerk thinks of a night) into an instant and back, in
// the venue's IANA zone, for the API and the web app alike: both used to carry their own copy, and the copies had
// drifted apart on daylight-saving edges. It goes through Intl, which carries the tz data in Node 20 and in every
// browser; the repository has no date library to lean on instead.
//
// Daylight-saving edges are decided here, once:
// - a wall time the clock skips (spring forward: 02:30 in Berlin on the last Sunday of March does not exist) is
//   reported as skipped by `fromLocal`: a session at a moment that does not exist is a typing mistake to show, not
//   to guess;
// - a wall time the clock passes twice (autumn back: 02:30 in Berlin on the last Sunday of October) is the FIRST of
//   the two (summer time), the one a visitor reading "02:30" on the ticket reaches first;
// - a day starts at its first instant (`startOfDay`): the first of two midnights, or the change itself where the
//   clock skips midnight (Santiago de Chile in September goes from 00:00 straight to 01:00).
//
// Imported as `@afisha/contracts/venue-time`, never from the package index: `toLocal` and `fromLocal` read well
// beside the module's name and would be too vague among the index's schemas.

const MINUTE = 60_000;
const DAY = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  const known = formats.get(timeZone);
  if (known) return known;
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  // Zone names are case-insensitive to Intl ("europe/moscow" is Moscow) and a report's zone comes from a query
  // string, so only the runtime's own spelling is kept: the cache holds at most one formatter per zone it knows.
  if (format.resolvedOptions().timeZone === timeZone) formats.set(timeZone, format);
  return format;
}

/** The wall time "YYYY-MM-DDTHH:mm" at `instant` in `timeZone`. */
export function toLocal(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of wallFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  // Some engines once wrote midnight as "24" even with a 23-hour clock; it is the "00" of the same day.
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return `${parts.year}-${parts.month}-${parts.day}T${hour}:${parts.minute}`;
}

/** The date "YYYY-MM-DD" in `timeZone` at `now`: a venue's (or the site's) today, or the local day of any instant. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return toLocal(now, timeZone).slice(0, 10);
}

/**
 * A wall time "YYYY-MM-DDTHH:mm" read as if it were UTC: the instant whose UTC fields are the wall time's. Formatted
 * with `timeZone: 'UTC'`, it shows the venue's own date and time in any language, whatever the reader's zone.
 */
export const localAsUtc = (local: string): Date => new Date(`${local.slice(0, 16)}:00Z`);

/** Minutes the zone is ahead of UTC at `instant` (milliseconds since the epoch). */
function offsetAt(instant: number, timeZone: string): number {
  const local = toLocal(new Date(instant), timeZone);
  return Math.round((localAsUtc(local).getTime() - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The offsets around a wall time. Zones change offset at most once around a given day, so the offsets a day before
 * and a day after are the only ones the wall time can be read with.
 */
function offsetsAround(wall: number, timeZone: string): { before: number; after: number } {
  return { before: offsetAt(wall - DAY, timeZone), after: offsetAt(wall + DAY, timeZone) };
}

export type LocalResolution = { kind: 'ok'; instant: Date; ambiguous: boolean } | { kind: 'skipped' };

/**
 * The instant of wall time `local` in `timeZone`: each candidate offset that maps back to the same wall time is a
 * reading of it (none: a skipped time; two: a repeated one, of which the earlier is taken and `ambiguous` set).
 */
export function fromLocal(local: string, timeZone: string): LocalResolution {
  const wall = localAsUtc(local).getTime();
  const { before, after } = offsetsAround(wall, timeZone);
  const readings = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => toLocal(new Date(instant), timeZone) === local)
    .sort((a, b) => a - b);
  const first = readings[0];
  if (first === undefined) return { kind: 'skipped' };
  return { kind: 'ok', instant: new Date(first), ambiguous: readings.length > 1 };
}

/**
 * The first instant of the venue's day `date` ("YYYY-MM-DD"): its midnight, the first one where the clock passes
 * midnight twice, or the moment the clock jumps where it skips midnight. What bounds a calendar page's question.
 */
export function startOfDay(date: string, timeZone: string): Date {
  const midnight = `${date}T00:00`;
  const resolved = fromLocal(midnight, timeZone);
  if (resolved.kind === 'ok') return resolved.instant;
  // Midnight is in the gap, so the clock jumps between these two instants: read with the new offset, midnight would
  // come before the change (`low` still has the old one); read with the old offset, after it (`high` has the new).
  // Not every gap starts at midnight (Apia skipped the whole of 30 December 2011), so the change itself is found by
  // halving the gap, to the minute: a handful of steps for an hour's gap.
  const wall = localAsUtc(midnight).getTime();
  const { before, after } = offsetsAround(wall, timeZone);
  let low = wall - after * MINUTE;
  let high = wall - before * MINUTE;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetAt(middle, timeZone) === after) high = middle;
    else low = middle;
  }
  return new Date(high);
}
