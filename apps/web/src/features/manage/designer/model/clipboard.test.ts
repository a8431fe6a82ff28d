import { describe, expect, it } from 'vitest';
import { copySelection, pasteClipboard } from './clipboard.ts';
import { fromPlan, toPlan } from './editor-document.ts';
import { SAMPLE } from './plan.fixture.ts';

const document = fromPlan(SAMPLE);
const row1 = document.sections[0]!.rows[0]!;

describe('copy and paste', () => {
  it('pastes a row as a new row with new keys, offset, its layout following', () => {
    const clipboard = copySelection(document, new Set([row1.id]));
    const { document: next, selection } = pasteClipboard(document, clipboard, { x: 0, y: 60 });
    const pasted = next.sections[0]!.rows[2]!;
    expect(pasted.seats.map((s) => [s.key, s.label, s.x, s.y])).toEqual([
      ['p-1-2-1', '1', 100, 160],
      ['p-1-2-3', '3', 120, 161],
    ]);
    expect(pasted.key).toBe('p-1-2');
    expect(pasted.layout?.origin).toEqual({ x: 100, y: 160 });
    expect(pasted.seats[0]!.flags).toEqual(['wheelchair']);
    expect(selection.has(pasted.id)).toBe(true);
    // Every key in the plan is still unique.
    const keys = toPlan(next).sections.flatMap((s) => [
      s.key,
      ...s.rows.flatMap((r) => [r.key, ...r.seats.map((x) => x.key)]),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('copies only the selected seats of a row, and zones and shapes with new keys', () => {
    const zone = document.zones[0]!;
    const clipboard = copySelection(document, new Set([row1.seats[1]!.id, zone.id, document.shapes[0]!.id]));
    expect(clipboard.rows[0]?.row.seats).toHaveLength(1);
    const { document: next, selection } = pasteClipboard(document, clipboard);
    expect(next.zones[1]).toMatchObject({ key: 'dance-2', shape: { x: 20, y: 520 } });
    expect(next.shapes[1]).toMatchObject({ x: 320, y: 40 });
    // The pasted row (standing for its seat), the zone and the shape.
    expect(selection.size).toBe(3);
    expect(next.sections[0]!.rows[0]).toBe(row1);
  });

  it('keeps the clipboard usable after the original is deleted', () => {
    const clipboard = copySelection(document, new Set([row1.id]));
    const empty = fromPlan({ ...SAMPLE, sections: [{ ...SAMPLE.sections[0]!, key: 'other' }] });
    const { document: next } = pasteClipboard(empty, clipboard);
    expect(next.sections[0]!.rows).toHaveLength(3);
  });
});
