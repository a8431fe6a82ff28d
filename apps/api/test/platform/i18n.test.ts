// [PLATFORM] Accept-Language picks the language of content and of the API's own messages, with
// q-values and region subtags understood; anything else falls back to Russian.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity } from '../factories/cities.factory.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCity(t.database.db, {
    slug: 'moscow',
    name: { ru: 'Москва', en: 'Moscow', fr: 'Moscou', de: 'Moskau' },
    nameCase: { ru: 'Москве', en: 'Moscow', fr: 'Moscou', de: 'Moskau' },
  });
});
afterAll(async () => {
  await t?.close();
});

const cityName = async (acceptLanguage?: string) => {
  const response = await t.app.inject({
    url: '/api/v1/cities',
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });
  return { name: response.json<Array<{ city_name: string }>>()[0]?.city_name, response };
};

describe('Accept-Language', () => {
  it.each([
    [undefined, 'Москва', 'ru'],
    ['ru', 'Москва', 'ru'],
    ['en', 'Moscow', 'en'],
    ['fr-FR', 'Moscou', 'fr'],
    ['de-AT,de;q=0.9', 'Moskau', 'de'],
    ['es', 'Москва', 'ru'],
    ['zz-ZZ;q=abc', 'Москва', 'ru'],
    ['en;q=0.3, de;q=0.7', 'Moskau', 'de'],
    ['*', 'Москва', 'ru'],
  ])('%j selects content in %s and says so', async (header, expected, locale) => {
    const { name, response } = await cityName(header);
    expect(name).toBe(expected);
    expect(response.headers['content-language']).toBe(locale);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it.each([
    ['ru', 'Не найдено.'],
    ['en', 'Not found.'],
    ['fr', 'Introuvable.'],
    ['de', 'Nicht gefunden.'],
    ['xx', 'Не найдено.'],
  ])('translates the API messages into %s', async (locale, detail) => {
    const response = await t.app.inject({ url: '/api/v1/missing', headers: { 'accept-language': locale } });
    expect(response.json()).toEqual({ detail, code: 'not_found' });
  });

  it('survives a hostile header', async () => {
    const { name, response } = await cityName(`${';q=,'.repeat(2000)}en`);
    expect(response.statusCode).toBe(200);
    expect(name).toBe('Москва');
  });
});
