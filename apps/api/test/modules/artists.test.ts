// [CATALOGUE] GET /artists (by city, by name prefix in any language, ё/е and case insensitive)
// and GET /artists/{slug} (bio, photo, performances as cards), in ru and en, with bad input.
import { performanceArtists } from '@afisha/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist } from '../factories/catalogue.factory.ts';
import { useDemoCatalogueApp } from '../helpers/demo-catalogue-app.ts';

const app = useDemoCatalogueApp();

beforeAll(async () => {
  const { db } = app.t.database;
  const alyona = await createArtist(db, {
    slug: 'alyona',
    name: { ru: 'Алёна Салтыкова-Щедрина', en: 'Alyona Saltykova-Shchedrina' },
  });
  const oleg = await createArtist(db, { slug: 'oleg', name: { ru: 'Олег Прошлый', en: 'Oleg Proshly' } });
  await createArtist(db, { slug: 'zoe', name: { ru: 'Зоя Смит', en: 'Zoe Smith' }, photo: null });
  await db.insert(performanceArtists).values([
    { performanceId: app.demo.performances.dowry.id, artistId: alyona.id },
    { performanceId: app.demo.performances.finished.id, artistId: oleg.id },
    // A performance that is not published does not put its cast into a city.
    { performanceId: app.demo.performances.hidden.id, artistId: oleg.id },
  ]);
});

type ArtistPage = { count: number; results: Array<{ slug: string; name: string }> };

const { get } = app;

async function slugs(url: string, locale = 'ru') {
  const response = await get(url, locale);
  expect(response.statusCode).toBe(200);
  return response.json<ArtistPage>().results.map((artist) => artist.slug);
}

describe('GET /artists', () => {
  it('lists artists by name in the visitor language', async () => {
    const ru = (await get('/artists')).json<ArtistPage>();
    expect(ru.count).toBe(5);
    expect(ru.results[0]).toEqual({
      id: expect.any(Number),
      slug: 'alyona',
      name: 'Алёна Салтыкова-Щедрина',
      photo: '/media/artists/alyona.svg',
    });
    expect(ru.results.map((artist) => artist.slug)).toEqual([
      'alyona',
      'zoe',
      'ivan-petrov',
      'oleg',
      'yolkin',
    ]);
    expect(await slugs('/artists', 'en')).toEqual(['alyona', 'ivan-petrov', 'oleg', 'yolkin', 'zoe']);
  });

  it("keeps, with city, the artists of that city's upcoming performances", async () => {
    expect(await slugs('/artists?city=moscow')).toEqual(['ivan-petrov', 'yolkin']);
    expect(await slugs('/artists?city=kazan')).toEqual(['alyona']);
    expect(await slugs('/artists?city=atlantis')).toEqual([]);
  });

  it.each([
    ['пет', ['ivan-petrov', 'yolkin']],
    ['ПЁТ', ['ivan-petrov', 'yolkin']],
    ['ёлк', ['yolkin']],
    ['елк', ['yolkin']],
    ['yolk', ['yolkin']],
    ['щедр', ['alyona']],
    ['алена салт', ['alyona']],
    ['тров', []],
    ['%', []],
    ['_', []],
    ["'; DROP TABLE artists; --", []],
    ['', ['alyona', 'zoe', 'ivan-petrov', 'oleg', 'yolkin']],
  ])('finds names by the start of a word: search=%s', async (search, expected) => {
    expect(await slugs(`/artists?search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it('combines search and city, and pages', async () => {
    expect(await slugs('/artists?city=moscow&search=ив')).toEqual(['ivan-petrov']);
    const page = (await get('/artists?limit=2&offset=4')).json<ArtistPage>();
    expect(page).toMatchObject({ count: 5, results: [{ slug: 'yolkin' }] });
  });

  it("finds names by their first letter in the visitor's language, the letter index of /artists", async () => {
    expect(await slugs('/artists?letter=%D0%90')).toEqual(['alyona']);
    expect(await slugs('/artists?letter=%D0%BF')).toEqual(['yolkin']);
    expect(await slugs('/artists?letter=Z', 'en')).toEqual(['zoe']);
    expect(await slugs('/artists?letter=Z')).toEqual([]);
    expect(await slugs('/artists?letter=%D0%98&city=moscow')).toEqual(['ivan-petrov']);
    expect(await slugs('/artists?letter=%D0%98&city=kazan')).toEqual([]);
  });

  it.each(['ab', '%25', '1', '_'])('refuses a letter that is not one letter: letter=%s', async (letter) => {
    const response = await get(`/artists?letter=${letter}`, 'en');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain('letter');
  });

  it('refuses a search longer than 100 characters', async () => {
    const response = await get(`/artists?search=${'я'.repeat(10_000)}`, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      search: ['Ensure this field has no more than 100 characters or items.'],
      codes: { search: ['max_length'] },
    });
  });
});

describe('GET /artists/{slug}', () => {
  it('returns bio, photo and performances as cards, soonest first', async () => {
    const response = await get('/artists/ivan-petrov');
    expect(response.statusCode).toBe(200);
    const artist = response.json();
    expect(artist).toMatchObject({
      slug: 'ivan-petrov',
      name: 'Иван Петров',
      bio: 'Народный артист.',
      photo: '/media/artists/ivan-petrov.svg',
    });
    expect(artist.performances.map((card: { slug: string }) => card.slug)).toEqual(['aida', 'hamlet']);
    expect(artist.performances[1]).toMatchObject({
      min_price: 500,
      closest_event: { eventdate: '2030-01-17' },
    });
    const en = (await get('/artists/ivan-petrov', 'en')).json();
    expect(en).toMatchObject({
      name: 'Ivan Petrov',
      bio: 'People’s Artist.',
      performances: [{ title: 'Aida' }, { title: 'Hamlet' }],
    });
  });

  it('keeps performances without upcoming events (not unpublished ones), unless a city is given', async () => {
    const oleg = (await get('/artists/oleg')).json();
    expect(oleg.performances).toMatchObject([{ slug: 'finished', closest_event: null, min_price: null }]);
    expect((await get('/artists/oleg?city=moscow')).json().performances).toEqual([]);
    expect((await get('/artists/ivan-petrov?city=kazan')).json().performances).toEqual([]);
    expect((await get('/artists/zoe')).json()).toMatchObject({ bio: null, photo: null, performances: [] });
  });

  it('answers 404 for an unknown artist', async () => {
    for (const slug of ['nobody', encodeURIComponent("x' OR '1'='1")]) {
      const response = await get(`/artists/${slug}`, 'en');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });
});
