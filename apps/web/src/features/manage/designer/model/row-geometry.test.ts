import { describe, expect, it } from 'vitest';
import { distance, type Point } from './geometry.ts';
import {
  bendRow,
  blockRowLayouts,
  centralAngle,
  layoutFromEnds,
  layoutFromSpacing,
  respaceRow,
  rotateRowLayout,
  rowEnd,
  rowSeatPositions,
} from './row-geometry.ts';

/** Rounding to 0.1 moves a point by at most ~0.07; two points' distance by ~0.15. */
const ROUNDING = 0.15;

/** The circle through three points. */
function circleThrough(a: Point, b: Point, c: Point) {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  const sq = (p: Point) => p.x * p.x + p.y * p.y;
  const x = (sq(a) * (b.y - c.y) + sq(b) * (c.y - a.y) + sq(c) * (a.y - b.y)) / d;
  const y = (sq(a) * (c.x - b.x) + sq(b) * (a.x - c.x) + sq(c) * (b.x - a.x)) / d;
  return { centre: { x, y }, radius: distance({ x, y }, a) };
}

describe('a straight row', () => {
  it('puts the seats spacing apart from the origin along the angle', () => {
    expect(rowSeatPositions(layoutFromSpacing({ x: 100, y: 50 }, 20), 3)).toEqual([
      { x: 100, y: 50 },
      { x: 120, y: 50 },
      { x: 140, y: 50 },
    ]);
    // 90° clockwise with y down: the row runs downwards.
    expect(rowSeatPositions(layoutFromSpacing({ x: 0, y: 0 }, 10, 90), 3)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 10 },
      { x: 0, y: 20 },
    ]);
  });

  it('is placed by its two ends', () => {
    const layout = layoutFromEnds({ x: 0, y: 0 }, { x: 30, y: 40 }, 6);
    expect(layout.spacing).toBe(10);
    expect(layout.angle).toBeCloseTo(53.13, 2);
    const seats = rowSeatPositions(layout, 6);
    expect(seats.at(-1)).toEqual({ x: 30, y: 40 });
  });

  it('rounds to a tenth of a unit, with no binary noise', () => {
    const seats = rowSeatPositions(layoutFromSpacing({ x: 0.1, y: 0.2 }, 0.1 + 0.2, 33.3), 7);
    for (const { x, y } of seats) {
      expect(String(x)).toMatch(/^-?\d+(\.\d)?$/);
      expect(String(y)).toMatch(/^-?\d+(\.\d)?$/);
    }
  });

  it('gives one seat at the origin and none for no seats', () => {
    expect(rowSeatPositions(layoutFromSpacing({ x: 5, y: 5 }), 1)).toEqual([{ x: 5, y: 5 }]);
    expect(rowSeatPositions(layoutFromSpacing({ x: 5, y: 5 }), 0)).toEqual([]);
  });

  it('changes spacing from its first seat', () => {
    const seats = rowSeatPositions(respaceRow(layoutFromSpacing({ x: 0, y: 0 }, 20), 25), 3);
    expect(seats.map((s) => s.x)).toEqual([0, 25, 50]);
  });
});

describe('a bent row', () => {
  const count = 12;
  const start = { x: 100, y: 300 };
  const end = { x: 600, y: 300 };

  for (const curve of [0.1, 0.25, -0.2, 0.5]) {
    it(`lies on a circle, equally spaced along the arc (curve ${curve})`, () => {
      const layout = layoutFromEnds(start, end, count, curve);
      const seats = rowSeatPositions(layout, count);
      expect(distance(seats[0] as Point, start)).toBeLessThan(ROUNDING);
      expect(distance(seats.at(-1) as Point, end)).toBeLessThan(ROUNDING);
      const { centre, radius } = circleThrough(seats[0] as Point, seats[5] as Point, seats[11] as Point);
      for (const seat of seats) expect(Math.abs(distance(seat, centre) - radius)).toBeLessThan(ROUNDING);
      // Equal arcs subtend equal chords.
      const gaps = seats.slice(1).map((seat, i) => distance(seat, seats[i] as Point));
      for (const gap of gaps) expect(Math.abs(gap - (gaps[0] as number))).toBeLessThan(ROUNDING);
      // Spacing is measured along the arc: the arc is the radius times the central angle.
      expect(layout.spacing! * (count - 1)).toBeCloseTo(radius * centralAngle(curve), 0);
    });
  }

  it('bows towards larger y for a positive curve (away from a stage at the top), smaller for negative', () => {
    const middle = (curve: number) => rowSeatPositions(layoutFromEnds(start, end, 11, curve), 11)[5] as Point;
    expect(middle(0.1).y).toBeCloseTo(300 + 0.1 * 500, 0);
    expect(middle(-0.1).y).toBeCloseTo(300 - 0.1 * 500, 0);
  });

  it('a curve of 0.5 is a half circle', () => {
    const seats = rowSeatPositions(layoutFromEnds({ x: 0, y: 0 }, { x: 200, y: 0 }, 21, 0.5), 21);
    expect(seats[10]).toEqual({ x: 100, y: 100 });
  });

  it('bends between fixed ends', () => {
    const straight = layoutFromEnds(start, end, count);
    const bent = bendRow(straight, count, 0.2);
    expect(bent.origin).toEqual(straight.origin);
    expect(distance(rowEnd(bent, count), end)).toBeLessThan(ROUNDING * 5);
    expect(bent.spacing!).toBeGreaterThan(straight.spacing!);
  });
});

