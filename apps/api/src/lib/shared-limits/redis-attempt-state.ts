// Owns attempt state in Redis (REDIS_URL): one string per key under `limits:attempts:`, the state as JSON, expiring
// with it. Updates are compare-and-set (a Lua script replaces the value only if it is still the one read), retried
// when another process got there first, so the rules stay in TypeScript (attempt-rules.ts) and every process counts.
import type { RedisClient } from '../redis.ts';
import type { AttemptStateStore } from './attempt-limiter.ts';
import type { AttemptState } from './attempt-rules.ts';

export const ATTEMPTS_NAMESPACE = 'limits:attempts:';

/** Tries of one update before giving up (each lost only to another process's update of the same key). */
const MAX_TRIES = 20;

const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return 0 end
if tonumber(ARGV[3]) > 0 then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
else
  redis.call('DEL', KEYS[1])
end
return 1`;

type WithCompareAndSet = RedisClient & {
  limitsCompareAndSet(key: string, expected: string, value: string, ttlMs: number): Promise<number>;
};

export function createRedisAttemptState(redis: RedisClient): AttemptStateStore {
  if (!('limitsCompareAndSet' in redis)) {
    redis.defineCommand('limitsCompareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET });
  }
  const client = redis as WithCompareAndSet;
  const parse = (raw: string | null, now: number): AttemptState | undefined => {
    if (!raw) return undefined;
    const state = JSON.parse(raw) as AttemptState;
    return state.expiresAt > now ? state : undefined;
  };
  return {
    read: async (key, now) => parse(await client.get(ATTEMPTS_NAMESPACE + key), now),
    async update(key, now, next) {
      const fullKey = ATTEMPTS_NAMESPACE + key;
      for (let i = 0; i < MAX_TRIES; i += 1) {
        const raw = await client.get(fullKey);
        const state = next(parse(raw, now));
        const ttlMs = Math.ceil(state.expiresAt - now);
        if (await client.limitsCompareAndSet(fullKey, raw ?? '', JSON.stringify(state), ttlMs)) return;
      }
      throw new Error(`attempt limit ${key}: too many concurrent updates`);
    },
    async remove(key) {
      await client.del(ATTEMPTS_NAMESPACE + key);
    },
  };
}
