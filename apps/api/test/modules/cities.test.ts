// [CITIES] GET /cities, GET /cities/me, PUT /cities/me in ru and en, with bad input.
import { cities } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity } from '../factories/cities.factory.ts';
import { createSite } from '../factories/sites.factory.ts';
import { authHeaders, startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let moscow: { id: number };
let kazan: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // Inserted out of order on purpose: the answer follows `position`, not ids.
  kazan = await createCity(db, {
    slug: 'kazan',
    name: { ru: 'Казань', en: 'Kazan' },
    nameCase: { ru: 'Казани', en: 'Kazan' },
    position: 3,
  });
  await createCity(db, { slug: 'closed', name: { ru: 'Закрытый' }, position: 0, isActive: false });
  await createCity(db, {
    slug: 'spb',
    name: { ru: 'Санкт-Петербург', en: 'Saint Petersburg' },
    nameCase: { ru: 'Санкт-Петербурге', en: 'Saint Petersburg' },
    position: 2,
  });
  moscow = await createCity(db, {
    slug: 'moscow',
    name: { ru: 'Москва', en: 'Moscow', fr: 'Moscou' },
    // An empty translation counts as missing.
    nameCase: { ru: 'Москве', en: 'Moscow', de: '' },
    position: 1,
  });
});
afterAll(async () => {
  await t?.close();
});

const put = (body: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/cities/me',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('GET /cities', () => {
  it('lists active cities in editorial order, in Russian by default', async () => {
    const response = await t.app.inject({ url: '/api/v1/cities' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: moscow.id, slug: 'moscow', city_name: 'Москва', city_name_case: 'Москве' },
      {
        id: expect.any(Number),
        slug: 'spb',
        city_name: 'Санкт-Петербург',
        city_name_case: 'Санкт-Петербурге',
      },
      { id: kazan.id, slug: 'kazan', city_name: 'Казань', city_name_case: 'Казани' },
    ]);
  });

  it('answers in English, and falls back to Russian where a translation is missing', async () => {
    const en = await t.app.inject({
      url: '/api/v1/cities',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json<Array<{ city_name: string }>>().map((city) => city.city_name)).toEqual([
      'Moscow',
      'Saint Petersburg',
      'Kazan',
    ]);
    const fr = await t.app.inject({ url: '/api/v1/cities', headers: { 'accept-language': 'fr' } });
    expect(fr.json<Array<{ city_name: string; city_name_case: string }>>()[0]).toMatchObject({
      city_name: 'Moscou',
      city_name_case: 'Москве',
    });
    const de = await t.app.inject({ url: '/api/v1/cities', headers: { 'accept-language': 'de' } });
    expect(de.json<Array<{ city_name: string; city_name_case: string }>>()[0]).toMatchObject({
      city_name: 'Москва',
      city_name_case: 'Москве',
    });
  });

  it('supports field selection', async () => {
    const response = await t.app.inject({ url: '/api/v1/cities?query={slug,city_name}' });
    expect(response.json()[0]).toEqual({ slug: 'moscow', city_name: 'Москва' });
  });
});

describe('GET /cities/me', () => {
  it('falls back to the first city when nothing is stored and the site names no default', async () => {
    const response = await t.app.inject({ url: '/api/v1/cities/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'moscow' });
    // Reading the city stores nothing, so no session cookie is handed out.
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('PUT /cities/me', () => {
  it('remembers the choice for this session only', async () => {
    const session = await startSession(t.app);
    const response = await put({ city_slug: 'kazan' }, authHeaders(session, { 'accept-language': 'en' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: kazan.id,
      slug: 'kazan',
      city_name: 'Kazan',
      city_name_case: 'Kazan',
    });

    const mine = await t.app.inject({ url: '/api/v1/cities/me', headers: { cookie: session.cookie } });
    expect(mine.json()).toMatchObject({ slug: 'kazan', city_name: 'Казань' });
    const stranger = await startSession(t.app);
    const theirs = await t.app.inject({ url: '/api/v1/cities/me', headers: { cookie: stranger.cookie } });
    expect(theirs.json()).toMatchObject({ slug: 'moscow' });
  });

  it('answers an unknown slug with a translated field error', async () => {
    const session = await startSession(t.app);
    const ru = await put({ city_slug: 'atlantis' }, authHeaders(session));
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({
      city_slug: ['Город «atlantis» не найден.'],
      codes: { city_slug: ['does_not_exist'] },
    });
    const en = await put({ city_slug: 'atlantis' }, authHeaders(session, { 'accept-language': 'en' }));
    expect(en.json()).toEqual({
      city_slug: ['City "atlantis" does not exist.'],
      codes: { city_slug: ['does_not_exist'] },
    });
  });

  it('refuses an inactive city', async () => {
    const session = await startSession(t.app);
    const response = await put({ city_slug: 'closed' }, authHeaders(session));
    expect(response.json()).toMatchObject({ codes: { city_slug: ['does_not_exist'] } });
  });

  it.each([
    [{}, { city_slug: ['Обязательное поле.'], codes: { city_slug: ['required'] } }],
    [{ city_slug: '' }, { city_slug: ['Это поле не может быть пустым.'], codes: { city_slug: ['blank'] } }],
    [
      { city_slug: '   ' },
      { city_slug: ['Это поле не может быть пустым.'], codes: { city_slug: ['blank'] } },
    ],
    [{ city_slug: 42 }, { city_slug: ['Некорректное значение.'], codes: { city_slug: ['invalid'] } }],
    [
      { city_slug: null },
      { city_slug: ['Это поле не может быть пустым (null).'], codes: { city_slug: ['null'] } },
    ],
    [
      { city_slug: 'x'.repeat(101) },
      { city_slug: ['Максимальная длина: 100.'], codes: { city_slug: ['max_length'] } },
    ],
    [['kazan'], { non_field_errors: ['Некорректное значение.'], codes: { non_field_errors: ['invalid'] } }],
    ['"kazan"', { non_field_errors: ['Некорректное значение.'], codes: { non_field_errors: ['invalid'] } }],
  ])('answers bad body %j with field errors', async (body, expected) => {
    const session = await startSession(t.app);
    const response = await put(body, authHeaders(session));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('requires the CSRF token', async () => {
    const session = await startSession(t.app);
    const response = await put({ city_slug: 'kazan' }, { cookie: session.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_failed' });
  });

  it('forgets a stored city that was deactivated since', async () => {
    const session = await startSession(t.app);
    const city = await createCity(t.database.db, { slug: 'soon-closed', position: 99 });
    expect((await put({ city_slug: 'soon-closed' }, authHeaders(session))).statusCode).toBe(200);
    await t.database.db.update(cities).set({ isActive: false }).where(eq(cities.id, city.id));
    const response = await t.app.inject({ url: '/api/v1/cities/me', headers: { cookie: session.cookie } });
    expect(response.json()).toMatchObject({ slug: 'moscow' });
  });
});

describe('default city of the site', () => {
  it("prefers the default site's default city over the first city", async () => {
    await createSite(t.database.db, { isDefault: true, defaultCityId: kazan.id });
    const response = await t.app.inject({ url: '/api/v1/cities/me' });
    expect(response.json()).toMatchObject({ slug: 'kazan' });
  });
});
