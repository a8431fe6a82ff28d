import { describe, expect, it } from 'vitest';
import { starStates } from './rating-stars-state';

describe('starStates', () => {
  it('always gives five stars, the earned ones filled and the rest empty', () => {
    expect(starStates(4)).toEqual([true, true, true, true, false]);
    expect(starStates(1)).toEqual([true, false, false, false, false]);
    expect(starStates(5)).toEqual([true, true, true, true, true]);
  });

  it('rounds to a whole star and stays within 0 to 5', () => {
    expect(starStates(3.6).filter(Boolean)).toHaveLength(4);
    expect(starStates(3.4).filter(Boolean)).toHaveLength(3);
    expect(starStates(0)).toEqual([false, false, false, false, false]);
    expect(starStates(9)).toEqual([true, true, true, true, true]);
    expect(starStates(-1).some(Boolean)).toBe(false);
    expect(starStates(Number.NaN)).toEqual([false, false, false, false, false]);
  });
});
