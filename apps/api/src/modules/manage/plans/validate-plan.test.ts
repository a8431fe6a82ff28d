import { ZPlanDocument } from '@afisha/contracts/manage/plans';
import { describe, expect, it } from 'vitest';
import { validatePlan } from './validate-plan.ts';

const plan = (overrides: Record<string, unknown> = {}) =>
  ZPlanDocument.parse({
    name: 'Main',
    width: 500,
    height: 300,
    categories: [{ key: 'c1', name: { ru: 'Партер' }, color: '#C62828' }],
    sections: [
      {
        key: 'p',
        name: { ru: 'Партер' },
        kind: 'parterre',
        rows: [
          {
            key: 'p-1',
            label: '1',
            seats: [
              { key: 'p-1-1', label: '1', x: 20, y: 20, category: 'c1' },
              { key: 'p-1-2', label: '2', x: 50, y: 20, category: 'c1' },
            ],
          },
        ],
      },
    ],
    ...overrides,
  });

describe('validatePlan', () => {
  it('passes a sound plan', () => {
    expect(validatePlan(plan())).toEqual([]);
  });

  it('lists every problem at once, each keyed by its path and worded by section, row and seat', () => {
    const problems = validatePlan(
      plan({
        categories: [
          { key: 'c1', name: { ru: 'Партер' }, color: 'red' },
          { key: 'c1', name: { ru: 'Дубль' }, color: '#000000' },
        ],
        sections: [
          {
            key: 'p',
            name: { ru: 'Партер' },
            rows: [
              {
                key: 'p-1',
                label: '1',
                seats: [
                  { key: 'a', label: '1', x: 20, y: 20, category: 'c1' },
                  { key: 'a', label: '1', x: 25, y: 20, category: 'c9' },
                  { key: 'b', label: '3', x: 900, y: 20 },
                ],
              },
              { key: 'p-2', label: '1', seats: [] },
            ],
          },
          { key: 'empty', name: { ru: 'Ложа' }, rows: [] },
        ],
        zones: [
          {
            key: 'z',
            name: { ru: 'Танцпол' },
            category: 'c1',
            capacity: 0,
            shape: { kind: 'rect', x: 0, y: 0, width: 10, height: 10 },
          },
        ],
      }),
    );
    const byField = Object.fromEntries(problems.map((p) => [`${p.field}:${p.message}`, p]));
    expect(Object.keys(byField).sort()).toEqual(
      [
        'categories.0.color:field.plan_color',
        'categories.1.key:field.plan_duplicate_key',
        'sections.0.rows.0.seats.1.label:field.plan_duplicate_seat',
        'sections.0.rows.0.seats.1:field.plan_seat_overlap',
        'sections.0.rows.0.seats.1.category:field.plan_category_unknown',
        'sections.0.rows.0.seats.2.x:field.plan_seat_outside',
        'sections.0.rows.0.seats.2.category:field.plan_category_missing',
        'sections.0.rows.1.label:field.plan_duplicate_row',
        'sections.0.rows.1.seats:field.plan_row_empty',
        'sections.1.rows:field.plan_section_empty',
        'zones.0.capacity:field.plan_zone_capacity',
      ].sort(),
    );
    expect(byField['sections.0.rows.0.seats.2.x:field.plan_seat_outside']?.params).toMatchObject({
      section: 'Партер',
      row: '1',
      seat: '3',
    });
    // A place in words, never a path; a repeated seat label is said once, not again as its repeated key.
    expect(byField['categories.1.key:field.plan_duplicate_key']?.params).toEqual({
      key: 'c1',
      where: 'категория «Дубль»',
      first: 'категория «Партер»',
    });
    expect(byField['sections.0.rows.0.seats.1:field.plan_seat_overlap']?.params).toMatchObject({
      other: 'Партер, ряд 1, место 1',
    });
    expect(byField['sections.0.rows.0.seats.2.category:field.plan_category_missing']?.params).toEqual({
      where: 'Партер, ряд 1, место 3',
    });
  });

  it('names sections, zones and categories in the request’s language, else along its chain (de → en → ru)', () => {
    const document = plan({
      categories: [{ key: 'c1', name: { ru: 'Партер', en: 'Stalls' }, color: '#000000' }],
      sections: [
        {
          key: 'p',
          name: { ru: 'Партер', en: 'Stalls' },
          kind: 'parterre',
          rows: [{ key: 'p-1', label: '1', seats: [{ key: 'a', label: '1', x: 20, y: 20, category: 'c9' }] }],
        },
        { key: 'b', name: { ru: 'Балкон' }, kind: 'balcony', rows: [] },
      ],
      zones: [],
    });
    const english = validatePlan(document, 'en');
    expect(english.map((problem) => problem.params)).toEqual([
      { where: 'Stalls, row 1, seat 1', category: 'c9' },
      { section: 'Балкон' },
    ]);
    expect(validatePlan(document, 'de')[0]?.params).toMatchObject({ where: 'Stalls, Reihe 1, Platz 1' });
  });

  it('finds overlaps among 10,000 seats through its grid, fast, and only the close ones', () => {
    const rows = Array.from({ length: 50 }, (_, r) => ({
      key: `r${r}`,
      label: String(r + 1),
      seats: Array.from({ length: 200 }, (_, s) => ({
        key: `r${r}-${s}`,
        label: String(s + 1),
        x: 10 + s * 12,
        y: 10 + r * 12,
        category: 'c1',
      })),
    }));
    rows[25]!.seats[100]!.x = rows[25]!.seats[99]!.x + 3;
    const big = plan({ width: 2500, height: 700, sections: [{ key: 'big', name: { ru: 'Зал' }, rows }] });
    const started = performance.now();
    const problems = validatePlan(big);
    // Pairwise it would be 50 million distances; the grid does ~9 per seat. Generous for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(3000);
    expect(problems.map((p) => p.field)).toEqual(['sections.0.rows.25.seats.100']);
  });
});
