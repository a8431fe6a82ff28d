// [CATALOGUE] GET /performance/{slug} (the full performance page) and GET /performance_updates
// (the change feed), in ru and en, with unknown, unpublished and malformed input.
import { events, performances } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoCatalogueApp } from '../helpers/demo-catalogue-app.ts';

const app = useDemoCatalogueApp();

const { get } = app;

describe('GET /performance/{slug}', () => {
  it('returns the whole performance page in Russian', async () => {
    const response = await get('/performance/hamlet');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: app.demo.performances.hamlet.id,
      slug: 'hamlet',
      title: 'Гамлет',
      original_image: '/media/originals/hamlet.svg',
      rating: 4.5,
      rating_count: 12,
      age: 16,
      venue_name: 'МХАТ',
      min_price: 500,
      max_price: 3000,
      closest_event: expect.objectContaining({
        id: app.demo.events.hamletThursday.id,
        eventdate: '2030-01-17',
        eventtime: '19:00:00',
      }),
      short_description: 'Трагедия в двух актах.',
      description: 'Быть или не быть.',
      duration: '02:50',
      is_premiere: true,
      genres: [{ id: app.demo.genres.drama.id, slug: 'drama', name: 'Драма' }],
      tags: [{ id: app.demo.tags.premiere.id, slug: 'premiere', name: 'Премьера' }],
      artists: [
        { slug: 'yolkin', name: 'Пётр Ёлкин', role: 'Режиссёр', photo: '/media/artists/yolkin.svg' },
        { slug: 'ivan-petrov', name: 'Иван Петров', role: 'Гамлет', photo: '/media/artists/ivan-petrov.svg' },
      ],
      venue: {
        id: app.demo.venues.mxat.venue.id,
        slug: 'mxat',
        type: 'THEATER',
        name: 'МХАТ',
        city_title: 'Москва',
        city_slug: 'moscow',
        logo: app.demo.venues.mxat.venue.logo,
        halls: [
          {
            id: app.demo.venues.mxat.hall.id,
            slug: 'main-stage',
            title: 'Основная сцена',
            subtitle: 'МХАТ',
            address: 'Камергерский пер., 3',
            latitude: 55.75,
            longitude: 37.62,
            subways: [
              { title: 'Охотный Ряд', color: '#D6083B' },
              { title: 'Театральная', color: '#0A6F20' },
            ],
          },
        ],
      },
      images: { poster: '/media/posters/hamlet.svg', original: '/media/originals/hamlet.svg' },
      performance_group: 'hamlet-group',
    });
  });

  it('answers in English, and in French falls back to English where untranslated', async () => {
    const en = (await get('/performance/hamlet', 'en')).json();
    expect(en).toMatchObject({
      title: 'Hamlet',
      description: 'To be or not to be.',
      genres: [{ name: 'Drama' }],
      artists: [
        { name: 'Pyotr Yolkin', role: 'Director' },
        { name: 'Ivan Petrov', role: 'Hamlet' },
      ],
      venue: {
        name: 'Moscow Art Theatre',
        halls: [
          { address: '3 Kamergersky Lane', subways: [{ title: 'Okhotny Ryad' }, { title: 'Teatralnaya' }] },
        ],
      },
      closest_event: { city_title: 'Moscow', hall_title: 'Main Stage' },
    });
    const fr = (await get('/performance/hamlet', 'fr')).json();
    expect(fr).toMatchObject({
      title: 'Hamlet',
      genres: [{ name: 'Drame' }],
      closest_event: { city_title: 'Moscou' },
    });
  });

  it('shows no duration, no prices and no closest event when none are known', async () => {
    const response = await get('/performance/finished');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      duration: null,
      closest_event: null,
      min_price: null,
      max_price: null,
      genres: [],
      tags: [],
      artists: [],
      performance_group: null,
      rating: null,
    });
  });

  it.each([
    ['hidden'],
    ['no-such-show'],
    ["hamlet'; DROP TABLE performances; --"],
  ])('answers 404 for an unknown or unpublished performance (%#)', async (slug) => {
    const ru = await get(`/performance/${encodeURIComponent(slug)}`);
    expect(ru.statusCode).toBe(404);
    expect(ru.json()).toEqual({ detail: 'Не найдено.', code: 'not_found' });
    const en = await get(`/performance/${encodeURIComponent(slug)}`, 'en');
    expect(en.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('refuses a slug longer than any slug can be', async () => {
    // The router refuses path parameters over 200 characters before the route runs.
    for (const length of [201, 10_000]) {
      const response = await get(`/performance/${'x'.repeat(length)}`, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        non_field_errors: ['Invalid value.'],
        codes: { non_field_errors: ['invalid'] },
      });
    }
  });

  it('supports field selection into nested objects', async () => {
    const response = await get('/performance/hamlet?query={slug,venue{slug,halls{subways{color}}}}');
    expect(response.json()).toEqual({
      slug: 'hamlet',
      venue: { slug: 'mxat', halls: [{ subways: [{ color: '#D6083B' }, { color: '#0A6F20' }] }] },
    });
  });
});

