import type { TPlanDocumentRead } from '@afisha/contracts/manage/plans';
import { describe, expect, it } from 'vitest';
import { SAMPLE } from './plan.fixture.ts';
import { planFromRead } from './plan-read.ts';

const whole = (ru: string, en = '') => ({ ru, en, fr: '', de: '' });

const read: TPlanDocumentRead = {
  name: SAMPLE.name,
  width: SAMPLE.width,
  height: SAMPLE.height,
  categories: [{ key: 'c1', name: whole('Партер', 'Stalls'), color: '#C62828' }],
  sections: [
    {
      key: 'p',
      name: whole('Партер'),
      kind: 'parterre',
      rows: [
        {
          key: 'p-1',
          label: '1',
          layout: { origin: { x: 100, y: 100 }, spacing: 20 },
          seats: [
            { key: 'p-1-1', label: '1', x: 100, y: 100, category: 'c1', flags: ['wheelchair', 'old_flag'] },
            { key: 'p-1-2', label: '2', x: 120, y: 100, flags: ['old_flag'] },
          ],
        },
      ],
    },
  ],
  zones: [],
  shapes: [
    { kind: 'stage', label: whole('Сцена'), x: 300, y: 20, width: 400, height: 50 },
    { kind: 'hologram', x: 0, y: 0, width: 1, height: 1 },
  ],
  background: { media: 7, url: '/media/7.png', x: 1, y: 2, scale: 3, opacity: 0.4 },
};

describe('the plan as read, to edit', () => {
  it('keeps names in the languages that have text, and drops what the contracts do not know', () => {
    const plan = planFromRead(read);
    expect(plan.categories[0]?.name).toEqual({ ru: 'Партер', en: 'Stalls' });
    expect(plan.sections[0]?.name).toEqual({ ru: 'Партер' });
    expect(plan.sections[0]?.rows[0]?.seats).toEqual([
      { key: 'p-1-1', label: '1', x: 100, y: 100, category: 'c1', flags: ['wheelchair'] },
      { key: 'p-1-2', label: '2', x: 120, y: 100 },
    ]);
    expect(plan.sections[0]?.rows[0]?.layout).toEqual({ origin: { x: 100, y: 100 }, spacing: 20 });
    expect(plan.shapes).toEqual([
      { kind: 'stage', label: { ru: 'Сцена' }, x: 300, y: 20, width: 400, height: 50 },
    ]);
    expect(plan.background).toEqual({ media: 7, x: 1, y: 2, scale: 3, opacity: 0.4 });
  });
});
