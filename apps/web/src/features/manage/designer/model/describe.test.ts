import { describe, expect, it } from 'vitest';
import { type DescribeTexts, describeRow, describeSeat, describeSection, labelRange } from './describe.ts';
import { numberSeats } from './numbering.ts';
import { SAMPLE } from './plan.fixture.ts';
import type { PlanRow } from './plan-types.ts';

/** Russian plurals, as the catalogue's ICU messages would give them. */
const places = (n: number) =>
  n % 10 === 1 && n % 100 !== 11
    ? 'место'
    : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
      ? 'места'
      : 'мест';

const texts: DescribeTexts = {
  place: ({ section, row, seat }) => `${section}, ряд ${row}, место ${seat}`,
  flag: (flag) => ({ wheelchair: 'место для зрителя на коляске' })[flag as 'wheelchair'] ?? flag,
  row: ({ section, row, count, range }) => `${section}, ряд ${row}: ${count} ${places(count)}, ${range}`,
  section: ({ section, rows, count }) => `${section}: рядов ${rows}, ${count} ${places(count)}`,
};

const section = SAMPLE.sections[0]!;
const rowOf = (count: number, numbering = {}): PlanRow =>
  numberSeats(
    {
      key: 'r3',
      label: '3',
      seats: Array.from({ length: count }, (_, i) => ({ key: `s${i}`, label: '', x: i * 20, y: 0 })),
    },
    numbering,
  );

describe('accessible names', () => {
  it('says a seat as the buyer reads it, with its flags', () => {
    const row = section.rows[0]!;
    expect(describeSeat(section, row, row.seats[0]!, texts, 'ru')).toBe(
      'Партер, ряд 1, место 1 (место для зрителя на коляске)',
    );
    expect(describeSeat(section, row, row.seats[1]!, texts, 'en')).toBe('Партер, ряд 1, место 3');
  });

  it('sums up a row: how many seats, from which to which', () => {
    expect(describeRow(section, rowOf(24), texts, 'ru')).toBe('Партер, ряд 3: 24 места, 1–24');
    expect(describeRow(section, rowOf(10, { parity: 'odd', direction: 'rtl' }), texts, 'ru')).toBe(
      'Партер, ряд 3: 10 мест, 1–19',
    );
    expect(describeRow({ key: 'b', name: { ru: '' } }, rowOf(1), texts, 'ru')).toBe('b, ряд 3: 1 место, 1');
  });

  it('sums up a section', () => {
    expect(describeSection(section, texts, 'ru')).toBe('Партер: рядов 2, 3 места');
  });

  it('writes ranges of numbers, letters, one label, none', () => {
    expect(labelRange(['5', '3', '1'])).toBe('1–5');
    expect(labelRange(['А', 'Б', 'Г'])).toBe('А–Г');
    expect(labelRange(['7'])).toBe('7');
    expect(labelRange([])).toBe('');
  });
});
