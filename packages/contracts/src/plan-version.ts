// Owns the form of a seat map plan's version and the rule that versions only move forward for a client (issue 19,
// item 4): `<read>.<fingerprint>`, where `read` is when the API read the plan from the database, in milliseconds by
// the database's own clock (base 36; one clock for every API process, and a read that began after a change
// committed sees it), and `fingerprint` a hash of the answer (also the plan's ETag, so processes holding the same
// plan answer 304 for each other). Several API processes may hold plans of different ages for a moment: a client
// compares by `read` and never goes back to an older plan than the one a status announced.

const SEPARATOR = '.';

export function planVersion(readAtMs: number, fingerprint: string): string {
  return `${Math.floor(readAtMs).toString(36)}${SEPARATOR}${fingerprint}`;
}

type Parsed = { readAt: number; fingerprint: string };

function parse(version: string): Parsed | null {
  const at = version.indexOf(SEPARATOR);
  if (at <= 0) return null;
  const readAt = Number.parseInt(version.slice(0, at), 36);
  const fingerprint = version.slice(at + 1);
  return Number.isSafeInteger(readAt) && fingerprint !== '' ? { readAt, fingerprint } : null;
}

/** The fingerprint of a version (the plan's ETag); the whole string when it has no `read` part. */
export function planFingerprint(version: string): string {
  return parse(version)?.fingerprint ?? version;
}

/**
 * Whether a client holding the plan of version `held` must fetch it again for the version `announced` (by a status):
 * not when both are the same plan (one fingerprint), nor when the held plan was read after the announced one (the
 * announcing process is the one behind); yes when it was read before (or the versions cannot be ordered).
 */
export function isPlanBehind(held: string, announced: string): boolean {
  const a = parse(held);
  const b = parse(announced);
  if (!a || !b) return held !== announced;
  if (a.fingerprint === b.fingerprint) return false;
  return a.readAt <= b.readAt;
}
