// What a draft changes against the plan in use, by key (plan-changes.ts): the pure comparison, and its speed on a
// 3,000-seat plan (keyed maps, never a seat compared with every other).
import { ZPlanDocument } from '@afisha/contracts/manage/plans';
import { describe, expect, it } from 'vitest';
import { diffSeats, documentSeats, type LiveSeat, type SeatFacts, touchedSeats } from './plan-changes.ts';

function plan(rows: number, perRow: number) {
  return ZPlanDocument.parse({
    name: 'v',
    width: 5000,
    height: 5000,
    categories: [
      { key: 'c1', name: { ru: 'Партер' }, color: '#C62828' },
      { key: 'c2', name: { ru: 'Балкон' }, color: '#1565C0' },
    ],
    sections: [
      {
        key: 's1',
        name: { ru: 'Партер', en: 'Stalls' },
        rows: Array.from({ length: rows }, (_, r) => ({
          key: `r${r + 1}`,
          label: String(r + 1),
          seats: Array.from({ length: perRow }, (_, s) => ({
            key: `r${r + 1}-${s + 1}`,
            label: String(s + 1),
            x: 20 + s * 20,
            y: 20 + r * 20,
            category: 'c1',
          })),
        })),
      },
    ],
  });
}

const keys = (list: { key: string }[]) => list.map((seat) => seat.key).sort();

describe('diffSeats', () => {
  it('tells added, removed, moved, relabelled and recategorised seats apart, by key', () => {
    const before = documentSeats(plan(2, 3));
    const next = plan(2, 3);
    const row = next.sections[0]!.rows[0]!;
    row.seats.shift(); // r1-1 removed
    row.seats[0]!.x += 1; // r1-2 moved
    row.seats[1]!.label = '33'; // r1-3 relabelled
    next.sections[0]!.rows[1]!.seats[0]!.category = 'c2'; // r2-1 recategorised
    next.sections[0]!.rows[1]!.seats.push({ key: 'r2-new', label: '4', x: 500, y: 40, category: 'c1' });
    const diff = diffSeats(before, documentSeats(next), 'en');
    expect(keys(diff.added)).toEqual(['r2-new']);
    expect(keys(diff.removed)).toEqual(['r1-1']);
    expect(keys(diff.moved)).toEqual(['r1-2']);
    expect(keys(diff.relabelled)).toEqual(['r1-3']);
    expect(keys(diff.recategorised)).toEqual(['r2-1']);
    expect(diff.relabelled[0]).toMatchObject({
      section: 'Stalls',
      row: '1',
      label: '33',
      before: { label: '3' },
    });
    expect(diff.recategorised[0]).toMatchObject({ before: { category: 'c1' }, after: { category: 'c2' } });
  });

  it('a renamed section relabels its seats', () => {
    const next = plan(1, 2);
    next.sections[0]!.name = { ru: 'Амфитеатр' };
    const diff = diffSeats(documentSeats(plan(1, 2)), documentSeats(next), 'ru');
    expect(keys(diff.relabelled)).toEqual(['r1-1', 'r1-2']);
  });
});

describe('touchedSeats', () => {
  const live = (key: string, label: string, state: LiveSeat['state'] = 'sold'): LiveSeat => ({
    event: 1,
    seat: 10,
    key,
    section: 'Партер',
    row: '1',
    label,
    state,
  });

  it('names the live seats a draft drops or renames, and no other', () => {
    const draft = plan(1, 3);
    draft.sections[0]!.rows[0]!.seats[1]!.label = '22';
    draft.sections[0]!.rows[0]!.seats.pop();
    const touched = touchedSeats(
      [live('r1-1', '1'), live('r1-2', '2', 'held'), live('r1-3', '3', 'blocked')],
      documentSeats(draft),
    );
    expect(touched.map((seat) => [seat.key, seat.change])).toEqual([
      ['r1-2', 'renamed'],
      ['r1-3', 'dropped'],
    ]);
  });

  it('compares 3,000 seats with 1,000 live ones in 20 sessions in a few milliseconds', () => {
    const before = documentSeats(plan(60, 50));
    const next = plan(60, 50);
    for (const row of next.sections[0]!.rows) row.seats.pop();
    const after = documentSeats(next);
    const sold: LiveSeat[] = [];
    const all = [...before.values()];
    for (let i = 0; i < 1_000; i++) {
      const seat = all[(i * 7) % all.length] as SeatFacts;
      sold.push({
        event: (i % 20) + 1,
        seat: i,
        key: seat.key,
        section: 'Партер',
        row: seat.row,
        label: seat.label,
        state: 'sold',
      });
    }
    const started = performance.now();
    const diff = diffSeats(before, after, 'ru');
    const touched = touchedSeats(sold, after);
    expect(performance.now() - started).toBeLessThan(200);
    expect(diff.removed).toHaveLength(60);
    expect(touched.every((seat) => seat.change === 'dropped')).toBe(true);
  });
});
