import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate-locale.ts';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['fr-CA,fr;q=0.9', 'fr'],
    ['de', 'de'],
    ['es, it;q=0.8', 'ru'],
    ['*', 'ru'],
    ['en;q=0.5, de;q=0.8', 'de'],
    ['en;q=0, fr', 'fr'],
    ['en;q=0', 'ru'],
    ['en;q=abc, de;q=0.1', 'de'],
    ['en;q=1.5', 'ru'],
    ['es, en;q=0.9, fr;q=0.9', 'en'],
    [['de', 'en'], 'de'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'ru'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('stays bounded on a hostile header', () => {
    expect(negotiateLocale(`${'xx,'.repeat(100_000)}en`)).toBe('ru');
  });
});
