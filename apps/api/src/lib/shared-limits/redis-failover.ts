// Owns what an unreachable Redis means for the limits: each process limits from its own memory until Redis answers
// again. A request never fails because of Redis, and once the connection is known to be down (it closed, or a
// command failed) none waits on Redis's timeouts either: it goes straight to memory until the client is ready again.
// The limits never switch off; they only loosen, at most by the number of processes, for as long as the outage lasts
// (docs/operations.md, "Where limits live"). One warning when it starts, one line when it ends.
import type { RedisClient } from '../redis.ts';

export type RedisFailover = {
  /** `shared()` while Redis is up; `local()` while it is down or when `shared()` fails. */
  use<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T>;
  /** Stops following the connection (the app closes; the connection is its owner's). */
  stop(): void;
};

/** The log lines it writes (the app's logger). */
export type FailoverLog = { warn(details: object, message: string): void; info(message: string): void };

export function createRedisFailover(redis: RedisClient, log: FailoverLog): RedisFailover {
  let down = false;
  function wentDown(error: unknown) {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'shared limits: Redis unreachable, each process limits from its own memory meanwhile',
    );
  }
  const onClose = () => wentDown(new Error('Redis connection closed'));
  const onReady = () => {
    if (!down) return;
    down = false;
    log.info('shared limits: Redis answers again');
  };
  redis.on('close', onClose);
  redis.on('ready', onReady);
  return {
    async use(shared, local) {
      if (down) return local();
      try {
        return await shared();
      } catch (error) {
        wentDown(error);
        return local();
      }
    },
    stop() {
      redis.off('close', onClose);
      redis.off('ready', onReady);
    },
  };
}
