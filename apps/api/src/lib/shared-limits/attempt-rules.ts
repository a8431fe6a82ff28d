// Owns the arithmetic of the attempt limits (ASVS 6.3.1), once for every store (memory, PostgreSQL, Redis): what a
// key's state becomes when it is counted, and how long it must wait. Pure functions of the state and "now"; a state
// whose `expiresAt` has passed is no state at all (the stores hand `undefined` for it).

/** What a store keeps per key: plain numbers (milliseconds since the epoch), so any store can serialize it. */
export type AttemptState = { expiresAt: number } & Record<string, number>;

export type AttemptRules<S extends AttemptState = AttemptState> = {
  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedFor(state: S | undefined, now: number): number;
  /** The state after one more attempt. */
  hit(state: S | undefined, now: number): S;
};

export type AttemptLimit = { max: number; windowMs: number };

export type LockoutLimit = AttemptLimit & {
  /** The longest lockout; also how long a key must stay quiet before its earlier lockouts are forgotten. */
  maxLockoutMs: number;
};

type WindowState = AttemptState & { count: number };

/** `max` attempts per key in a window that starts with its first attempt (account mails). */
export function windowRules(limit: AttemptLimit): AttemptRules<WindowState> {
  return {
    blockedFor: (state, now) => (state && state.count >= limit.max ? state.expiresAt - now : 0),
    hit: (state, now) =>
      state ? { ...state, count: state.count + 1 } : { count: 1, expiresAt: now + limit.windowMs },
  };
}

type LockoutState = AttemptState & {
  /** Failures of the current round, counted in the window that ends at windowEndsAt. */
  count: number;
  windowEndsAt: number;
  lockedUntil: number;
  /** Lockouts so far: the next one lasts windowMs × 2^lockouts. */
  lockouts: number;
};

/**
 * Sign-in failures: `max` failures within `windowMs` lock the key out for `windowMs`; after that, each further
 * `max` failures lock it out twice as long as the last time (15, 30, 60 min … up to `maxLockoutMs`), so guessing
 * slows down the longer it goes on. A key that stays quiet for `maxLockoutMs` after its last lockout starts afresh;
 * a reset (a successful sign-in) forgets it at once.
 */
export function lockoutRules(limit: LockoutLimit): AttemptRules<LockoutState> {
  return {
    blockedFor: (state, now) => (state ? Math.max(0, state.lockedUntil - now) : 0),
    hit(state, now) {
      const next: LockoutState = state
        ? { ...state }
        : { count: 0, windowEndsAt: now + limit.windowMs, lockedUntil: 0, lockouts: 0, expiresAt: 0 };
      if (next.windowEndsAt <= now) {
        next.count = 0;
        next.windowEndsAt = now + limit.windowMs;
      }
      next.count += 1;
      if (next.count >= limit.max) {
        next.lockedUntil = now + Math.min(limit.maxLockoutMs, limit.windowMs * 2 ** next.lockouts);
        next.lockouts += 1;
        // The next round counts from the first failure after the lockout.
        next.count = 0;
        next.windowEndsAt = now;
      }
      next.expiresAt = Math.max(next.lockedUntil, now + limit.windowMs) + limit.maxLockoutMs;
      return next;
    },
  };
}
