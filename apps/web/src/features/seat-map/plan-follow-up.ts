// The seat map's rule for following the plan the status announces (issue 19, item 4): with several API processes a
// status may name a newer plan than the one a re-fetch brings back (another process still holding the old one, a
// cache between): the plan is fetched again, bypassing the HTTP cache, after a growing pause, until it is at least
// the announced version (isPlanBehind, contracts/plan-version.ts), and at most MAX_ATTEMPTS times for one
// announcement (a deployment that keeps answering the old plan costs a few requests, not one every poll for ever).
// A plan newer than the announcement is kept: a version never goes back.
import { isPlanBehind } from '@afisha/contracts';

/** Pauses before the re-fetches of one chase: at once, then growing to the status poll's pace. */
const PAUSES_MS = [0, 250, 500, 1_000, 2_000];

export const MAX_ATTEMPTS = 12;

/** `upToDate`: the plan is at least the announced version (a chase is over; the next one starts afresh). */
export type PlanFollowUp = { fetch: false; upToDate: boolean } | { fetch: true; afterMs: number };

/**
 * What to do with the plan of version `held` when the status announces `announced`, `attempts` re-fetches into
 * the chase (0 when the plan was last at least the announced version).
 */
export function planFollowUp(
  held: string | undefined,
  announced: string | undefined,
  attempts: number,
): PlanFollowUp {
  if (held === undefined || announced === undefined || !isPlanBehind(held, announced)) {
    return { fetch: false, upToDate: true };
  }
  if (attempts >= MAX_ATTEMPTS) return { fetch: false, upToDate: false };
  const afterMs = PAUSES_MS[Math.min(attempts, PAUSES_MS.length - 1)] ?? 0;
  return { fetch: true, afterMs };
}
