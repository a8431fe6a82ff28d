import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceRange } from './price';

// Intl separates thousands with no-break spaces in Russian and French; compare with plain spaces for readability.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats whole roubles as each language writes them', () => {
    expect(plain(formatPrice('ru', 1500))).toBe('1 500 ₽');
    expect(plain(formatPrice('en', 1500))).toBe('RUB 1,500');
    expect(plain(formatPrice('fr', 1500))).toBe('1 500 RUB');
    expect(plain(formatPrice('de', 1500))).toBe('1.500 RUB');
  });

  it('keeps kopecks only when the price has them', () => {
    expect(plain(formatPrice('ru', 999.5))).toBe('999,50 ₽');
    expect(plain(formatPrice('en', 0))).toBe('RUB 0');
  });
});

describe('formatPriceRange', () => {
  it('joins both ends, or shows one price when they are equal', () => {
    expect(plain(formatPriceRange('ru', 1500, 5000))).toBe('1 500–5 000 ₽');
    expect(plain(formatPriceRange('en', 1500, 5000))).toBe('RUB 1,500–5,000');
    expect(plain(formatPriceRange('ru', 2000, 2000))).toBe('2 000 ₽');
  });
});
