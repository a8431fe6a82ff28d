// Owns counting attempts per key (an account's e-mail address, a client address) in a fixed window: sign-in
// failures and account mails (ASVS 6.3.1). Kept in memory behind this small interface: right for the single API
// process this product runs as; several processes would need a shared store (the database or Redis) with the
// same three methods. Memory stays bounded: expired windows are dropped when the map grows, and past the cap
// the oldest entries go first.
import type { Clock } from '../../lib/clock.ts';

export type AttemptLimiter = {
  /** Milliseconds until `key` may try again; 0 when it may now. */
  blockedFor(key: string): number;
  /** Counts one attempt of `key`. */
  hit(key: string): void;
  /** Forgets `key` (a successful sign-in clears its failures). */
  reset(key: string): void;
};

export type AttemptLimit = { max: number; windowMs: number };

const DEFAULT_MAX_KEYS = 100_000;

export function createMemoryAttemptLimiter(
  limit: AttemptLimit,
  clock: Clock,
  maxKeys = DEFAULT_MAX_KEYS,
): AttemptLimiter {
  // Insertion order is the order windows started in: the first entries are the oldest.
  const windows = new Map<string, { count: number; endsAt: number }>();

  const live = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  function makeRoom(now: number): void {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    blockedFor(key) {
      const now = clock.now().getTime();
      const window = live(key, now);
      return window && window.count >= limit.max ? window.endsAt - now : 0;
    },
    hit(key) {
      const now = clock.now().getTime();
      const window = live(key, now);
      if (window) {
        window.count += 1;
        return;
      }
      makeRoom(now);
      windows.set(key, { count: 1, endsAt: now + limit.windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
