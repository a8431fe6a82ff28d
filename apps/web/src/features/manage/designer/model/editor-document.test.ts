import { describe, expect, it } from 'vitest';
import { fromPlan, idKind, mapSeats, newKey, toPlan, usedKeys } from './editor-document.ts';
import { SAMPLE } from './plan.fixture.ts';

describe('the editor document', () => {
  it('gives everything an id of its kind, and comes back as the same plan', () => {
    const document = fromPlan(SAMPLE);
    const ids = [
      ...document.sections.map((s) => s.id),
      ...document.sections.flatMap((s) => s.rows.map((r) => r.id)),
      ...document.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => seat.id))),
      ...document.zones.map((z) => z.id),
      ...document.shapes.map((s) => s.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(idKind(document.shapes[0]!.id)).toBe('shape');
    expect(idKind(document.sections[0]!.rows[0]!.seats[0]!.id)).toBe('seat');
    const back = toPlan(document);
    // Keys, layouts, flags and background kept; positions written to a tenth.
    expect(back.sections[0]?.rows[0]?.seats[1]).toEqual({
      key: 'p-1-3',
      label: '3',
      x: 120,
      y: 101,
      category: 'c1',
    });
    expect(back.sections[0]?.rows[0]?.layout).toEqual(SAMPLE.sections[0]?.rows[0]?.layout);
    const expected = structuredClone(SAMPLE);
    expected.sections[0]!.rows[0]!.seats[1]!.x = 120;
    expected.sections[0]!.rows[0]!.seats[1]!.y = 101;
    expect(back).toEqual(expected);
    expect(JSON.stringify(back)).not.toContain('"id"');
    expect(JSON.stringify(back)).not.toContain('nextId');
  });

  it('keeps repeated keys as they are (a problem to show, not to repair)', () => {
    const plan = structuredClone(SAMPLE);
    plan.sections[0]!.rows[1]!.seats[0]!.key = 'p-1-1';
    expect(toPlan(fromPlan(plan)).sections[0]?.rows[1]?.seats[0]?.key).toBe('p-1-1');
  });

  it('makes new keys readable and unique', () => {
    const taken = usedKeys(fromPlan(SAMPLE));
    expect(newKey(taken, 'p', '3', '12')).toBe('p-3-12');
    expect(newKey(taken, 'p', '1', '1')).toBe('p-1-1-2');
    expect(newKey(taken, 'p', '1', '1')).toBe('p-1-1-3');
    expect(newKey(taken, 'p', 'Ложа 3')).toBe('p-Ложа_3');
  });

  it('changes only the rows whose seats change', () => {
    const document = fromPlan(SAMPLE);
    const target = document.sections[0]!.rows[1]!.seats[0]!.id;
    const next = mapSeats(document, (seat) => (seat.id === target ? { ...seat, x: 1 } : seat));
    expect(next.sections[0]?.rows[0]).toBe(document.sections[0]?.rows[0]);
    expect(next.sections[0]?.rows[1]).not.toBe(document.sections[0]?.rows[1]);
    expect(next.zones).toBe(document.zones);
    expect(mapSeats(document, (seat) => seat)).toBe(document);
  });
});
