// The four message catalogues must stay interchangeable: same keys, valid ICU, and the plural forms each language
// needs (Russian one/few/many, SPEC.md section 9).
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from './messages/de.json';
import en from './messages/en.json';
import fr from './messages/fr.json';
import ru from './messages/ru.json';

const catalogues = { ru, en, fr, de };

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogues', () => {
  const reference = keyPaths(ru).sort();

  it.each(Object.entries(catalogues))('%s has exactly the keys of ru, none empty', (_locale, messages) => {
    expect(keyPaths(messages).sort()).toEqual(reference);
    for (const path of reference) {
      const text = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
      expect(typeof text === 'string' && text.trim().length > 0, path).toBe(true);
    }
  });

  it('pluralises the city count in Russian with one, few and many', () => {
    const t = createTranslator({ locale: 'ru', messages: ru, namespace: 'City' });
    const forms = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((count) => t('count', { count }));
    expect(forms).toEqual([
      '1 город',
      '2 города',
      '4 города',
      '5 городов',
      '11 городов',
      '12 городов',
      '14 городов',
      '21 город',
      '22 города',
      '25 городов',
      '101 город',
      '111 городов',
    ]);
  });

  it('pluralises the city count in the other languages', () => {
    const count = (locale: 'en' | 'fr' | 'de', n: number) =>
      createTranslator({ locale, messages: catalogues[locale], namespace: 'City' })('count', { count: n });
    expect([count('en', 1), count('en', 8)]).toEqual(['1 city', '8 cities']);
    expect([count('fr', 1), count('fr', 8)]).toEqual(['1 ville', '8 villes']);
    expect([count('de', 1), count('de', 8)]).toEqual(['1 Stadt', '8 Städte']);
  });

  it('fills the city into the home title in every language', () => {
    for (const locale of ['ru', 'en', 'fr', 'de'] as const) {
      const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Home' });
      expect(t('metaTitle', { cityCase: 'X-CITY' })).toContain('X-CITY');
    }
  });
});
