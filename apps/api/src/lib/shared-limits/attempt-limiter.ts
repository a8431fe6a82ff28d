// Owns counting attempts per key (an account's e-mail address, a client address, a known device) for the limits of
// ASVS 6.3.1 on top of any store of per-key state (memory, PostgreSQL, Redis: shared-limits.ts picks one), so every
// API process of a cluster counts the same attempts and a restart forgets none. The rules are attempt-rules.ts's.
import type { Clock } from '../clock.ts';
import type { AttemptRules, AttemptState } from './attempt-rules.ts';

export type AttemptLimiter = {
  /** Milliseconds until `key` may try again; 0 when it may now. */
  blockedFor(key: string): Promise<number>;
  /** Counts one attempt of `key`. */
  hit(key: string): Promise<void>;
  /** Forgets `key` (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
};

/**
 * Where attempt state lives, per key (already namespaced by the limiter). `update` is atomic per key across every
 * process sharing the store: two processes counting the same key at once both count.
 */
export type AttemptStateStore = {
  /** The key's state, or undefined when it has none or it expired by `now`. */
  read(key: string, now: number): Promise<AttemptState | undefined>;
  /** Replaces the key's state with `next(current)`; kept until the new state's `expiresAt`. */
  update(key: string, now: number, next: (current: AttemptState | undefined) => AttemptState): Promise<void>;
  remove(key: string): Promise<void>;
};

/** A limiter named `name` (its keys' namespace in the store) following `rules`. */
export function createAttemptLimiter<S extends AttemptState>(
  name: string,
  rules: AttemptRules<S>,
  store: AttemptStateStore,
  clock: Clock,
): AttemptLimiter {
  const keyOf = (key: string) => `${name}:${key}`;
  const now = () => clock.now().getTime();
  return {
    async blockedFor(key) {
      const at = now();
      return rules.blockedFor((await store.read(keyOf(key), at)) as S | undefined, at);
    },
    async hit(key) {
      const at = now();
      await store.update(keyOf(key), at, (current) => rules.hit(current as S | undefined, at));
    },
    reset: (key) => store.remove(keyOf(key)),
  };
}
