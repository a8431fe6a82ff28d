// Owns the seat map's live status under an on-sale rush: each event's availability is computed at most once a
// period (PLACES_STATUS_SNAPSHOT_MS, a second) and that one snapshot answers every viewer of the event. With Redis
// (REDIS_URL) the snapshot lives there and every API process shares it: a lock taken with SET NX for one period
// lets one process in the whole cluster compute, the others read its answer. Without Redis each process keeps its
// own (one computation a period per process). Either way concurrent requests of one process share one pending
// load, and a snapshot is never older than a period plus the time one computation takes.
//
// What is cached is only what every viewer sees alike; the visitor's own holds are read per request
// (places.service.ts), and the hold path never reads a snapshot: the database decides who gets a seat.
import type { Clock } from '../../lib/clock.ts';
import type { RedisClient } from '../../lib/redis.ts';

export type SnapshotStore<T> = {
  /** The key's snapshot, computed by `compute` when there is none younger than a period. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
};

/** A snapshot and when its computation started (ms since the epoch, by the computing process's clock). */
type Stamped<T> = { at: number; value: T };

export type SnapshotStoreOptions<T> = {
  /** How long a snapshot answers; 0 computes on every request (the uncached baseline of bench:onsale). */
  periodMs: number;
  clock: Clock;
  /** Shared by all processes when set; `keyPrefix` keeps deployments (and tests) sharing one Redis apart. */
  redis?: { client: RedisClient; keyPrefix: string } | null;
  /** What the snapshots are of, in their Redis keys (`<prefix><name>:<key>`). */
  name: string;
  /** How a snapshot travels through Redis; JSON by default (dates need a reviver). */
  codec?: { encode(value: T): string; decode(text: string): T };
  /** Redis failed: the store computes in process meanwhile and says so here. */
  onRedisError?: (error: unknown) => void;
  /** Snapshots kept in process at most (unknown ids asked for must not grow it without end). */
  maxEntries?: number;
};

/** Values are kept in Redis a few periods, so a process that waits on another's computation has one to fall back on. */
const KEPT_PERIODS = 5;
/** How often a process that did not get the lock looks for the fresh snapshot, in fractions of a period. */
const WAIT_STEPS = 20;

export function createSnapshotStore<T>(options: SnapshotStoreOptions<T>): SnapshotStore<T> {
  const { periodMs, clock, redis } = options;
  const maxEntries = options.maxEntries ?? 1000;
  const codec = options.codec ?? { encode: JSON.stringify, decode: (text: string) => JSON.parse(text) as T };
  const local = new Map<string, { stamped?: Stamped<T>; pending?: Promise<Stamped<T>> }>();
  if (periodMs <= 0) return { get: (_key, compute) => compute() };

  const now = () => clock.now().getTime();
  const isFresh = (stamped: Stamped<T>) => now() - stamped.at < periodMs;

  async function computeHere(compute: () => Promise<T>): Promise<Stamped<T>> {
    const at = now();
    return { at, value: await compute() };
  }

  async function computeShared(
    client: RedisClient,
    redisKey: string,
    compute: () => Promise<T>,
  ): Promise<Stamped<T>> {
    const read = async (): Promise<Stamped<T> | null> => {
      const text = await client.get(redisKey);
      if (text === null) return null;
      const { at, value } = JSON.parse(text) as { at: number; value: string };
      return { at, value: codec.decode(value) };
    };
    const seen = await read();
    if (seen && isFresh(seen)) return seen;
    // The lock lives one period and is not released after a success: one computation a period, cluster-wide.
    const lockKey = `${redisKey}:lock`;
    if ((await client.set(lockKey, '1', 'PX', periodMs, 'NX')) === 'OK') {
      let stamped: Stamped<T>;
      try {
        stamped = await computeHere(compute);
      } catch (error) {
        await client.del(lockKey).catch(() => {});
        throw new ComputationFailed(error);
      }
      const text = JSON.stringify({ at: stamped.at, value: codec.encode(stamped.value) });
      await client.set(redisKey, text, 'PX', periodMs * KEPT_PERIODS);
      return stamped;
    }
    // Another process is computing it (or has, less than a period ago by its clock): wait for its answer.
    const deadline = now() + periodMs;
    const step = Math.max(5, Math.floor(periodMs / WAIT_STEPS));
    while (now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, step));
      const newer = await read();
      if (newer && newer.at > (seen?.at ?? Number.NEGATIVE_INFINITY)) return newer;
    }
    // The computing process went away, or clocks disagree: the newest there is, else compute here.
    if (seen) return seen;
    return computeHere(compute).catch((error) => {
      throw new ComputationFailed(error);
    });
  }

  async function refresh(key: string, compute: () => Promise<T>): Promise<Stamped<T>> {
    if (!redis) return computeHere(compute);
    try {
      return await computeShared(redis.client, `${redis.keyPrefix}${options.name}:${key}`, compute);
    } catch (error) {
      // A failed computation is the caller's error; a failed Redis means computing in process for now.
      if (error instanceof ComputationFailed) throw error.cause;
      options.onRedisError?.(error);
      return computeHere(compute);
    }
  }

  function remember(key: string, entry: { stamped?: Stamped<T>; pending?: Promise<Stamped<T>> }) {
    local.delete(key);
    local.set(key, entry);
    while (local.size > maxEntries) {
      const oldest = local.keys().next().value;
      if (oldest === undefined) break;
      local.delete(oldest);
    }
  }

  return {
    async get(key, compute) {
      const entry = local.get(key);
      if (entry?.stamped && isFresh(entry.stamped)) return entry.stamped.value;
      if (entry?.pending) return (await entry.pending).value;
      const pending = refresh(key, compute);
      remember(key, { stamped: entry?.stamped, pending });
      try {
        const stamped = await pending;
        // Never step back to an older snapshot than the one this process already had.
        const kept = entry?.stamped && entry.stamped.at > stamped.at ? entry.stamped : stamped;
        if (local.get(key)?.pending === pending) remember(key, { stamped: kept });
        return stamped.value;
      } catch (error) {
        if (local.get(key)?.pending === pending) remember(key, { stamped: entry?.stamped });
        throw error;
      }
    },
  };
}

/** The computation itself failed (not Redis): its error goes to the caller as it is. */
class ComputationFailed extends Error {
  constructor(cause: unknown) {
    super('snapshot computation failed', { cause });
  }
}
