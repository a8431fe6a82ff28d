// Owns the attempt state of a Redis-backed process: Redis while it answers, this process's memory while it does not
// (redis-failover.ts says why). What was counted in memory during an outage stays there; Redis's counts resume.
import type { AttemptStateStore } from './attempt-limiter.ts';
import type { RedisFailover } from './redis-failover.ts';

export function failoverAttemptState(
  shared: AttemptStateStore,
  local: AttemptStateStore,
  failover: RedisFailover,
): AttemptStateStore {
  return {
    read: (key, now) =>
      failover.use(
        () => shared.read(key, now),
        () => local.read(key, now),
      ),
    update: (key, now, next) =>
      failover.use(
        () => shared.update(key, now, next),
        () => local.update(key, now, next),
      ),
    // Forgotten in both: a sign-in that succeeds during an outage also clears what Redis had.
    async remove(key) {
      await local.remove(key);
      await failover.use(
        () => shared.remove(key),
        async () => undefined,
      );
    },
  };
}
