// Owns what an unreachable Redis means for the limits: each process limits from its own memory until Redis answers
// again. A request never fails and never waits on Redis's timeouts once the connection is known to be down (the
// client is not "ready"), and the limits never switch off; they only loosen, at most by the number of processes,
// for as long as the outage lasts (docs/operations.md). One warning when it starts, one line when it ends.
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../redis.ts';

export type RedisFailover = {
  /** `shared()` while Redis is up; `local()` while it is down or when `shared()` fails. */
  use<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T>;
};

export function createRedisFailover(redis: RedisClient, log: FastifyBaseLogger): RedisFailover {
  let down = false;
  function wentDown(error: unknown) {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'shared limits: Redis unreachable, each process limits from its own memory meanwhile',
    );
  }
  return {
    async use(shared, local) {
      if (redis.status !== 'ready') {
        wentDown(new Error(`Redis connection ${redis.status}`));
        return local();
      }
      try {
        const result = await shared();
        if (down) {
          down = false;
          log.info('shared limits: Redis answers again');
        }
        return result;
      } catch (error) {
        wentDown(error);
        return local();
      }
    },
  };
}
