// Redis for the tests of the scale-out profile: TEST_REDIS_URL, else the local redis-server on 6379 (.ci/run starts
// one). Without a reachable Redis these tests are skipped with a note, unless E2E_REQUIRED=1 (CI), where that fails.
// Every test takes a key prefix of its own (`redisPrefix`), so parallel runs on one Redis never see each other's keys.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe } from 'vitest';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export const redisAvailable = await reachable(testRedisUrl);
if (!redisAvailable && process.env.E2E_REQUIRED === '1') {
  throw new Error(
    `Redis is required (E2E_REQUIRED=1) but ${testRedisUrl} does not answer: start redis-server`,
  );
}

/** `describe` that runs only when Redis answers. */
export const describeWithRedis: typeof describe = redisAvailable
  ? describe
  : (describe.skip as typeof describe);

/** A key prefix no other test or run shares. */
export const redisPrefix = (label: string) => `test:${label}:${randomUUID().slice(0, 8)}:`;
