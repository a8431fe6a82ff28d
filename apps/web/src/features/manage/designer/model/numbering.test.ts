import { describe, expect, it } from 'vitest';
import {
  CYRILLIC_ROW_LETTERS,
  duplicateLabels,
  labelSequence,
  numberRows,
  numberSeats,
  repeatedIndexes,
  schemeLabel,
} from './numbering.ts';
import type { PlanRow, PlanSection } from './plan-types.ts';

const row = (label: string, seats: number, key = `r-${label}`): PlanRow => ({
  key,
  label,
  seats: Array.from({ length: seats }, (_, i) => ({ key: `${key}-${i}`, label: '?', x: i * 20, y: 0 })),
  layout: { origin: { x: 0, y: 0 }, spacing: 20 },
});
const section = (rows: PlanRow[]): PlanSection => ({
  key: 's',
  name: { ru: 'Партер' },
  kind: 'parterre',
  rows,
});
const labels = (r: PlanRow) => r.seats.map((seat) => seat.label);

describe('label sequences', () => {
  it('counts from start by step', () => {
    expect(labelSequence({}, 4)).toEqual(['1', '2', '3', '4']);
    expect(labelSequence({ start: 5, step: 2 }, 3)).toEqual(['5', '7', '9']);
  });

  it('reads an odd row of 10 seats 1, 3, …, 19 and an even one 2, …, 20', () => {
    expect(labelSequence({ parity: 'odd' }, 10)).toEqual([
      '1',
      '3',
      '5',
      '7',
      '9',
      '11',
      '13',
      '15',
      '17',
      '19',
    ]);
    expect(labelSequence({ parity: 'even' }, 3)).toEqual(['2', '4', '6']);
    expect(labelSequence({ parity: 'odd', start: 4 }, 2)).toEqual(['5', '7']);
  });

  it('skips the labels it is told to', () => {
    expect(labelSequence({ start: 11, skip: ['13'] }, 4)).toEqual(['11', '12', '14', '15']);
    expect(labelSequence({ scheme: 'latin', skip: ['I', 'O'] }, 10)).toEqual([...'ABCDEFGHJK']);
  });

  it('letters in Latin: A..Z then AA, AB; start is a position in the alphabet', () => {
    expect(labelSequence({ scheme: 'latin' }, 3)).toEqual(['A', 'B', 'C']);
    expect(schemeLabel(26, 'latin')).toBe('Z');
    expect(schemeLabel(27, 'latin')).toBe('AA');
    expect(schemeLabel(28, 'latin')).toBe('AB');
    expect(schemeLabel(26 * 27 + 1, 'latin')).toBe('AAA');
    expect(labelSequence({ scheme: 'latin', start: 0 }, 1)).toEqual(['A']);
    expect(labelSequence({ scheme: 'latin', start: 3 }, 2)).toEqual(['C', 'D']);
  });

  it('letters in Cyrillic leave out Ё, Й, Ъ, Ы, Ь', () => {
    expect(CYRILLIC_ROW_LETTERS).toHaveLength(28);
    for (const letter of 'ЁЙЪЫЬ') expect(CYRILLIC_ROW_LETTERS).not.toContain(letter);
    expect(labelSequence({ scheme: 'cyrillic', start: 9 }, 3)).toEqual(['И', 'К', 'Л']);
    expect(schemeLabel(28, 'cyrillic')).toBe('Я');
    expect(schemeLabel(29, 'cyrillic')).toBe('АА');
  });
});

describe('numbering seats', () => {
  it('numbers left to right or right to left', () => {
    expect(labels(numberSeats(row('1', 4), { direction: 'ltr' }))).toEqual(['1', '2', '3', '4']);
    expect(labels(numberSeats(row('1', 4), { direction: 'rtl' }))).toEqual(['4', '3', '2', '1']);
    expect(labels(numberSeats(row('1', 3), { direction: 'rtl', parity: 'even' }))).toEqual(['6', '4', '2']);
  });

  it('keeps the settings in the layout of a whole row, not for a selection', () => {
    const numbering = { parity: 'odd' as const };
    expect(numberSeats(row('1', 2), numbering).layout?.numbering).toEqual(numbering);
    const some = numberSeats(row('1', 2), numbering, (seat) => seat.key.endsWith('-1'));
    expect(some.layout?.numbering).toBeUndefined();
  });

  it('renumbers a selection of seats in their order, keeping the rest and their objects', () => {
    const before = numberSeats(row('1', 6), {});
    const after = numberSeats(before, { start: 10 }, (seat) => ['r-1-2', 'r-1-4'].includes(seat.key));
    expect(labels(after)).toEqual(['1', '2', '10', '4', '11', '6']);
    expect(after.seats[0]).toBe(before.seats[0]);
  });
});

describe('numbering rows', () => {
  it('relabels rows front to back, or a selection of them', () => {
    const s = section([row('x', 1, 'a'), row('y', 1, 'b'), row('z', 1, 'c')]);
    expect(numberRows(s, { scheme: 'cyrillic' }).rows.map((r) => r.label)).toEqual(['А', 'Б', 'В']);
    const some = numberRows(s, { start: 7 }, (r) => r.key !== 'b');
    expect(some.rows.map((r) => r.label)).toEqual(['7', 'y', '8']);
    expect(some.rows[1]).toBe(s.rows[1]);
  });
});

describe('duplicate labels', () => {
  it('reports each repeat once, at the later item', () => {
    expect(repeatedIndexes(['1', '2', '1', '1'])).toEqual([2, 3]);
    const r1 = numberSeats(row('1', 3), {});
    const r2 = row('1', 2, 'other');
    const found = duplicateLabels(
      section([r1, { ...r2, seats: r2.seats.map((s) => ({ ...s, label: '5' })) }]),
    );
    expect(found).toEqual([
      { kind: 'row', rowIndex: 1, key: 'other', label: '1' },
      { kind: 'seat', rowIndex: 1, seatIndex: 1, key: 'other-1', label: '5' },
    ]);
  });
});
