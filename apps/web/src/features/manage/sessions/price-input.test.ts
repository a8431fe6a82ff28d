import { describe, expect, it } from 'vitest';
import { formatPriceInput, parsePrice } from './price-input';

const roubles = (text: string) => {
  const reading = parsePrice(text);
  return reading.ok ? reading.roubles : 'error';
};

describe('parsePrice', () => {
  it('reads the four languages’ ways of writing roubles and kopecks', () => {
    expect(roubles('1 500,50')).toBe(1500.5);
    expect(roubles('1\u00a0500,50')).toBe(1500.5);
    expect(roubles('1\u202f500,5')).toBe(1500.5);
    expect(roubles('1.500,50')).toBe(1500.5);
    expect(roubles('1,500.50')).toBe(1500.5);
    expect(roubles('1500')).toBe(1500);
    expect(roubles(' 1 500 ₽ ')).toBe(1500);
    expect(roubles('1 234 567,89')).toBe(1234567.89);
    expect(roubles('1.234.567')).toBe(1234567);
    expect(roubles('0')).toBe(0);
    expect(roubles('0,1')).toBe(0.1);
  });

  it('takes a lone separator before three digits as grouping, not as kopecks', () => {
    expect(roubles('1,500')).toBe(1500);
    expect(roubles('1.500')).toBe(1500);
    expect(roubles('2,50')).toBe(2.5);
  });

  it('reads an empty cell as “not sold”', () => {
    expect(roubles('')).toBeNull();
    expect(roubles('   ')).toBeNull();
  });

  it('refuses what it cannot read rather than guessing', () => {
    for (const text of [
      '-100',
      'abc',
      '1,5000',
      '1,50,00',
      '1.500.5',
      '1,500,5',
      '12e3',
      '1..5',
      ',5',
      '100000000',
    ]) {
      expect(roubles(text), text).toBe('error');
    }
  });

  it('keeps kopecks whole', () => {
    expect(roubles('0,29')).toBe(0.29);
    expect(roubles('1 000,10')).toBe(1000.1);
  });
});

describe('formatPriceInput', () => {
  it('writes a price back in the page language', () => {
    expect(formatPriceInput('ru', 1500.5).replace(/\s/g, ' ')).toBe('1 500,50');
    expect(formatPriceInput('en', 1500)).toBe('1,500');
    expect(formatPriceInput('de', 1500.25)).toBe('1.500,25');
    expect(formatPriceInput('en', null)).toBe('');
  });

  it('reads back what it writes', () => {
    for (const locale of ['ru', 'en', 'fr', 'de']) {
      for (const value of [0, 1, 999.99, 1500.5, 250000]) {
        expect(roubles(formatPriceInput(locale, value)), `${locale} ${value}`).toBe(value);
      }
    }
  });
});

describe('parsePrice: why a price is refused', () => {
  const problem = (text: string) => {
    const reading = parsePrice(text);
    return reading.ok ? null : reading.problem;
  };

  it('tells a negative price, a too large one and an unreadable one apart', () => {
    expect(problem('-100')).toBe('negative');
    expect(problem('−1 500')).toBe('negative');
    expect(problem('10 000 001')).toBe('too_big');
    expect(problem('abc')).toBe('unreadable');
    expect(problem('1,5,0')).toBe('unreadable');
    expect(problem('1 500')).toBeNull();
  });
});
