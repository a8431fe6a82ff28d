import type { TPlanDocumentRead } from '@afisha/contracts/manage/plans';
import { describe, expect, it } from 'vitest';
import { buildMapModel } from '@/features/seat-map/seat-map-model';
import { planDocumentToPlaces } from './plan-drawing';

const text = (ru: string, en = '') => ({ ru, en, fr: '', de: '' });
const plan: TPlanDocumentRead = {
  name: 'Основная сцена',
  width: 400,
  height: 300,
  categories: [
    { key: 'c1', name: text('Партер', 'Stalls'), color: '#C62828' },
    { key: 'c2', name: text('Балкон'), color: 'red' },
  ],
  sections: [
    {
      key: 'p',
      name: text('Партер', 'Stalls'),
      kind: 'parterre',
      rows: [
        {
          key: 'p-1',
          label: '1',
          seats: [
            { key: 'p-1-1', label: '1', x: 100, y: 100, category: 'c1' },
            { key: 'p-1-2', label: '2', x: 130, y: 100, category: 'c2' },
          ],
        },
        { key: 'p-2', label: '2', seats: [{ key: 'p-2-1', label: '7', x: 100, y: 130 }] },
      ],
    },
  ],
  zones: [
    {
      key: 'z',
      name: text('Танцпол'),
      category: 'c1',
      capacity: 50,
      shape: { kind: 'rect', x: 200, y: 150, width: 100, height: 80 },
    },
  ],
  shapes: [],
};

describe('planDocumentToPlaces', () => {
  it('numbers seats in document order and names things in the page language', () => {
    const places = planDocumentToPlaces(plan, 'en');
    expect(places.sections[0]?.name).toBe('Stalls');
    expect(places.sections[0]?.rows.flatMap((row) => row.seats)).toEqual([
      [1, 100, 100, '1', 1],
      [2, 130, 100, '2', 2],
      [3, 100, 130, '7', 0],
    ]);
    expect(places.categories.map((category) => [category.name, category.color])).toEqual([
      ['Stalls', '#C62828'],
      ['Балкон', '#8e8e96'],
    ]);
    expect(places.zones[0]).toMatchObject({ id: 1, category: 1, capacity: 50 });
  });

  it('gives the storefront’s drawing model a plan it can draw', () => {
    const model = buildMapModel(planDocumentToPlaces(plan, 'ru'));
    expect(model.seats).toHaveLength(3);
    // A seat without a category has no price: drawn grey, as publishing will refuse it.
    expect(model.seats.map((seat) => seat.price)).toEqual([0, 0, null]);
  });

  it('draws a session’s prices by category key, and a category the session does not sell as not sold', () => {
    const stallsKey = plan.categories[0]?.key ?? '';
    const model = buildMapModel(planDocumentToPlaces(plan, 'ru', new Map([[stallsKey, 1500]])));
    expect(model.seats.map((seat) => seat.price)).toEqual([1500, null, null]);
  });
});
