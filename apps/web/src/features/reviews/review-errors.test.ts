import { describe, expect, it } from 'vitest';
import { isAlreadyReviewed } from './review-errors';

describe('isAlreadyReviewed', () => {
  it('recognises the API answer to a second review', () => {
    expect(
      isAlreadyReviewed({
        performance: ['Вы уже оставили отзыв об этом спектакле.'],
        codes: { performance: ['unique'] },
      }),
    ).toBe(true);
  });

  it('is false for every other answer', () => {
    for (const body of [
      undefined,
      null,
      'unique',
      [],
      {},
      { codes: null },
      { codes: { performance: 'unique' } },
      { codes: { performance: ['does_not_exist'] } },
      { codes: { text: ['unique'] } },
      { detail: 'Войдите в аккаунт.', code: 'not_authenticated' },
    ]) {
      expect(isAlreadyReviewed(body), JSON.stringify(body)).toBe(false);
    }
  });
});
