import { describe, expect, it } from 'vitest';
import { managerSeatStates, splitSelection } from './seat-selection';

describe('managerSeatStates', () => {
  it('marks blocked seats from either source, and lets held and sold win', () => {
    const states = managerSeatStates({ held: [3], sold: [4, 5], blocked: [1] }, [{ seat: 2 }, { seat: 5 }]);
    expect(Object.fromEntries(states ?? [])).toEqual({
      1: 'blocked',
      2: 'blocked',
      3: 'held',
      4: 'sold',
      5: 'sold',
    });
  });

  it('says nothing of any seat until both the live status and the blocked seats are read', () => {
    expect(managerSeatStates(undefined, [{ seat: 7 }])).toBeNull();
    expect(managerSeatStates({ held: [], sold: [1], blocked: [] }, undefined)).toBeNull();
    expect(Object.fromEntries(managerSeatStates({ held: [], sold: [], blocked: [] }, []) ?? [])).toEqual({});
  });
});

describe('splitSelection', () => {
  it('blocks the free seats chosen, unblocks the blocked ones, drops taken ones', () => {
    const states = new Map([
      [2, 'blocked' as const],
      [3, 'held' as const],
      [4, 'sold' as const],
    ]);
    expect(splitSelection([9, 2, 1, 3, 4], states)).toEqual({ block: [1, 9], unblock: [2] });
    expect(splitSelection([], states)).toEqual({ block: [], unblock: [] });
  });
});
