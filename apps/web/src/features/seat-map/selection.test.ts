import { describe, expect, it } from 'vitest';
import { planFixture, statusFixture } from './plan-fixture';
import { buildMapModel } from './seat-map-model';
import { chosenLines, placesIn, totalRoubles } from './selection';

const model = buildMapModel(planFixture);

describe('the chosen seats and their total', () => {
  it('lists nothing before the status is known or when nothing is chosen', () => {
    expect(chosenLines(model, undefined)).toEqual([]);
    expect(chosenLines(model, { ...statusFixture, mine: [] })).toEqual([]);
    expect(totalRoubles([])).toBe(0);
  });

  it('lists seats in map order (section, row, place) before zone lines, with prices', () => {
    const lines = chosenLines(model, {
      ...statusFixture,
      mine: [
        { seat: null, zone: 31, quantity: 3, item: 9 },
        { seat: 2001, zone: null, quantity: 1, item: 8 },
        { seat: 1012, zone: null, quantity: 1, item: 7 },
        { seat: 1002, zone: null, quantity: 1, item: 6 },
      ],
    });
    expect(lines.map((line) => line.item)).toEqual([6, 7, 8, 9]);
    expect(lines.map((line) => line.totalKopecks)).toEqual([350_000, 199_990, 199_990, 450_000]);
    expect(placesIn(lines)).toBe(6);
    expect(totalRoubles(lines)).toBe(11_999.8);
  });

  it('sums in kopecks, so fractions of a rouble add up exactly', () => {
    const lines = chosenLines(model, {
      ...statusFixture,
      mine: [1010, 1011, 1012].map((seat, index) => ({ seat, zone: null, quantity: 1, item: index + 1 })),
    });
    expect(totalRoubles(lines)).toBe(5999.7);
  });

  it('leaves out lines of seats or zones the plan does not have (the plan changed)', () => {
    const lines = chosenLines(model, {
      ...statusFixture,
      mine: [
        { seat: 999_999, zone: null, quantity: 1, item: 1 },
        { seat: null, zone: 999, quantity: 2, item: 2 },
      ],
    });
    expect(lines).toEqual([]);
  });
});
