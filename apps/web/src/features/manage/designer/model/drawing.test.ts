import { ZPlanDocument } from '@afisha/contracts/manage/plans';
import { describe, expect, it } from 'vitest';
import { addBlock, addRow, applyRowLayout, resizeRow } from './drawing.ts';
import { fromPlan, toPlan } from './editor-document.ts';
import { SAMPLE } from './plan.fixture.ts';
import { planProblems } from './problems.ts';
import { bendRow, layoutFromSpacing } from './row-geometry.ts';
import { rotateSelection } from './transform.ts';

describe('drawing', () => {
  it('adds a block of rows, each with its own layout, numbered and keyed readably', () => {
    const { document, id } = addBlock(fromPlan({ ...SAMPLE, sections: [] }), {
      name: { ru: 'Балкон' },
      kind: 'balcony',
      layout: {
        origin: { x: 100, y: 400 },
        rows: 3,
        seats_per_row: 4,
        spacing: 20,
        row_spacing: 30,
        stagger: 10,
        numbering: { direction: 'rtl' },
        row_numbering: { scheme: 'cyrillic' },
      },
      category: 'c1',
    });
    const section = document.sections.find((s) => s.id === id)!;
    expect(section.key).toBe('balcony');
    expect(section.rows.map((r) => r.label)).toEqual(['А', 'Б', 'В']);
    expect(section.rows[1]?.seats.map((s) => s.label)).toEqual(['4', '3', '2', '1']);
    expect(section.rows[1]?.seats[0]).toMatchObject({ key: 'balcony-Б-4', x: 110, y: 430, category: 'c1' });
    expect(section.rows[2]?.layout?.origin).toEqual({ x: 100, y: 460 });
    expect(toPlan(document).sections[0]?.layout?.rows).toBe(3);
  });

  it('adds a row after the section’s rows, with new keys that never repeat existing ones', () => {
    const start = fromPlan(SAMPLE);
    const { document } = addRow(start, start.sections[0]!.id, {
      layout: layoutFromSpacing({ x: 100, y: 160 }, 20),
      count: 3,
    })!;
    expect(
      addRow(start, 'section:999', { layout: layoutFromSpacing({ x: 0, y: 0 }), count: 1 }),
    ).toBeUndefined();
    const row = document.sections[0]!.rows[2]!;
    expect(row.label).toBe('3');
    expect(row.key).toBe('p-3');
    expect(row.seats.map((s) => [s.key, s.x])).toEqual([
      ['p-3-1', 100],
      ['p-3-2', 120],
      ['p-3-3', 140],
    ]);
    expect(document.sections[0]?.rows[0]).toBe(start.sections[0]?.rows[0]);
    expect(document.nextId).toBeGreaterThan(start.nextId);
  });

  it('re-lays a row on a new layout, keeping its seats’ keys and labels', () => {
    const start = fromPlan(SAMPLE);
    const row = start.sections[0]!.rows[0]!;
    const next = applyRowLayout(start, row.id, bendRow(layoutFromSpacing({ x: 0, y: 0 }, 30), 2, 0));
    const after = next.sections[0]!.rows[0]!;
    expect(after.seats.map((s) => [s.key, s.label, s.x, s.y])).toEqual([
      ['p-1-1', '1', 0, 0],
      ['p-1-3', '3', 30, 0],
    ]);
    expect(after.layout?.numbering).toEqual({ parity: 'odd' });
  });

  it('lengthens a row along its layout with the next free labels and new keys, and shortens it from its end', () => {
    const start = fromPlan(SAMPLE);
    const row = start.sections[0]!.rows[0]!;
    const longer = resizeRow(start, row.id, 4).sections[0]!.rows[0]!;
    // Odd numbering: 1 and 3 are there, so 5 and 7 come; positions from the layout (bent, 20 apart).
    expect(longer.seats.map((s) => [s.key, s.label])).toEqual([
      ['p-1-1', '1'],
      ['p-1-3', '3'],
      ['p-1-5', '5'],
      ['p-1-7', '7'],
    ]);
    expect(longer.seats[0]).toBe(row.seats[0]);
    expect(longer.seats[3]!.category).toBe('c1');
    const shorter = resizeRow(start, row.id, 1).sections[0]!.rows[0]!;
    expect(shorter.seats).toEqual([row.seats[0]]);
    // A row without a layout (imported from a CSV) stays as it is.
    expect(resizeRow(start, start.sections[0]!.rows[1]!.id, 5)).toBe(start);
  });

  it('saves a drawn hall as a plan document the contracts accept, with no problems', () => {
    let document = fromPlan({ ...SAMPLE, width: 2000, height: 2000, sections: [], zones: [] });
    const drawn = addBlock(document, {
      name: { ru: 'Партер' },
      kind: 'parterre',
      layout: {
        origin: { x: 600, y: 400 },
        rows: 12,
        seats_per_row: 24,
        spacing: 22,
        row_spacing: 30,
        curve: 0.15,
      },
      category: 'c1',
    });
    document = rotateSelection(drawn.document, new Set([drawn.id]), 33.3);
    const plan = toPlan(document);
    expect(ZPlanDocument.safeParse(plan).success).toBe(true);
    expect(planProblems(plan)).toEqual([]);
    expect(plan.sections[0]?.rows.map((row) => row.layout?.angle)).toEqual(Array(12).fill(33.3));
  });
});
