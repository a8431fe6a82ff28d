// [PLATFORM] The attempt limiters (account mails, sign-in failures with growing lockouts) behave the same on every
// store of lib/shared-limits/: this process's memory, PostgreSQL (the database of this test file) and Redis (skipped
// without one, unless E2E_REQUIRED=1). Two limiters on one shared store count together, as two API processes do;
// the memory store stays bounded.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type Database } from '@afisha/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptStateStore, createAttemptLimiter } from '../../src/lib/shared-limits/attempt-limiter.ts';
import {
  type AttemptRules,
  type AttemptState,
  lockoutRules,
  windowRules,
} from '../../src/lib/shared-limits/attempt-rules.ts';
import { createMemoryAttemptState } from '../../src/lib/shared-limits/memory-attempt-state.ts';
import { createPostgresAttemptState } from '../../src/lib/shared-limits/postgres-attempt-state.ts';
import { createRedisAttemptState } from '../../src/lib/shared-limits/redis-attempt-state.ts';
import { describeWithRedis, redisPrefix, testRedisUrl } from '../helpers/redis.ts';

const MINUTE = 60_000;

function clockAt(start = Date.UTC(2030, 0, 15)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** The same behaviour on any store; `fresh()` gives an empty store (or a namespace of its own in a shared one). */
function limiterContract(fresh: () => AttemptStateStore) {
  const limiterOn = <S extends AttemptState>(rules: AttemptRules<S>, clock = clockAt(), store = fresh()) => ({
    limiter: createAttemptLimiter('test', rules, store, clock),
    clock,
    store,
  });

  describe('a window of attempts (account mails)', () => {
    it('blocks a key after max attempts until its window ends', async () => {
      const { limiter, clock } = limiterOn(windowRules({ max: 3, windowMs: 1000 }));
      for (let i = 0; i < 3; i += 1) {
        expect(await limiter.blockedFor('a')).toBe(0);
        await limiter.hit('a');
      }
      expect(await limiter.blockedFor('a')).toBe(1000);
      expect(await limiter.blockedFor('b')).toBe(0);
      clock.advance(400);
      expect(await limiter.blockedFor('a')).toBe(600);
      clock.advance(600);
      expect(await limiter.blockedFor('a')).toBe(0);
      await limiter.hit('a');
      expect(await limiter.blockedFor('a')).toBe(0);
    });

    it('forgets a key on reset', async () => {
      const { limiter } = limiterOn(windowRules({ max: 1, windowMs: 1000 }));
      await limiter.hit('a');
      expect(await limiter.blockedFor('a')).toBeGreaterThan(0);
      await limiter.reset('a');
      expect(await limiter.blockedFor('a')).toBe(0);
    });

    it('counts the attempts of two processes on one store together, even at the same moment', async () => {
      const clock = clockAt();
      const store = fresh();
      const rules = windowRules({ max: 10, windowMs: MINUTE });
      const one = createAttemptLimiter('mails', rules, store, clock);
      const other = createAttemptLimiter('mails', rules, store, clock);
      await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : other).hit('a')));
      expect(await one.blockedFor('a')).toBe(MINUTE);
      expect(await other.blockedFor('a')).toBe(MINUTE);
      // A limiter of another name on the same store has keys of its own.
      expect(await createAttemptLimiter('other', rules, store, clock).blockedFor('a')).toBe(0);
    });
  });

  describe('lockouts (sign-in failures)', () => {
    const limit = { max: 3, windowMs: 15 * MINUTE, maxLockoutMs: 60 * MINUTE };
    const fail = async (limiter: { hit(key: string): Promise<void> }, times: number) => {
      for (let i = 0; i < times; i += 1) await limiter.hit('a');
    };

    it('locks a key out for the window once it reaches max failures, counted from the last one', async () => {
      const { limiter, clock } = limiterOn(lockoutRules(limit));
      await fail(limiter, 2);
      expect(await limiter.blockedFor('a')).toBe(0);
      clock.advance(5 * MINUTE);
      await fail(limiter, 1);
      expect(await limiter.blockedFor('a')).toBe(15 * MINUTE);
      expect(await limiter.blockedFor('b')).toBe(0);
    });

    it('doubles the lockout with each further round of failures, up to the maximum', async () => {
      const { limiter, clock } = limiterOn(lockoutRules(limit));
      const lockouts: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        await fail(limiter, 3);
        const wait = await limiter.blockedFor('a');
        lockouts.push(wait / MINUTE);
        clock.advance(wait);
        expect(await limiter.blockedFor('a')).toBe(0);
      }
      expect(lockouts).toEqual([15, 30, 60, 60]);
    });

    it('lets failures spread beyond the window start a new round', async () => {
      const { limiter, clock } = limiterOn(lockoutRules(limit));
      await fail(limiter, 2);
      clock.advance(16 * MINUTE);
      await fail(limiter, 2);
      expect(await limiter.blockedFor('a')).toBe(0);
    });

    it('forgets earlier lockouts after a quiet maximum lockout, and at once on reset', async () => {
      const { limiter, clock } = limiterOn(lockoutRules(limit));
      await fail(limiter, 3);
      clock.advance(15 * MINUTE + 61 * MINUTE);
      await fail(limiter, 3);
      expect(await limiter.blockedFor('a')).toBe(15 * MINUTE);
      await limiter.reset('a');
      expect(await limiter.blockedFor('a')).toBe(0);
      await fail(limiter, 3);
      expect(await limiter.blockedFor('a')).toBe(15 * MINUTE);
    });

    it('keeps a lockout for a limiter made later on the same store (a restarted process)', async () => {
      const clock = clockAt();
      const store = fresh();
      await fail(createAttemptLimiter('login', lockoutRules(limit), store, clock), 3);
      clock.advance(MINUTE);
      const restarted = createAttemptLimiter('login', lockoutRules(limit), store, clock);
      expect(await restarted.blockedFor('a')).toBe(14 * MINUTE);
    });
  });
}

