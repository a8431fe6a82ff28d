// [CATALOGUE] GET /genres and GET /tags: plain arrays in editorial order, in the visitor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGenre, createTag } from '../factories/catalogue.factory.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // Inserted out of order on purpose: the answer follows `position`, not ids.
  const opera = await createGenre(db, 'opera', { ru: 'Опера', en: 'Opera', de: 'Oper' }, 2);
  const drama = await createGenre(db, 'drama', { ru: 'Драма', en: 'Drama', de: '' }, 1);
  const family = await createTag(db, 'family', { ru: 'Для всей семьи', en: 'For the whole family' }, 5);
  const premiere = await createTag(db, 'premiere', { ru: 'Премьера' }, 3);
  ids = { opera: opera.id, drama: drama.id, family: family.id, premiere: premiere.id };
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, locale: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': locale } });

describe('GET /genres, GET /tags', () => {
  it('lists genres in position order, translated along the fallback chain', async () => {
    const ru = await get('/genres', 'ru');
    expect(ru.statusCode).toBe(200);
    expect(ru.json()).toEqual([
      { id: ids.drama, slug: 'drama', name: 'Драма' },
      { id: ids.opera, slug: 'opera', name: 'Опера' },
    ]);
    expect((await get('/genres', 'en')).json()).toEqual([
      { id: ids.drama, slug: 'drama', name: 'Drama' },
      { id: ids.opera, slug: 'opera', name: 'Opera' },
    ]);
    // An empty translation counts as missing: the English name, then the Russian one (de → en → ru).
    expect((await get('/genres', 'de')).json()).toMatchObject([{ name: 'Drama' }, { name: 'Oper' }]);
  });

  it('lists tags the same way', async () => {
    expect((await get('/tags', 'en')).json()).toEqual([
      { id: ids.premiere, slug: 'premiere', name: 'Премьера' },
      { id: ids.family, slug: 'family', name: 'For the whole family' },
    ]);
  });

  it('supports field selection and refuses unknown fields', async () => {
    expect((await get('/tags?query={slug}', 'ru')).json()).toEqual([
      { slug: 'premiere' },
      { slug: 'family' },
    ]);
    const bad = await get('/tags?query={colour}', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codes).toEqual({ query: ['unknown_field'] });
  });
});
