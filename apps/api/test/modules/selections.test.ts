// [CATALOGUE] GET /selections, /selections/{slug} and /recommendslider: collections per city in
// editorial order, their performances as cards, and slides of performances still playing.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSelection, createSlide } from '../factories/editorial.factory.ts';
import { useDemoCatalogueApp } from '../helpers/demo-catalogue-app.ts';

const slides: Record<string, number> = {};

const app = useDemoCatalogueApp();

beforeAll(async () => {
  const { db } = app.t.database;
  const { cities, performances: p } = app.demo;
  // Inserted out of order on purpose: lists follow `position`.
  await createSelection(db, {
    slug: 'best-kazan',
    title: { ru: 'Лучшее в Казани', en: 'Best of Kazan' },
    cityId: cities.kazan.id,
    position: 3,
  });
  await createSelection(db, {
    slug: 'best-moscow',
    title: { ru: 'Лучшее в Москве', en: 'Best of Moscow' },
    cityId: cities.moscow.id,
    position: 2,
    performanceIds: [p.aida.id],
  });
  await createSelection(db, {
    slug: 'classics',
    title: { ru: 'Классика', en: 'Classics' },
    description: { ru: 'Вечные сюжеты.', en: 'Timeless stories.' },
    position: 1,
    performanceIds: [p.seagull.id, p.hidden.id, p.hamlet.id, p.finished.id, p.dowry.id],
  });
  await createSelection(db, { slug: 'old', title: { ru: 'Архив' }, position: 0, isActive: false });

  const moscow = cities.moscow.id;
  slides.aida = (
    await createSlide(db, {
      performanceId: p.aida.id,
      cityId: moscow,
      image: '/media/slides/aida.svg',
      position: 0,
    })
  ).id;
  slides.finished = (await createSlide(db, { performanceId: p.finished.id, cityId: moscow, position: 1 })).id;
  slides.hamlet = (await createSlide(db, { performanceId: p.hamlet.id, cityId: moscow, position: 2 })).id;
  slides.dowry = (
    await createSlide(db, { performanceId: p.dowry.id, cityId: cities.kazan.id, position: 0 })
  ).id;
  slides.seagull = (await createSlide(db, { performanceId: p.seagull.id, cityId: null, position: 5 })).id;
  await createSlide(db, { performanceId: p.romances.id, cityId: moscow, position: 3, isActive: false });
});

const { get } = app;

type Slugged = { slug: string };
type Detail = {
  slug: string;
  title: string;
  performances: { count: number; next: string | null; previous: string | null; results: Slugged[] };
};

describe('GET /selections', () => {
  it("lists the city's collections and those of every city, in position order", async () => {
    const response = await get('/selections?city=moscow');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        slug: 'classics',
        title: 'Классика',
        description: 'Вечные сюжеты.',
        image: '/media/collections/classics.svg',
      },
      {
        id: expect.any(Number),
        slug: 'best-moscow',
        title: 'Лучшее в Москве',
        description: null,
        image: '/media/collections/best-moscow.svg',
      },
    ]);
    const kazan = (await get('/selections?city=kazan', 'en')).json<Array<{ title: string }>>();
    expect(kazan.map((selection) => selection.title)).toEqual(['Classics', 'Best of Kazan']);
  });

  it('lists every active collection without a city, and only the shared ones for an unknown city', async () => {
    const all = (await get('/selections')).json<Slugged[]>();
    expect(all.map((selection) => selection.slug)).toEqual(['classics', 'best-moscow', 'best-kazan']);
    const unknown = (await get('/selections?city=atlantis')).json<Slugged[]>();
    expect(unknown.map((selection) => selection.slug)).toEqual(['classics']);
  });
});

describe('GET /selections/{slug}', () => {
  it('returns the collection with its published performances in editorial order', async () => {
    const response = await get('/selections/classics');
    expect(response.statusCode).toBe(200);
    const detail = response.json<Detail>();
    expect(detail).toMatchObject({ slug: 'classics', title: 'Классика', description: 'Вечные сюжеты.' });
    // Without a city even a performance with no upcoming session stays (its card says so).
    expect(detail.performances.results.map((card) => card.slug)).toEqual([
      'seagull',
      'hamlet',
      'finished',
      'dowry',
    ]);
    expect(detail.performances.results[2]).toMatchObject({ closest_event: null });
    expect(detail.performances.count).toBe(4);
  });

  it('keeps only performances still playing in the city when one is given', async () => {
    const detail = (await get('/selections/classics?city=moscow', 'en')).json<Detail>();
    expect(detail.title).toBe('Classics');
    expect(detail.performances.results).toMatchObject([
      { slug: 'seagull', title: 'The Seagull' },
      { slug: 'hamlet', title: 'Hamlet', closest_event: { city_title: 'Moscow' } },
    ]);
    expect((await get('/selections/classics?city=atlantis')).json<Detail>().performances.count).toBe(0);
  });

  it('pages the performances', async () => {
    const detail = (await get('/selections/classics?limit=1&offset=1')).json<Detail>();
    expect(detail.performances).toEqual({
      count: 4,
      next: 'http://localhost:80/api/v1/selections/classics?limit=1&offset=2',
      previous: 'http://localhost:80/api/v1/selections/classics?limit=1',
      results: [expect.objectContaining({ slug: 'hamlet' })],
    });
  });

  it('answers 404 for an unknown or inactive collection', async () => {
    for (const slug of ['old', 'nothing']) {
      const response = await get(`/selections/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Не найдено.', code: 'not_found' });
    }
  });

  it('refuses bad paging', async () => {
    const response = await get('/selections/classics?offset=-1', 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ offset: ['invalid'] });
  });
});

describe('GET /recommendslider', () => {
  it("shows the city's active slides and the shared ones whose performance still plays there", async () => {
    const response = await get('/recommendslider?city=moscow');
    expect(response.statusCode).toBe(200);
    const items = response.json<Array<{ id: number; image: string; performance: Slugged }>>();
    // Not: the finished performance, the inactive slide, Kazan's slide.
    expect(items.map((item) => [item.id, item.image, item.performance.slug])).toEqual([
      [slides.aida, '/media/slides/aida.svg', 'aida'],
      [slides.hamlet, '/media/posters/hamlet.svg', 'hamlet'],
      [slides.seagull, '/media/posters/seagull.svg', 'seagull'],
    ]);
    expect(items[1]?.performance).toMatchObject({
      title: 'Гамлет',
      closest_event: { eventdate: '2030-01-17' },
    });
  });

  it('drops a shared slide whose performance does not play in the city', async () => {
    const items = (await get('/recommendslider?city=kazan', 'en')).json<
      Array<{ performance: { title: string } }>
    >();
    expect(items.map((item) => item.performance.title)).toEqual(['Without a Dowry']);
    expect((await get('/recommendslider?city=atlantis')).json()).toEqual([]);
  });
});
