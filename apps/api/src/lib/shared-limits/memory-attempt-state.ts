// Owns attempt state in this process's memory: the store of the embedded single-process mode (PGlite), and what a
// Redis-backed process falls back to while Redis is unreachable (failover-attempt-state.ts). Bounded: expired
// entries are dropped when the map is full, and past the cap the oldest entries go first.

import type { AttemptStateStore } from './attempt-limiter.ts';
import type { AttemptState } from './attempt-rules.ts';

const DEFAULT_MAX_KEYS = 100_000;

export function createMemoryAttemptState(maxKeys = DEFAULT_MAX_KEYS): AttemptStateStore {
  // Insertion order: the first entries are the oldest.
  const entries = new Map<string, AttemptState>();
  function read(key: string, now: number): AttemptState | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }
  function makeRoom(now: number) {
    if (entries.size < maxKeys) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  }
  return {
    read: async (key, now) => read(key, now),
    async update(key, now, next) {
      const current = read(key, now);
      if (!current) makeRoom(now);
      entries.set(key, next(current));
    },
    async remove(key) {
      entries.delete(key);
    },
  };
}
