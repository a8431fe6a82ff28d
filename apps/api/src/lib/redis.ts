// Owns the API's connection to Redis (REDIS_URL), the store for what every API process of a cluster must share:
// rate limits, attempt limits, short shared caches and change notices (docs/scaling.md). One command connection per
// process; a subscriber needs a connection of its own (`duplicate()`), as Redis requires.
import { Redis } from 'ioredis';

export type RedisClient = Redis;

/**
 * A client that fails a command fast while Redis is unreachable (one retry, 2 s to connect) instead of queueing it
 * for ever, so a request waits seconds at most and the caller decides what an outage means.
 */
export function connectRedis(url: string): RedisClient {
  return new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
    lazyConnect: false,
  });
}
