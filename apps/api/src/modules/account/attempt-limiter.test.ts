import { describe, expect, it } from 'vitest';
import { createLockoutLimiter, createMemoryAttemptLimiter } from './attempt-limiter.ts';

function clockAt(start = 0) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('memory attempt limiter', () => {
  it('blocks a key after max attempts until its window ends', () => {
    const clock = clockAt();
    const limiter = createMemoryAttemptLimiter({ max: 3, windowMs: 1000 }, clock);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.blockedFor('a')).toBe(0);
      limiter.hit('a');
    }
    expect(limiter.blockedFor('a')).toBe(1000);
    expect(limiter.blockedFor('b')).toBe(0);
    clock.advance(400);
    expect(limiter.blockedFor('a')).toBe(600);
    clock.advance(600);
    expect(limiter.blockedFor('a')).toBe(0);
    limiter.hit('a');
    expect(limiter.blockedFor('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = createMemoryAttemptLimiter({ max: 1, windowMs: 1000 }, clockAt());
    limiter.hit('a');
    expect(limiter.blockedFor('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.blockedFor('a')).toBe(0);
  });

  it('stays within its key budget, dropping expired windows first, then the oldest', () => {
    const clock = clockAt();
    const limiter = createMemoryAttemptLimiter({ max: 1, windowMs: 1000 }, clock, 3);
    limiter.hit('old');
    clock.advance(2000);
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(['a', 'b', 'c'].map((key) => limiter.blockedFor(key) > 0)).toEqual([true, true, true]);
    limiter.hit('d');
    expect(limiter.blockedFor('a')).toBe(0);
    expect(['b', 'c', 'd'].map((key) => limiter.blockedFor(key) > 0)).toEqual([true, true, true]);
  });
});

describe('lockout limiter (sign-in failures)', () => {
  const MINUTE = 60_000;
  const limit = { max: 3, windowMs: 15 * MINUTE, maxLockoutMs: 60 * MINUTE };
  const fail = (limiter: ReturnType<typeof createLockoutLimiter>, times: number) => {
    for (let i = 0; i < times; i += 1) limiter.hit('a');
  };

  it('locks a key out for the window once it reaches max failures, counted from the last one', () => {
    const clock = clockAt();
    const limiter = createLockoutLimiter(limit, clock);
    fail(limiter, 2);
    expect(limiter.blockedFor('a')).toBe(0);
    clock.advance(5 * MINUTE);
    fail(limiter, 1);
    expect(limiter.blockedFor('a')).toBe(15 * MINUTE);
    expect(limiter.blockedFor('b')).toBe(0);
  });

  it('doubles the lockout with each further round of failures, up to the maximum', () => {
    const clock = clockAt();
    const limiter = createLockoutLimiter(limit, clock);
    const lockouts: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      fail(limiter, 3);
      lockouts.push(limiter.blockedFor('a') / MINUTE);
      clock.advance(limiter.blockedFor('a'));
      expect(limiter.blockedFor('a')).toBe(0);
    }
    expect(lockouts).toEqual([15, 30, 60, 60]);
  });

  it('lets failures spread beyond the window start a new round', () => {
    const clock = clockAt();
    const limiter = createLockoutLimiter(limit, clock);
    fail(limiter, 2);
    clock.advance(16 * MINUTE);
    fail(limiter, 2);
    expect(limiter.blockedFor('a')).toBe(0);
  });

  it('forgets earlier lockouts after a quiet maximum lockout, and at once on reset', () => {
    const clock = clockAt();
    const limiter = createLockoutLimiter(limit, clock);
    fail(limiter, 3);
    clock.advance(15 * MINUTE + 61 * MINUTE);
    fail(limiter, 3);
    expect(limiter.blockedFor('a')).toBe(15 * MINUTE);
    limiter.reset('a');
    expect(limiter.blockedFor('a')).toBe(0);
    fail(limiter, 3);
    expect(limiter.blockedFor('a')).toBe(15 * MINUTE);
  });
});