describe('rotation', () => {
  it('turns a row about its first seat', () => {
    const layout = rotateRowLayout(layoutFromSpacing({ x: 10, y: 10 }, 10), 90);
    expect(rowSeatPositions(layout, 2)).toEqual([
      { x: 10, y: 10 },
      { x: 10, y: 20 },
    ]);
  });

  it('turns a row about a given centre, and keeps the angle in range', () => {
    const layout = rotateRowLayout(layoutFromSpacing({ x: 10, y: 0 }, 10, 300), 90, { x: 0, y: 0 });
    expect(layout.origin).toEqual({ x: 0, y: 10 });
    expect(layout.angle).toBe(30);
  });

  it('turns a bent row rigidly', () => {
    const layout = layoutFromEnds({ x: 0, y: 0 }, { x: 200, y: 0 }, 9, 0.2);
    const before = rowSeatPositions(layout, 9);
    const after = rowSeatPositions(rotateRowLayout(layout, 45), 9);
    for (let i = 1; i < 9; i++) {
      expect(distance(after[i] as Point, after[0] as Point)).toBeCloseTo(
        distance(before[i] as Point, before[0] as Point),
        0,
      );
    }
  });
});

describe('a block of rows', () => {
  it('gives each row its own layout, row_spacing apart, odd positions staggered', () => {
    const rows = blockRowLayouts({
      origin: { x: 100, y: 100 },
      rows: 3,
      seats_per_row: 10,
      spacing: 20,
      row_spacing: 30,
      stagger: 10,
    });
    expect(rows.map((row) => row.origin)).toEqual([
      { x: 100, y: 100 },
      { x: 110, y: 130 },
      { x: 100, y: 160 },
    ]);
    expect(rows.every((row) => row.spacing === 20)).toBe(true);
    expect(rows[0]).not.toBe(rows[2]);
  });

  it('turns the whole block with its angle', () => {
    const rows = blockRowLayouts({ origin: { x: 0, y: 0 }, angle: 90, rows: 2, row_spacing: 30 });
    expect(rows[1]?.origin).toEqual({ x: -30, y: 0 });
    expect(rows[1]?.angle).toBe(90);
  });

  it('bends a block into concentric rows of the same seats and spacing, centred on one line', () => {
    const block = {
      origin: { x: 200, y: 200 },
      rows: 4,
      seats_per_row: 9,
      spacing: 20,
      row_spacing: 30,
      curve: 0.2,
    };
    const rows = blockRowLayouts(block).map((layout) => rowSeatPositions(layout, 9));
    const { centre, radius } = circleThrough(rows[0]![0]!, rows[0]![4]!, rows[0]![8]!);
    rows.forEach((seats, r) => {
      for (const seat of seats) expect(distance(seat, centre)).toBeCloseTo(radius + r * 30, 0);
      // Equal arcs: the angle between neighbours times the radius is the spacing.
      const angleOf = (p: Point) => Math.atan2(p.y - centre.y, p.x - centre.x);
      const step = Math.abs(angleOf(seats[1]!) - angleOf(seats[0]!)) * (radius + r * 30);
      expect(step).toBeCloseTo(20, 0);
      // The middle seat on the block's middle line (straight below the centre, the block not turned).
      expect(seats[4]!.x).toBeCloseTo(centre.x, 0);
    });
  });

  it('staggers a bent block along the arc', () => {
    const block = {
      origin: { x: 200, y: 200 },
      rows: 2,
      seats_per_row: 9,
      spacing: 20,
      row_spacing: 30,
      curve: 0.2,
    };
    const plain = rowSeatPositions(blockRowLayouts(block)[1]!, 9);
    const staggered = rowSeatPositions(blockRowLayouts({ ...block, stagger: 10 })[1]!, 9);
    // Every seat moved on by 10 units along its circle, to the right (the way the row runs).
    for (let i = 0; i < 9; i++) {
      expect(distance(plain[i]!, staggered[i]!)).toBeCloseTo(10, 0);
      expect(staggered[i]!.x).toBeGreaterThan(plain[i]!.x);
    }
  });

  it('bends a block towards the stage with rows getting tighter, and lays a row past the centre straight', () => {
    // Radii 105, 75, 45, then 15 (a circle of 94 units, too small for a row of 160) and below zero.
    const rows = blockRowLayouts({
      origin: { x: 0, y: 0 },
      rows: 5,
      seats_per_row: 9,
      spacing: 20,
      curve: -0.2,
      row_spacing: 30,
    });
    expect(rows[1]!.curve).toBeLessThan(rows[0]!.curve!);
    expect(rows[2]!.curve).toBeLessThan(rows[1]!.curve!);
    expect(rows[3]).toMatchObject({ curve: 0, origin: { x: 0, y: 90 } });
    expect(rows[4]).toMatchObject({ curve: 0, origin: { x: 0, y: 120 } });
  });
});
