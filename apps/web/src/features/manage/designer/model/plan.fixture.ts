// Plans the designer's model tests share: a small hall with one of everything, and a big one to time.
import type { PlanDocument, PlanSection } from './plan-types.ts';

/** A small hall: a parterre of two rows (one laid out and bent, odd-numbered), a standing zone, a stage. */
export const SAMPLE: PlanDocument = {
  name: 'Малая сцена',
  width: 1000,
  height: 800,
  categories: [{ key: 'c1', name: { ru: 'Партер' }, color: '#C62828' }],
  sections: [
    {
      key: 'p',
      name: { ru: 'Партер' },
      kind: 'parterre',
      layout: { origin: { x: 100, y: 100 }, rows: 2, seats_per_row: 2, row_spacing: 30 },
      rows: [
        {
          key: 'p-1',
          label: '1',
          layout: { origin: { x: 100, y: 100 }, spacing: 20, curve: 0.1, numbering: { parity: 'odd' } },
          seats: [
            { key: 'p-1-1', label: '1', x: 100, y: 100, category: 'c1', flags: ['wheelchair'] },
            { key: 'p-1-3', label: '3', x: 120.04, y: 100.96, category: 'c1' },
          ],
        },
        { key: 'p-2', label: '2', seats: [{ key: 'p-2-1', label: '1', x: 100, y: 130 }] },
      ],
    },
  ],
  zones: [
    {
      key: 'dance',
      name: { ru: 'Танцпол' },
      category: 'c1',
      capacity: 100,
      shape: { kind: 'rect', x: 0, y: 500, width: 300, height: 200 },
    },
  ],
  shapes: [{ kind: 'stage', x: 300, y: 20, width: 400, height: 50 }],
  background: { media: 7, x: 0, y: 0, scale: 1, opacity: 0.5 },
};

/**
 * A hall of `sections` × `rows` × `seats` seats on a regular grid, `spacing` apart, all in category c1 —
 * 3,000 seats by default (5 × 20 × 30), the size issue 31 asks the editor to stay fast with.
 */
export function bigPlan({ sections = 5, rows = 20, seats = 30, spacing = 20 } = {}): PlanDocument {
  const sectionList: PlanSection[] = Array.from({ length: sections }, (_, s) => ({
    key: `s${s}`,
    name: { ru: `Сектор ${s + 1}` },
    kind: 'parterre',
    rows: Array.from({ length: rows }, (_, r) => ({
      key: `s${s}-${r + 1}`,
      label: String(r + 1),
      layout: { origin: { x: 20, y: 20 + (s * rows + r) * spacing }, spacing },
      seats: Array.from({ length: seats }, (_, n) => ({
        key: `s${s}-${r + 1}-${n + 1}`,
        label: String(n + 1),
        x: 20 + n * spacing,
        y: 20 + (s * rows + r) * spacing,
        category: 'c1',
      })),
    })),
  }));
  return {
    ...SAMPLE,
    width: 40 + seats * spacing,
    height: 40 + sections * rows * spacing,
    sections: sectionList,
    zones: [],
  };
}
