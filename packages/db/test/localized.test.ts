// Picking a locale from translatable text, in TypeScript and in SQL, along the fallback chain (de → en → ru).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/client.js';
import { isLocale, localizedSql, pickLocale } from '../src/localized.js';
import { cities } from '../src/schema/index.js';
import { createTestDatabase } from '../src/testing.js';

describe('pickLocale', () => {
  const name = { ru: 'Москва', en: 'Moscow', fr: '' };

  it('returns the requested translation, else English for French and German readers, else Russian', () => {
    expect(pickLocale(name, 'en')).toBe('Moscow');
    // An empty translation counts as missing.
    expect(pickLocale(name, 'de')).toBe('Moscow');
    expect(pickLocale(name, 'fr')).toBe('Moscow');
    expect(pickLocale(name, 'ru')).toBe('Москва');
    expect(pickLocale({ ru: 'Казань' }, 'de')).toBe('Казань');
    expect(pickLocale({ ru: 'Казань', de: 'Kasan', en: 'Kazan' }, 'de')).toBe('Kasan');
    expect(pickLocale(null, 'en')).toBeNull();
  });

  it('knows the four locales only', () => {
    expect(['ru', 'en', 'fr', 'de'].every(isLocale)).toBe(true);
    expect(isLocale('es')).toBe(false);
    expect(isLocale('RU')).toBe(false);
  });
});

describe('localizedSql', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insert(cities)
      .values({ slug: 'moscow', name: { ru: 'Москва', en: 'Moscow', fr: '' }, nameCase: { ru: 'Москве' } });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('picks the same text as pickLocale, in the database', async () => {
    const read = async (locale: 'ru' | 'en' | 'fr' | 'de') => {
      const [row] = await database.db
        .select({ name: localizedSql(cities.name, locale) })
        .from(cities)
        .where(eq(cities.slug, 'moscow'));
      return row?.name;
    };
    expect(await read('en')).toBe('Moscow');
    expect(await read('de')).toBe('Moscow');
    expect(await read('fr')).toBe('Moscow');
    expect(await read('ru')).toBe('Москва');
  });
});
