// Owns a small in-process cache of recent answers: each key keeps its answer for a fixed time,
// and concurrent callers of the same key share one pending load (so fifty visitors opening the
// same listing at once cost one database query). Bounded: past `maxEntries` the least recently
// used entry goes (a hit moves its key to the end of the Map's insertion order). A failed load is
// not kept. With `dropOn`, a change notice of its topics (lib/change-bus, from this or any API process) empties it,
// loads under way included, so the next answer is read anew.
import type { ChangeSubscriber } from './change-bus/change-bus.ts';
import type { ChangeTopic } from './change-bus/change-topics.ts';
import type { Clock } from './clock.ts';

export type TtlCache<TValue> = {
  get(key: string, load: () => Promise<TValue>): Promise<TValue>;
  /** Entries held, expired ones included until they are evicted or asked for. */
  readonly size: number;
};

/** The change notices that empty a cache: what its answers are made of. */
export type DropOn = { changes: ChangeSubscriber; topics: readonly ChangeTopic[] };

export function createTtlCache<TValue>(options: {
  ttlMs: number;
  maxEntries: number;
  clock: Clock;
  dropOn?: DropOn;
}): TtlCache<TValue> {
  const { ttlMs, maxEntries, clock } = options;
  const entries = new Map<string, { expiresAt: number; value: Promise<TValue> }>();
  if (ttlMs <= 0) return { get: (_key, load) => load(), size: 0 };
  options.dropOn?.changes.subscribe(options.dropOn.topics, () => entries.clear());

  return {
    get(key, load) {
      const now = clock.now().getTime();
      const cached = entries.get(key);
      entries.delete(key);
      if (cached && cached.expiresAt > now) {
        entries.set(key, cached);
        return cached.value;
      }
      const value = load();
      entries.set(key, { expiresAt: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
