import { describe, expect, it } from 'vitest';
import { deadlineFrom, formatCountdown, msUntilNextTick, secondsRemaining } from './countdown';

describe('hold countdown', () => {
  it('counts from the server seconds and the monotonic clock, not the wall clock', () => {
    const deadline = deadlineFrom(900, 10_000);
    expect(deadline).toBe(910_000);
    expect(secondsRemaining(deadline, 10_000)).toBe(900);
    expect(secondsRemaining(deadline, 10_001)).toBe(900);
    expect(secondsRemaining(deadline, 11_000)).toBe(899);
    expect(secondsRemaining(deadline, 909_800)).toBe(1);
    expect(secondsRemaining(deadline, 910_000)).toBe(0);
    expect(secondsRemaining(deadline, 999_999)).toBe(0);
  });

  it('treats a negative seconds_left as already over', () => {
    expect(secondsRemaining(deadlineFrom(-5, 100), 100)).toBe(0);
  });

  it('formats minutes and seconds, and hours when there are any', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(845)).toBe('14:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });

  it('ticks on the next whole second of the deadline', () => {
    expect(msUntilNextTick(10_000, 8_750)).toBe(250);
    expect(msUntilNextTick(10_000, 9_000)).toBe(1000);
    expect(msUntilNextTick(10_000, 10_000)).toBe(0);
    expect(msUntilNextTick(10_000, 12_000)).toBe(0);
  });
});
