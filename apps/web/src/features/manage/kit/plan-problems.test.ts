import { describe, expect, it } from 'vitest';
import { planProblems } from './plan-problems';

describe('planProblems', () => {
  it('lists the messages in document order, the summary last, without the paths or codes', () => {
    const body = {
      'sections.0.rows.10.seats.0.category': ['Партер, ряд 11, место 1: нет категории.'],
      non_field_errors: ['И ещё 12 проблем.'],
      'sections.0.rows.2.seats.1.x': ['Партер, ряд 3: место 2 встречается дважды.', 'Вне схемы.'],
      codes: { 'sections.0.rows.2.seats.1.x': ['unique', 'invalid'] },
      content: ['CSV: нет ни одного места.'],
    };
    expect(planProblems(body)).toEqual([
      'CSV: нет ни одного места.',
      'Партер, ряд 3: место 2 встречается дважды.',
      'Вне схемы.',
      'Партер, ряд 11, место 1: нет категории.',
      'И ещё 12 проблем.',
    ]);
    expect(planProblems(body).join(' ')).not.toMatch(/sections\.|content:|codes/);
  });

  it('takes a one-message detail body, shows a repeated message once, and nothing from what is not a body', () => {
    expect(planProblems({ format: 'Формат не распознан.', hall: ['Формат не распознан.'] })).toEqual([
      'Формат не распознан.',
    ]);
    expect(planProblems(null)).toEqual([]);
    expect(planProblems('Bad Gateway')).toEqual([]);
  });
});
