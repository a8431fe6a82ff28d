// Owns counting attempts per key (an account's e-mail address, a client address, a known device) for the limits
// of ASVS 6.3.1: account mails in a fixed window, and sign-in failures with lockouts that grow each time a key
// uses up its allowance again. Kept in memory behind this small interface: right for the single API process this
// product runs as; several processes would need a shared store (the database or Redis) with the same three
// methods. Memory stays bounded: expired entries are dropped when the map grows, and past the cap the oldest
// entries go first.
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

/** A map whose entries end at `expiresAt`, holding at most `maxKeys` (insertion order: the first are the oldest). */
function expiringMap<V extends { expiresAt: number }>(maxKeys: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string, now: number): V | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    add(key: string, entry: V, now: number): void {
      if (entries.size >= maxKeys) {
        for (const [old, value] of entries) if (value.expiresAt <= now) entries.delete(old);
        for (const old of entries.keys()) {
          if (entries.size < maxKeys) break;
          entries.delete(old);
        }
      }
      entries.set(key, entry);
    },
    delete(key: string): void {
      entries.delete(key);
    },
  };
}

/** `max` attempts per key in a window that starts with its first attempt (account mails). */
export function createMemoryAttemptLimiter(
  limit: AttemptLimit,
  clock: Clock,
  maxKeys = DEFAULT_MAX_KEYS,
): AttemptLimiter {
  const windows = expiringMap<{ count: number; expiresAt: number }>(maxKeys);
  return {
    blockedFor(key) {
      const now = clock.now().getTime();
      const window = windows.get(key, now);
      return window && window.count >= limit.max ? window.expiresAt - now : 0;
    },
    hit(key) {
      const now = clock.now().getTime();
      const window = windows.get(key, now);
      if (window) window.count += 1;
      else windows.add(key, { count: 1, expiresAt: now + limit.windowMs }, now);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

export type LockoutLimit = AttemptLimit & {
  /** The longest lockout; also how long a key must stay quiet before its earlier lockouts are forgotten. */
  maxLockoutMs: number;
};

/**
 * Sign-in failures: `max` failures within `windowMs` lock the key out for `windowMs`; after that, each further
 * `max` failures lock it out twice as long as the last time (15, 30, 60 min … up to `maxLockoutMs`), so guessing
 * slows down the longer it goes on. A key that stays quiet for `maxLockoutMs` after its last lockout starts afresh;
 * `reset` (a successful sign-in) forgets it at once.
 */
export function createLockoutLimiter(
  limit: LockoutLimit,
  clock: Clock,
  maxKeys = DEFAULT_MAX_KEYS,
): AttemptLimiter {
  type Entry = {
    /** Failures of the current round, counted in the window that ends at windowEndsAt. */
    count: number;
    windowEndsAt: number;
    lockedUntil: number;
    /** Lockouts so far: the next one lasts windowMs × 2^lockouts. */
    lockouts: number;
    expiresAt: number;
  };
  const keys = expiringMap<Entry>(maxKeys);
  return {
    blockedFor(key) {
      const now = clock.now().getTime();
      const entry = keys.get(key, now);
      return entry ? Math.max(0, entry.lockedUntil - now) : 0;
    },
    hit(key) {
      const now = clock.now().getTime();
      let entry = keys.get(key, now);
      if (!entry) {
        entry = { count: 0, windowEndsAt: now + limit.windowMs, lockedUntil: 0, lockouts: 0, expiresAt: 0 };
        keys.add(key, entry, now);
      }
      if (entry.windowEndsAt <= now) {
        entry.count = 0;
        entry.windowEndsAt = now + limit.windowMs;
      }
      entry.count += 1;
      if (entry.count >= limit.max) {
        const lockout = Math.min(limit.maxLockoutMs, limit.windowMs * 2 ** entry.lockouts);
        entry.lockedUntil = now + lockout;
        entry.lockouts += 1;
        // The next round counts from the first failure after the lockout.
        entry.count = 0;
        entry.windowEndsAt = now;
      }
      entry.expiresAt = Math.max(entry.lockedUntil, now + limit.windowMs) + limit.maxLockoutMs;
    },
    reset(key) {
      keys.delete(key);
    },
  };
}
