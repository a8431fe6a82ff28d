import { describe, expect, it } from 'vitest';
import { fromPlan } from './editor-document.ts';
import {
  addShape,
  addZone,
  assignCategory,
  clearBackground,
  deleteSelection,
  makeSection,
  renumberRows,
  renumberSeats,
  setBackground,
  setSeatFlag,
  updateShape,
  updateZone,
} from './operations.ts';
import { SAMPLE } from './plan.fixture.ts';

const document = fromPlan(SAMPLE);
const section = document.sections[0]!;
const [row1, row2] = [section.rows[0]!, section.rows[1]!];

describe('delete', () => {
  it('removes seats, and a row it leaves empty', () => {
    const next = deleteSelection(document, new Set([row1.seats[0]!.id, row2.seats[0]!.id]));
    expect(next.sections[0]!.rows.map((r) => r.seats.map((s) => s.key))).toEqual([['p-1-3']]);
  });

  it('removes rows, sections, zones and shapes; nothing selected changes nothing', () => {
    expect(deleteSelection(document, new Set([row2.id])).sections[0]!.rows).toEqual([row1]);
    const gone = deleteSelection(
      document,
      new Set([section.id, document.zones[0]!.id, document.shapes[0]!.id]),
    );
    expect([gone.sections, gone.zones, gone.shapes]).toEqual([[], [], []]);
    expect(deleteSelection(document, new Set())).toBe(document);
  });
});

describe('category and flags', () => {
  it('assigns a category to seats and zones, or clears it', () => {
    const next = assignCategory(document, new Set([row2.id, document.zones[0]!.id]), 'c2');
    expect(next.sections[0]!.rows[1]!.seats[0]!.category).toBe('c2');
    expect(next.zones[0]!.category).toBe('c2');
    expect(next.sections[0]!.rows[0]).toBe(row1);
    const cleared = assignCategory(document, new Set([row1.id]), undefined);
    expect('category' in cleared.sections[0]!.rows[0]!.seats[0]!).toBe(false);
    expect(assignCategory(document, new Set([row1.id]), 'c1')).toBe(document);
  });

  it('sets and clears flags in the contracts’ order', () => {
    const seat = new Set([row1.seats[0]!.id]);
    const set = setSeatFlag(setSeatFlag(document, seat, 'no_back', true), seat, 'companion', true);
    expect(set.sections[0]!.rows[0]!.seats[0]!.flags).toEqual(['wheelchair', 'companion', 'no_back']);
    const cleared = setSeatFlag(document, seat, 'wheelchair', false);
    expect('flags' in cleared.sections[0]!.rows[0]!.seats[0]!).toBe(false);
    expect(setSeatFlag(document, seat, 'wheelchair', true)).toBe(document);
  });
});

describe('renumbering', () => {
  it('renumbers selected seats and whole rows, keeping keys', () => {
    const whole = renumberSeats(document, new Set([row1.id]), { start: 2, parity: 'even', direction: 'rtl' });
    const renumbered = whole.sections[0]!.rows[0]!;
    expect(renumbered.seats.map((s) => [s.key, s.label])).toEqual([
      ['p-1-1', '4'],
      ['p-1-3', '2'],
    ]);
    expect(renumbered.layout?.numbering).toEqual({ start: 2, parity: 'even', direction: 'rtl' });
    expect(whole.sections[0]!.rows[1]).toBe(row2);
    const one = renumberSeats(document, new Set([row1.seats[1]!.id]), { start: 9 });
    expect(one.sections[0]!.rows[0]!.seats.map((s) => s.label)).toEqual(['1', '9']);
    expect(one.sections[0]!.rows[0]!.layout?.numbering).toEqual({ parity: 'odd' });
  });

  it('relabels selected rows, or a whole section with its settings', () => {
    const some = renumberRows(document, new Set([row2.id]), { scheme: 'latin' });
    expect(some.sections[0]!.rows.map((r) => [r.key, r.label])).toEqual([
      ['p-1', '1'],
      ['p-2', 'A'],
    ]);
    const all = renumberRows(document, new Set([section.id]), { start: 10, skip: ['11'] });
    expect(all.sections[0]!.rows.map((r) => r.label)).toEqual(['10', '12']);
    expect(all.sections[0]!.layout?.row_numbering).toEqual({ start: 10, skip: ['11'] });
    expect(renumberRows(document, new Set(), {})).toBe(document);
  });
});

describe('sections', () => {
  it('makes a section of the selected rows, keeping their keys', () => {
    const made = makeSection(document, new Set([row2.id]), { name: { ru: 'Ложа 1' }, kind: 'box' })!;
    const box = made.document.sections.find((s) => s.id === made.id)!;
    expect(box).toMatchObject({ key: 'box', kind: 'box' });
    expect(box.rows[0]).toBe(row2);
    expect(made.document.sections[0]!.rows).toEqual([row1]);
    expect(makeSection(document, new Set(), { name: { ru: 'x' }, kind: 'box' })).toBeUndefined();
  });
});

describe('zones, shapes, background', () => {
  it('adds and changes zones with a capacity', () => {
    const { document: next, id } = addZone(document, {
      name: { ru: 'Фан-зона' },
      capacity: 50,
      shape: { kind: 'ellipse', x: 0, y: 0, width: 100, height: 50 },
    });
    expect(next.zones[1]).toMatchObject({ id, key: 'zone', capacity: 50 });
    const changed = updateZone(next, id, {
      capacity: 80,
      shape: {
        kind: 'polygon',
        points: [
          [0, 0],
          [10, 0],
          [0, 10],
        ],
      },
    });
    expect(changed.zones[1]).toMatchObject({ key: 'zone', capacity: 80, shape: { kind: 'polygon' } });
    expect(changed.zones[0]).toBe(document.zones[0]);
  });

  it('adds and turns shapes', () => {
    const { document: next, id } = addShape(document, { kind: 'label', x: 10, y: 10, width: 80, height: 20 });
    expect(updateShape(next, id, { rotation: 45 }).shapes[1]).toMatchObject({ kind: 'label', rotation: 45 });
    expect(updateShape(next, 'shape:999', { rotation: 45 })).toBe(next);
  });

  it('sets, changes and clears the background', () => {
    const none = clearBackground(document);
    expect(none.background).toBeUndefined();
    expect(setBackground(none, { opacity: 0.2 })).toBe(none);
    expect(setBackground(none, { media: 3 }).background).toEqual({
      media: 3,
      x: 0,
      y: 0,
      scale: 1,
      opacity: 0.5,
    });
    expect(setBackground(document, { scale: 2, x: -10 }).background).toEqual({
      media: 7,
      x: -10,
      y: 0,
      scale: 2,
      opacity: 0.5,
    });
  });
});