describe('GET /performance_updates', () => {
  type Feed = { count: number; results: Array<{ slug: string; changed_at: string; title: string }> };

  beforeAll(async () => {
    const { db } = app.t.database;
    await db
      .update(performances)
      .set({ updatedAt: new Date('2030-01-10T09:00:00Z') })
      .where(eq(performances.id, app.demo.performances.aida.id));
    // A price change rewrites the event's price cache, which stamps the event.
    await db
      .update(events)
      .set({ minPriceKopecks: 40_000, updatedAt: new Date('2030-01-12T09:30:00Z') })
      .where(eq(events.id, app.demo.events.hamletSaturday.id));
    // Unpublished performances are not announced.
    await db
      .update(performances)
      .set({ updatedAt: new Date('2030-01-13T09:00:00Z') })
      .where(eq(performances.id, app.demo.performances.hidden.id));
  });

  it('lists performances whose row or events changed since the moment, newest change first', async () => {
    const response = await get('/performance_updates?since=2030-01-05T00:00:00Z', 'en');
    expect(response.statusCode).toBe(200);
    const feed = response.json<Feed>();
    expect(feed.count).toBe(2);
    expect(feed.results).toEqual([
      {
        id: app.demo.performances.hamlet.id,
        slug: 'hamlet',
        title: 'Hamlet',
        changed_at: '2030-01-12T09:30:00.000000Z',
      },
      {
        id: app.demo.performances.aida.id,
        slug: 'aida',
        title: 'Aida',
        changed_at: '2030-01-10T09:00:00.000000Z',
      },
    ]);
  });

  it('takes any ISO offset and excludes changes at or before the moment', async () => {
    const feed = (await get('/performance_updates?since=2030-01-12T12:30:00%2B03:00')).json<Feed>();
    expect(feed.results.map((row) => row.slug)).toEqual([]);
    const later = (await get('/performance_updates?since=2030-01-11T00:00:00Z')).json<Feed>();
    expect(later.results.map((row) => row.slug)).toEqual(['hamlet']);
  });

  it('pages, and keeps the count past the end', async () => {
    const first = (await get('/performance_updates?since=2030-01-05T00:00:00Z&limit=1')).json<Feed>();
    expect(first.results.map((row) => row.slug)).toEqual(['hamlet']);
    const beyond = (await get('/performance_updates?since=2030-01-05T00:00:00Z&offset=10')).json<Feed>();
    expect(beyond).toMatchObject({ count: 2, results: [] });
  });

  it.each([
    ['', 'required'],
    ['?since=yesterday', 'invalid'],
    ['?since=2030-13-01T00:00:00Z', 'invalid'],
    [`?since=${'9'.repeat(10_000)}`, 'invalid'],
  ])('refuses a missing or malformed since (%#)', async (query, code) => {
    const response = await get(`/performance_updates${query}`, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ since: [code] });
  });
});
