// [CITIES] GET /cities/me with CITY_HEADER set: the city the edge found for the visitor's address (a CDN's or
// nginx GeoIP's header) is the visitor's city when nothing is stored: by any of its names or its slug, ignoring
// case, ё/е and punctuation, plain or percent-encoded. A stored choice comes first; a name of no active city, an
// empty or huge value, or another header fall through to the site's default. Nothing is stored by reading. The
// configuration takes a header name only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createCity } from '../factories/cities.factory.ts';
import { authHeaders, startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const HEADER = 'x-geo-city';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: (config) => ({ ...config, cityHeader: HEADER }) });
  const { db } = t.database;
  await createCity(db, { slug: 'moscow', name: { ru: 'Москва', en: 'Moscow' }, position: 1 });
  await createCity(db, { slug: 'spb', name: { ru: 'Санкт-Петербург', en: 'Saint Petersburg' }, position: 2 });
  await createCity(db, { slug: 'kazan', name: { ru: 'Казань', en: 'Kazan' }, position: 3 });
  await createCity(db, { slug: 'korolyov', name: { ru: 'Королёв', en: 'Korolyov' }, position: 4 });
  await createCity(db, {
    slug: 'closed',
    name: { ru: 'Закрытый', en: 'Closed' },
    position: 5,
    isActive: false,
  });
});
afterAll(async () => {
  await t?.close();
});

const cityOf = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ url: '/api/v1/cities/me', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['set-cookie']).toBeUndefined();
  return (response.json() as { slug: string }).slug;
};

describe('GET /cities/me with the city of the visitor’s address', () => {
  it('finds the city by any of its names or its slug, however written', async () => {
    expect(await cityOf({ [HEADER]: 'Kazan' })).toBe('kazan');
    expect(await cityOf({ [HEADER]: '  КАЗАНЬ ' })).toBe('kazan');
    expect(await cityOf({ [HEADER]: encodeURIComponent('Казань') })).toBe('kazan');
    expect(await cityOf({ [HEADER]: 'Saint-Petersburg' })).toBe('spb');
    expect(await cityOf({ [HEADER]: encodeURIComponent('санкт петербург') })).toBe('spb');
    expect(await cityOf({ [HEADER]: encodeURIComponent('Королев') })).toBe('korolyov');
    expect(await cityOf({ [HEADER]: 'SPB' })).toBe('spb');
  });

  it('falls through to the default for a city it does not have, an inactive one, or a value that is no name', async () => {
    for (const value of ['Paris', 'Closed', '', '---', '%E0%A4%A', 'x'.repeat(300), "Kazan' OR 1=1 --"]) {
      expect(await cityOf({ [HEADER]: value }), value).toBe('moscow');
    }
    expect(await cityOf({ 'x-other-city': 'Kazan' })).toBe('moscow');
  });

  it('puts a stored choice first, and answers in the visitor’s language', async () => {
    const session = await startSession(t.app);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/cities/me',
      headers: { ...authHeaders(session), 'content-type': 'application/json' },
      payload: JSON.stringify({ city_slug: 'spb' }),
    });
    expect(chosen.statusCode).toBe(200);
    const mine = await t.app.inject({
      url: '/api/v1/cities/me',
      headers: { cookie: session.cookie, [HEADER]: 'Kazan' },
    });
    expect(mine.json()).toMatchObject({ slug: 'spb' });
    const english = await t.app.inject({
      url: '/api/v1/cities/me',
      headers: { [HEADER]: 'Kazan', 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({ slug: 'kazan', city_name: 'Kazan' });
  });
});

describe('CITY_HEADER', () => {
  it('is a header name, kept in lower case; unset, no lookup', () => {
    expect(loadConfig({ CITY_HEADER: 'CF-IPCity' }).cityHeader).toBe('cf-ipcity');
    expect(loadConfig({}).cityHeader).toBeNull();
    expect(() => loadConfig({ CITY_HEADER: 'x geo city' })).toThrow(ConfigError);
    expect(() => loadConfig({ CITY_HEADER: 'x geo city' })).toThrow(/CITY_HEADER/);
  });
});
