// [VENUES] GET /theaters/{slug}: one active venue of either type with contacts, city and halls
// (address, coordinates, subways with title and colour) in the visitor's language; 404 otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHallsRepository } from '../../src/modules/venues/halls.repository.ts';
import { createCity } from '../factories/cities.factory.ts';
import { createHall, createVenue } from '../factories/venues.factory.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let moscow: { id: number };
let bolshoi: { id: number };
let newStage: { id: number };
let historicStage: { id: number };
let agency: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  moscow = await createCity(db, {
    slug: 'moscow',
    name: { ru: 'Москва', en: 'Moscow' },
    nameCase: { ru: 'Москве', en: 'Moscow' },
  });
  bolshoi = await createVenue(db, {
    slug: 'bolshoi',
    name: { ru: 'Большой театр', en: 'Bolshoi Theatre', fr: 'Théâtre Bolchoï' },
    description: { ru: 'Главный театр страны.', en: 'The main theatre of the country.' },
    logo: '/media/logos/bolshoi.svg',
    website: 'https://bolshoi.example',
    phone: '+7 495 000-00-01',
    cityId: moscow.id,
  });
  // Inserted out of order on purpose: halls follow `position`, subways their own order.
  newStage = await createHall(db, bolshoi.id, {
    slug: 'new',
    title: { ru: 'Новая сцена', en: 'New Stage' },
    address: { ru: 'ул. Большая Дмитровка, 4/2', en: '4/2 Bolshaya Dmitrovka St' },
    position: 2,
  });
  historicStage = await createHall(db, bolshoi.id, {
    slug: 'historic',
    title: { ru: 'Историческая сцена', en: 'Historic Stage' },
    subtitle: { ru: 'Главное здание' },
    address: { ru: 'Театральная пл., 1', en: '1 Theatre Square' },
    latitude: 55.76,
    longitude: 37.6186,
    position: 1,
    subways: [
      { title: { ru: 'Театральная', en: 'Teatralnaya' }, color: '#2DBE2C' },
      { title: { ru: 'Охотный Ряд' }, color: '#EF161E' },
    ],
  });
  agency = await createVenue(db, {
    slug: 'fest-agency',
    type: 'ORGANIZATOR',
    name: { ru: 'Фестивальное агентство', en: 'Festival Agency' },
    cityId: moscow.id,
  });
  await createVenue(db, { slug: 'closed-theatre', isActive: false, cityId: moscow.id });
});
afterAll(async () => {
  await t?.close();
});

const get = (slug: string, locale?: string) =>
  t.app.inject({
    url: `/api/v1/theaters/${slug}`,
    headers: locale ? { 'accept-language': locale } : {},
  });

describe('GET /theaters/{slug}', () => {
  it('answers a theatre with its contacts, city and halls in order, in Russian', async () => {
    const response = await get('bolshoi');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: bolshoi.id,
      slug: 'bolshoi',
      type: 'THEATER',
      name: 'Большой театр',
      logo: '/media/logos/bolshoi.svg',
      description: 'Главный театр страны.',
      website: 'https://bolshoi.example',
      phone: '+7 495 000-00-01',
      city: { id: moscow.id, slug: 'moscow', city_name: 'Москва', city_name_case: 'Москве' },
      halls: [
        {
          id: historicStage.id,
          slug: 'historic',
          title: 'Историческая сцена',
          subtitle: 'Главное здание',
          address: 'Театральная пл., 1',
          latitude: expect.closeTo(55.76, 4),
          longitude: expect.closeTo(37.6186, 4),
          subways: [
            { title: 'Театральная', color: '#2DBE2C' },
            { title: 'Охотный Ряд', color: '#EF161E' },
          ],
        },
        {
          id: newStage.id,
          slug: 'new',
          title: 'Новая сцена',
          subtitle: null,
          address: 'ул. Большая Дмитровка, 4/2',
          latitude: null,
          longitude: null,
          subways: [],
        },
      ],
    });
  });

  it('answers in English, falling back to Russian where a text has no translation', async () => {
    const body = (await get('bolshoi', 'en')).json();
    expect(body.name).toBe('Bolshoi Theatre');
    expect(body.description).toBe('The main theatre of the country.');
    expect(body.city.city_name).toBe('Moscow');
    expect(body.halls[0]).toMatchObject({
      title: 'Historic Stage',
      subtitle: 'Главное здание',
      address: '1 Theatre Square',
      subways: [
        { title: 'Teatralnaya', color: '#2DBE2C' },
        { title: 'Охотный Ряд', color: '#EF161E' },
      ],
    });
  });

  it('answers in French where there is a French text', async () => {
    const body = (await get('bolshoi', 'fr')).json();
    expect(body.name).toBe('Théâtre Bolchoï');
    expect(body.description).toBe('Главный театр страны.');
  });

  it('answers an organiser too, with no halls as an empty list', async () => {
    const response = await get('fest-agency', 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'fest-agency',
      type: 'ORGANIZATOR',
      name: 'Festival Agency',
      description: null,
      logo: null,
      halls: [],
    });
  });

  it('selects fields with query=, nested ones included', async () => {
    const response = await t.app.inject({
      url: '/api/v1/theaters/bolshoi?query={name,halls{slug,subways{color}}}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Большой театр',
      halls: [
        { slug: 'historic', subways: [{ color: '#2DBE2C' }, { color: '#EF161E' }] },
        { slug: 'new', subways: [] },
      ],
    });
  });

  it('is 404 for an inactive venue, translated', async () => {
    const ru = await get('closed-theatre');
    expect(ru.statusCode).toBe(404);
    expect(ru.json()).toEqual({ detail: 'Не найдено.', code: 'not_found' });
    const en = await get('closed-theatre', 'en');
    expect(en.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it.each([
    ['an unknown slug', 'no-such-venue'],
    ['SQL metacharacters', encodeURIComponent("bolshoi' OR '1'='1")],
    ['a LIKE pattern', encodeURIComponent('bolsh%')],
    ['a case variant', 'BOLSHOI'],
    ['non-ASCII text', encodeURIComponent('большой')],
  ])('is 404 for %s', async (_case, slug) => {
    const response = await get(slug, 'en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('refuses a 10,000-character slug before routing with a plain 400', async () => {
    const response = await get('x'.repeat(10_000), 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Invalid value.'],
      codes: { non_field_errors: ['invalid'] },
    });
  });
});

describe('halls repository (shared with the venue lists)', () => {
  it('loads the halls of several venues in one call, keyed by venue, in the asked locale', async () => {
    const other = await createVenue(t.database.db, { cityId: moscow.id });
    const otherHall = await createHall(t.database.db, other.id, {
      title: { ru: 'Малый зал', en: 'Small Hall' },
      subways: [{ title: { ru: 'Арбатская', en: 'Arbatskaya' }, color: '#0072BA' }],
    });
    const halls = await createHallsRepository(t.database.db).listByVenue(
      [bolshoi.id, agency.id, other.id, 0],
      'en',
    );
    expect([...halls.keys()].sort()).toEqual([bolshoi.id, other.id].sort());
    expect(halls.get(bolshoi.id)?.map((hall) => hall.title)).toEqual(['Historic Stage', 'New Stage']);
    expect(halls.get(other.id)).toEqual([
      expect.objectContaining({
        id: otherHall.id,
        title: 'Small Hall',
        subways: [{ title: 'Arbatskaya', color: '#0072BA' }],
      }),
    ]);
    expect((await createHallsRepository(t.database.db).listByVenue([], 'ru')).size).toBe(0);
  });
});
