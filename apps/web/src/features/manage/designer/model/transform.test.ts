import { describe, expect, it } from 'vitest';
import { fromPlan } from './editor-document.ts';
import { bigPlan, SAMPLE } from './plan.fixture.ts';
import { selectInBox } from './selection.ts';
import {
  alignSelection,
  distributeSelection,
  moveSelection,
  rotateSelection,
  snapSelection,
} from './transform.ts';

const document = fromPlan(SAMPLE);
const section = document.sections[0]!;
const [row1, row2] = section.rows as [(typeof section.rows)[0], (typeof section.rows)[0]];
const xy = (seat: { x: number; y: number }) => [seat.x, seat.y];

describe('moving', () => {
  it('moves seats, a whole row’s layout with them, zones and shapes', () => {
    const zone = document.zones[0]!;
    const shape = document.shapes[0]!;
    const next = moveSelection(document, new Set([row1.id, zone.id, shape.id]), { x: 10, y: -5 });
    const moved = next.sections[0]!.rows[0]!;
    expect(moved.seats.map(xy)).toEqual([
      [110, 95],
      [130, 96],
    ]);
    expect(moved.layout?.origin).toEqual({ x: 110, y: 95 });
    expect(next.sections[0]!.rows[1]).toBe(row2);
    // The section's layout stays: not all of its seats moved.
    expect(next.sections[0]!.layout).toBe(section.layout);
    expect(next.zones[0]!.shape).toMatchObject({ x: 10, y: 495 });
    expect(next.shapes[0]).toMatchObject({ x: 310, y: 15 });
  });

  it('keeps a partly moved row’s layout, moves a whole section’s', () => {
    const partly = moveSelection(document, new Set([row1.seats[0]!.id]), { x: 1, y: 0 });
    expect(partly.sections[0]!.rows[0]!.layout).toBe(row1.layout);
    const whole = moveSelection(document, new Set([section.id]), { x: 1, y: 0 });
    expect(whole.sections[0]!.layout?.origin).toEqual({ x: 101, y: 100 });
  });

  it('changes nothing for a zero move or an empty selection', () => {
    expect(moveSelection(document, new Set([row1.id]), { x: 0, y: 0 })).toBe(document);
    expect(moveSelection(document, new Set(), { x: 5, y: 5 })).toBe(document);
  });

  it('shares every untouched row: moving 40 seats of a 3,000-seat plan makes 2 new rows', () => {
    const big = fromPlan(bigPlan());
    const picked = new Set([
      ...big.sections[2]!.rows[3]!.seats.slice(0, 20).map((s) => s.id),
      ...big.sections[2]!.rows[4]!.seats.slice(0, 20).map((s) => s.id),
    ]);
    const next = moveSelection(big, picked, { x: 3, y: 0 });
    const rows = (d: typeof big) => d.sections.flatMap((s) => s.rows);
    const renewed = rows(next).filter((row, i) => row !== rows(big)[i]);
    expect(renewed).toHaveLength(2);
    expect(next.sections.filter((s, i) => s !== big.sections[i])).toHaveLength(1);
    expect(next.sections[2]!.rows[3]!.seats[25]).toBe(big.sections[2]!.rows[3]!.seats[25]);
  });
});

describe('turning', () => {
  it('turns the selection about its centre; whole rows turn their layout', () => {
    const next = rotateSelection(document, new Set([row1.id]), 180);
    expect(next.sections[0]!.rows[0]!.seats.map(xy)).toEqual([
      [120, 101],
      [100, 100],
    ]);
    expect(next.sections[0]!.rows[0]!.layout).toMatchObject({ origin: { x: 120, y: 101 }, angle: 180 });
    expect(next.sections[0]!.rows[1]).toBe(row2);
    expect(rotateSelection(document, new Set([section.id]), 360)).toBe(document);
  });

  it('turns a zone and a shape about the same centre, adding to their rotation', () => {
    const zone = document.zones[0]!;
    const next = rotateSelection(document, new Set([zone.id]), 90);
    // The zone's middle (150, 600) is the centre: its box stays, turned.
    expect(next.zones[0]!.shape).toMatchObject({ x: 0, y: 500, rotation: 90 });
    const turned = rotateSelection(document, new Set([document.shapes[0]!.id]), 90, { x: 0, y: 0 });
    // The stage's middle (500, 45) goes to (-45, 500).
    expect(turned.shapes[0]).toMatchObject({ x: -245, y: 475, rotation: 90 });
  });
});

describe('aligning, distributing, snapping', () => {
  const columns = fromPlan({
    ...SAMPLE,
    sections: [
      {
        ...SAMPLE.sections[0]!,
        rows: [0, 1, 2].map((r) => ({
          key: `r${r}`,
          label: String(r + 1),
          layout: { origin: { x: 100 + r * 7, y: 100 + r * 30 }, spacing: 20 },
          seats: [0, 1].map((n) => ({
            key: `r${r}-${n}`,
            label: String(n + 1),
            x: 100 + r * 7 + n * 20,
            y: 100 + r * 30,
          })),
        })),
      },
    ],
  });
  const rows = columns.sections[0]!.rows;

  it('aligns whole rows as units to the left', () => {
    const next = alignSelection(columns, new Set(rows.map((r) => r.id)), 'left');
    expect(next.sections[0]!.rows.map((r) => r.seats.map((s) => s.x))).toEqual([
      [100, 120],
      [100, 120],
      [100, 120],
    ]);
    expect(next.sections[0]!.rows[2]!.layout?.origin).toEqual({ x: 100, y: 160 });
  });

  it('aligns single seats to the right and the top', () => {
    const seats = new Set(rows.map((r) => r.seats[0]!.id));
    expect(alignSelection(columns, seats, 'right').sections[0]!.rows.map((r) => r.seats[0]!.x)).toEqual([
      114, 114, 114,
    ]);
    expect(alignSelection(columns, seats, 'top').sections[0]!.rows.map((r) => r.seats[0]!.y)).toEqual([
      100, 100, 100,
    ]);
  });

  it('distributes centres evenly', () => {
    const seats = new Set([rows[0]!.seats[0]!.id, rows[1]!.seats[0]!.id, rows[2]!.seats[1]!.id]);
    // x: 100, 107, 134 → 100, 117, 134.
    const next = distributeSelection(columns, seats, 'horizontal');
    expect(next.sections[0]!.rows[1]!.seats[0]!.x).toBe(117);
    expect(next.sections[0]!.rows[2]!.seats[1]!.x).toBe(134);
    expect(distributeSelection(columns, new Set([rows[0]!.id]), 'vertical')).toBe(columns);
  });

  it('snaps to a grid', () => {
    const next = snapSelection(
      columns,
      selectInBox(columns, { left: 0, top: 0, right: 999, bottom: 999 }),
      10,
    );
    for (const { seat } of next.sections.flatMap((s) =>
      s.rows.flatMap((r) => r.seats.map((seat) => ({ seat }))),
    )) {
      expect(seat.x % 10).toBe(0);
      expect(seat.y % 10).toBe(0);
    }
  });
});
