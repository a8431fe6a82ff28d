import { describe, expect, it } from 'vitest';
import { dayTicks, valueTicks } from './chart-scale';

describe('valueTicks', () => {
  it('covers the highest value with round steps from zero', () => {
    expect(valueTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(valueTicks(1234_00)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(3_500_000)).toEqual([0, 1_000_000, 2_000_000, 3_000_000, 4_000_000]);
  });

  it('draws an empty axis of 0 to 1 when nothing was sold', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
  });
});

describe('dayTicks', () => {
  it('labels every day of a short period', () => {
    expect(dayTicks(3)).toEqual([0, 1, 2]);
    expect(dayTicks(0)).toEqual([]);
  });

  it('labels the first and last day of a long one and evenly spaced days between', () => {
    expect(dayTicks(30)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(dayTicks(31)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(dayTicks(8)).toEqual([0, 2, 4, 6, 7]);
    expect(dayTicks(9)).toEqual([0, 2, 4, 6, 8]);
  });
});