describe('memory store', () => {
  limiterContract(() => createMemoryAttemptState());

  it('stays bounded: past the cap the oldest key goes', async () => {
    const clock = clockAt();
    const limiter = createAttemptLimiter(
      'mails',
      windowRules({ max: 1, windowMs: 1000 }),
      createMemoryAttemptState(3),
      clock,
    );
    await limiter.hit('old');
    clock.advance(2000);
    await limiter.hit('a');
    await limiter.hit('b');
    await limiter.hit('c');
    // 'old' expired: dropped first, so nothing live had to go.
    expect(
      await Promise.all(['a', 'b', 'c'].map(async (key) => (await limiter.blockedFor(key)) > 0)),
    ).toEqual([true, true, true]);
    await limiter.hit('d');
    expect(await limiter.blockedFor('a')).toBe(0);
    expect(
      await Promise.all(['b', 'c', 'd'].map(async (key) => (await limiter.blockedFor(key)) > 0)),
    ).toEqual([true, true, true]);
  });
});

describe('PostgreSQL store (attempt_limits)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  // One table for the whole file: each test's limiters get a namespace of their own through a wrapping store.
  limiterContract(() => namespaced(createPostgresAttemptState(database.db), randomUUID()));
});

describeWithRedis('Redis store', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl, { keyPrefix: redisPrefix('attempts') });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${redis.options.keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(redis.options.keyPrefix?.length)));
    redis.disconnect();
  });
  limiterContract(() => namespaced(createRedisAttemptState(redis), randomUUID()));
});

/** A store whose keys start with `prefix`: tests sharing one table or one Redis never meet. */
function namespaced(store: AttemptStateStore, prefix: string): AttemptStateStore {
  return {
    read: (key, now) => store.read(`${prefix}:${key}`, now),
    update: (key, now, next) => store.update(`${prefix}:${key}`, now, next),
    remove: (key) => store.remove(`${prefix}:${key}`),
  };
}
