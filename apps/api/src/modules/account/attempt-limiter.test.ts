import { describe, expect, it } from 'vitest';
import { createMemoryAttemptLimiter } from './attempt-limiter.ts';

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
