import { describe, expect, it } from 'vitest';
import { fromPlan } from './editor-document.ts';
import { SAMPLE } from './plan.fixture.ts';
import {
  selectedRowIds,
  selectedSeatIds,
  selectIds,
  selectInBox,
  selectInLasso,
  selectionBox,
} from './selection.ts';

const document = fromPlan(SAMPLE);
const [row1, row2] = document.sections[0]!.rows;
const seat = (row: typeof row1, i: number) => row!.seats[i]!.id;

describe('selection', () => {
  it('keeps only ids that exist', () => {
    expect([...selectIds(document, [seat(row1, 0), 'seat:999', document.zones[0]!.id])]).toEqual([
      seat(row1, 0),
      document.zones[0]!.id,
    ]);
  });

  it('picks by a rubber band, by centres', () => {
    // Row 1's seats at (100,100) and (120,101); row 2's at (100,130); the zone's middle at (150,600).
    const picked = selectInBox(document, { left: 90, top: 90, right: 125, bottom: 110 });
    expect([...picked]).toEqual([seat(row1, 0), seat(row1, 1)]);
    expect(
      selectInBox(document, { left: 0, top: 550, right: 200, bottom: 650 }).has(document.zones[0]!.id),
    ).toBe(true);
  });

  it('picks by a lasso (point in polygon), even a concave one', () => {
    // A U shape whose notch holds seat (120,101): only the seats at x=100 are inside.
    const lasso = [
      { x: 90, y: 90 },
      { x: 115, y: 90 },
      { x: 115, y: 120 },
      { x: 125, y: 120 },
      { x: 125, y: 90 },
      { x: 130, y: 90 },
      { x: 130, y: 140 },
      { x: 90, y: 140 },
    ];
    expect([...selectInLasso(document, lasso)]).toEqual([seat(row1, 0), seat(row2, 0)]);
    expect(selectInLasso(document, lasso.slice(0, 2)).size).toBe(0);
  });

  it('covers the seats of a selected row or section, and rows whose seats are all selected', () => {
    expect(selectedSeatIds(document, new Set([row1!.id])).size).toBe(2);
    expect(selectedSeatIds(document, new Set([document.sections[0]!.id])).size).toBe(3);
    expect([...selectedRowIds(document, new Set([seat(row2, 0), seat(row1, 0)]))]).toEqual([row2!.id]);
  });

  it('measures the selection', () => {
    expect(selectionBox(document, new Set([row1!.id, document.zones[0]!.id]))).toEqual({
      left: 0,
      top: 100,
      right: 300,
      bottom: 700,
    });
    expect(selectionBox(document, new Set())).toBeUndefined();
  });
});
