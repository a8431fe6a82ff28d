// Owns choosing where the seat map's status snapshots live (status-snapshots.ts) from the configuration: Redis when
// the API has a connection to one (every process shares one computation a second), else process memory, else
// (PLACES_STATUS_SNAPSHOT_MS=0) none; the start-up log says which.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RedisClient } from '../../lib/redis.ts';
import { type StatusSnapshot, statusSnapshotCodec } from './places.service.ts';
import { createSnapshotStore, type SnapshotStore } from './status-snapshots.ts';

/** Redis outages are logged at most this often (every status request would otherwise log one). */
const REDIS_ERROR_LOG_MS = 10_000;

export function setUpStatusSnapshots(
  log: FastifyBaseLogger,
  config: Pick<Config, 'placesStatusSnapshotMs' | 'redisKeyPrefix'>,
  clock: Clock,
  redis: RedisClient | null,
): SnapshotStore<StatusSnapshot> {
  const periodMs = config.placesStatusSnapshotMs;
  const where =
    periodMs <= 0 ? 'off (computed per request)' : redis ? 'shared in Redis' : 'in process memory';
  log.info(`seat status snapshots: ${where}${periodMs > 0 ? `, ${periodMs} ms` : ''}`);
  let loggedAt = Number.NEGATIVE_INFINITY;
  return createSnapshotStore<StatusSnapshot>({
    periodMs,
    clock,
    name: 'places-status',
    redis: redis && { client: redis, keyPrefix: config.redisKeyPrefix },
    codec: statusSnapshotCodec,
    onRedisError(error) {
      const now = Date.now();
      if (now - loggedAt < REDIS_ERROR_LOG_MS) return;
      loggedAt = now;
      log.warn({ err: error }, 'seat status snapshots: Redis failed, computing in process meanwhile');
    },
  });
}
