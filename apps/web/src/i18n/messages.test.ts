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

  it('never puts a name straight after a Russian preposition, where it would have to be declined', () => {
    // "Билеты на «Гроза»", "на Афиша": a title or the site's name is filled in as it is written (nominative), so a
    // template names the kind of thing first ("на сайте «{site}»") or puts the name on its own ("Билеты: «{title}»").
    const names = [
      'title',
      'name',
      'site',
      'siteName',
      'performance',
      'venue',
      'zone',
      'hall',
      'artist',
      'query',
    ];
    const afterPreposition = new RegExp(
      `(?:^|[\\s(])(?:на|в|во|о|об|для|из|от|до|по|к|ко|с|со|у|за|про|при)\\s+«?\\{(?:${names.join('|')})\\}`,
      'iu',
    );
    const textOf = (path: string) =>
      String(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ru));
    expect(keyPaths(ru).filter((path) => afterPreposition.test(textOf(path)))).toEqual([]);
    const t = createTranslator({ locale: 'ru', messages: ru, namespace: 'Cart' });
    expect(t('itemsLabel', { title: 'Гроза' })).toBe('Билеты: «Гроза»');
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
