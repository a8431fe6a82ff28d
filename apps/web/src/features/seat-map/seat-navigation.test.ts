import { describe, expect, it } from 'vitest';
import { planFixture } from './plan-fixture';
import { buildMapModel } from './seat-map-model';
import { type Direction, directionOfKey, firstSeat, nextSeat, rowEnd, stepFrom } from './seat-navigation';

const model = buildMapModel(planFixture);

describe('keyboard navigation between seats', () => {
  it('maps the arrow keys to directions and ignores other keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'a'].map(directionOfKey)).toEqual([
      'left',
      'right',
      'up',
      'down',
      null,
    ]);
  });

  it('goes along the row with left and right, across the aisle too', () => {
    expect(nextSeat(model, 1000, 'right')).toBe(1001);
    expect(nextSeat(model, 1002, 'right')).toBe(1003);
    expect(nextSeat(model, 1003, 'left')).toBe(1002);
  });

  it('stops at the end of the row when nothing lies further that way', () => {
    expect(nextSeat(model, 1005, 'right')).toBeNull();
    expect(nextSeat(model, 1000, 'left')).toBeNull();
  });

  it('goes to the seat of the row behind or in front that is nearest, though rows curve', () => {
    expect(nextSeat(model, 1003, 'down')).toBe(1013);
    expect(nextSeat(model, 1013, 'down')).toBe(1023);
    expect(nextSeat(model, 1023, 'up')).toBe(1013);
    expect(nextSeat(model, 1000, 'down')).toBe(1010);
  });

  it('leaves a section past its last row for the nearest seat of the next block that way', () => {
    expect(nextSeat(model, 1022, 'down')).toBe(2003);
    expect(nextSeat(model, 2003, 'up')).toBe(1022);
    expect(nextSeat(model, 2001, 'down')).toBeNull();
    expect(nextSeat(model, 1002, 'up')).toBeNull();
  });

  it('goes back where it came from with the opposite arrow, though the nearest seat that way differs', () => {
    // From 1024 down lands on 2003, whose own nearest seat up is 1022: without the memory, Down then Up strays.
    expect(nextSeat(model, 2003, 'up')).toBe(1022);
    expect(stepFrom(model, 2003, 'up', { from: 1024, to: 2003, direction: 'down' })).toBe(1024);
    // For every seat and every arrow, the opposite arrow right after returns.
    const back: Record<Direction, Direction> = { left: 'right', right: 'left', up: 'down', down: 'up' };
    for (const seat of model.seats)
      for (const direction of ['left', 'right', 'up', 'down'] as const) {
        const to = stepFrom(model, seat.id, direction, null);
        if (to === null) continue;
        expect(stepFrom(model, to, back[direction], { from: seat.id, to, direction })).toBe(seat.id);
      }
    // Only right after that move: from elsewhere, or the same way again, it is the plain step.
    expect(stepFrom(model, 2003, 'up', { from: 1024, to: 1013, direction: 'down' })).toBe(1022);
    expect(stepFrom(model, 2003, 'down', { from: 1024, to: 2003, direction: 'down' })).toBe(
      nextSeat(model, 2003, 'down'),
    );
  });

  it('reaches every seat from the first one', () => {
    const seen = new Set<number>([1000]);
    const queue = [1000];
    while (queue.length > 0) {
      const id = queue.shift() as number;
      for (const direction of ['left', 'right', 'up', 'down'] as const) {
        const next = nextSeat(model, id, direction);
        if (next !== null && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(seen.size).toBe(model.seats.length);
  });

  it('jumps to the ends of the row with Home and End', () => {
    expect(rowEnd(model, 1013, 'first')).toBe(1010);
    expect(rowEnd(model, 1013, 'last')).toBe(1015);
    expect(rowEnd(model, 2002, 'last')).toBe(2003);
  });

  it('answers null for a seat it does not know', () => {
    expect(nextSeat(model, 42, 'left')).toBeNull();
    expect(rowEnd(model, 42, 'first')).toBeNull();
  });

  it('starts at a choosable seat in the middle of the front row', () => {
    expect(firstSeat(model, () => true)).toBe(1003);
    const taken = new Set([1003, 1002, 1004]);
    expect(firstSeat(model, (id) => !taken.has(id))).toBe(1001);
    expect(firstSeat(model, () => false)).toBe(1000);
  });
});
