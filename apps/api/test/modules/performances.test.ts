// [CATALOGUE] GET /performance: what counts as upcoming in scope, every filter and ordering,
// paging, field selection and bad input, in ru and en.
import { performances } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { useDemoCatalogueApp } from '../helpers/demo-catalogue-app.ts';

const app = useDemoCatalogueApp();

type Card = {
  slug: string;
  title: string;
  min_price: number | null;
  closest_event: Record<string, unknown> | null;
};
type CardPage = { count: number; next: string | null; previous: string | null; results: Card[] };

const { get } = app;
const list = (query: string, locale = 'ru') => get(`/performance${query}`, locale);

async function slugs(query: string, locale = 'ru') {
  const response = await list(query, locale);
  expect(response.statusCode).toBe(200);
  return response.json<CardPage>().results.map((card) => card.slug);
}

describe('GET /performance: what is listed', () => {
  it('lists published performances with an upcoming, not cancelled event, closest first', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const page = response.json<CardPage>();
    // Not: hidden (unpublished), finished (only past events), called-off (only cancelled).
    // The open-date concert is valid from before today, so it is available now and comes first.
    expect(page.results.map((card) => card.slug)).toEqual(['romances', 'aida', 'hamlet', 'dowry', 'seagull']);
    expect(page.count).toBe(5);
  });

  it('gives each card its closest upcoming event with SPEC.md Event fields, in Russian', async () => {
    const page = (await list('?city=moscow')).json<CardPage>();
    const hamlet = page.results.find((card) => card.slug === 'hamlet');
    // The past (14th) and cancelled (16th) sessions are skipped; the cheapest upcoming one counts.
    expect(hamlet).toEqual({
      id: app.demo.performances.hamlet.id,
      slug: 'hamlet',
      title: 'Гамлет',
      original_image: '/media/originals/hamlet.svg',
      rating: 4.5,
      age: 16,
      venue_name: 'МХАТ',
      min_price: 500,
      closest_event: {
        id: app.demo.events.hamletThursday.id,
        nombilkn: app.demo.events.hamletThursday.nombilkn,
        age: 16,
        city_title: 'Москва',
        hall_title: 'Основная сцена',
        hall_slug: 'main-stage',
        hall_subtitle: 'МХАТ',
        eventdate: '2030-01-17',
        eventtime: '19:00:00',
        withopendate: 0,
        begindate: null,
        begindate_now: null,
        begintime: null,
        minpricesell: 1000,
        maxpricesell: 3000,
        sale_status: 'on_sale',
        named_tickets: false,
      },
    });
  });

  it('answers in English, and in French falls back to English where a text has no translation', async () => {
    const page = (await list('?city=moscow', 'en')).json<CardPage>();
    const hamlet = page.results.find((card) => card.slug === 'hamlet');
    expect(hamlet).toMatchObject({
      title: 'Hamlet',
      venue_name: 'Moscow Art Theatre',
      closest_event: { city_title: 'Moscow', hall_title: 'Main Stage', hall_subtitle: 'Moscow Art Theatre' },
    });
    const fr = (await list('?city=moscow', 'fr')).json<CardPage>();
    expect(fr.results.find((card) => card.slug === 'hamlet')).toMatchObject({
      title: 'Hamlet',
      closest_event: { city_title: 'Moscou' },
    });
  });

  it('shows an open-date ticket as a range from the later of its begin date and today', async () => {
    const page = (await list('?city=moscow')).json<CardPage>();
    expect(page.results[0]?.closest_event).toMatchObject({
      id: app.demo.events.romancesOpen.id,
      withopendate: 1,
      begindate: '2030-01-10',
      begindate_now: '2030-01-15',
      begintime: '10:00:00',
      eventdate: '2030-02-10',
      eventtime: '21:00:00',
      minpricesell: 1500,
    });
  });

  it('keeps kopecks as decimal roubles', async () => {
    const page = (await list('?city=moscow&weekends=true')).json<CardPage>();
    expect(page.results.find((card) => card.slug === 'hamlet')?.closest_event).toMatchObject({
      maxpricesell: 2500.5,
    });
  });
});

describe('GET /performance: filters', () => {
  it('filters by city; an unknown city is an empty page, not an error', async () => {
    expect(await slugs('?city=moscow')).toEqual(['romances', 'aida', 'hamlet', 'seagull']);
    expect(await slugs('?city=kazan')).toEqual(['dowry']);
    const unknown = await list('?city=atlantis');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('filters by any of the given genres and tags, and by category', async () => {
    expect(await slugs('?genres=opera')).toEqual(['aida']);
    expect(await slugs('?genres=opera,comedy')).toEqual(['aida', 'dowry', 'seagull']);
    expect(await slugs('?genres=drama&city=moscow')).toEqual(['hamlet', 'seagull']);
    expect(await slugs('?tags=premiere')).toEqual(['hamlet']);
    expect(await slugs('?tags=premiere,family')).toEqual(['hamlet', 'seagull']);
    expect(await slugs('?genres=drama&tags=family')).toEqual(['seagull']);
    expect(await slugs('?category=comedy')).toEqual(['dowry', 'seagull']);
    expect(await slugs('?genres=unknown')).toEqual([]);
    // An empty list filters nothing.
    expect(await slugs('?genres=,')).toHaveLength(5);
  });

  it('filters by venue', async () => {
    expect(await slugs('?theater=mxat')).toEqual(['hamlet', 'seagull']);
    expect(await slugs('?theater=nowhere')).toEqual([]);
  });

  it('keeps events on a Saturday, a Sunday or a public holiday with weekends=true', async () => {
    const page = (await list('?weekends=true')).json<CardPage>();
    // Hamlet plays Saturday, the Seagull on the holiday Monday, the open-date ticket spans both.
    expect(page.results.map((card) => card.slug)).toEqual(['romances', 'hamlet', 'seagull']);
    // The closest event is the closest in scope: Saturday's, not Thursday's.
    expect(page.results[1]?.closest_event).toMatchObject({
      id: app.demo.events.hamletSaturday.id,
      eventdate: '2030-01-19',
      age: 18,
    });
    expect(await slugs('?weekends=false')).toHaveLength(5);
  });

  it('filters by a range of venue-local dates', async () => {
    const page = (await list('?date_from=2030-01-18&date_to=2030-01-19')).json<CardPage>();
    // Hamlet's closest event in the range is Saturday's, after the Friday in Kazan.
    expect(page.results.map((card) => card.slug)).toEqual(['romances', 'dowry', 'hamlet']);
    expect(page.results[2]?.closest_event).toMatchObject({ eventdate: '2030-01-19' });
    expect(await slugs('?date_from=2030-01-21')).toEqual(['romances', 'seagull']);
    expect(await slugs('?date_to=2030-01-16')).toEqual(['romances', 'aida']);
    expect(await slugs('?date_from=2030-03-01')).toEqual([]);
  });
});

describe('GET /performance: ordering and paging', () => {
  it('orders by lowest price, by rating (unrated last) and by title in the visitor language', async () => {
    expect(await slugs('?ordering=price')).toEqual(['hamlet', 'seagull', 'dowry', 'romances', 'aida']);
    expect(await slugs('?ordering=-rating')).toEqual(['aida', 'hamlet', 'romances', 'dowry', 'seagull']);
    expect(await slugs('?ordering=title')).toEqual(['aida', 'dowry', 'romances', 'hamlet', 'seagull']);
    expect(await slugs('?ordering=title', 'en')).toEqual(['aida', 'romances', 'hamlet', 'seagull', 'dowry']);
    expect(await slugs('?ordering=closest')).toEqual(await slugs(''));
  });

  it('pages with limit and offset, keeping the filters in next and previous', async () => {
    const first = (await list('?city=moscow&limit=2')).json<CardPage>();
    expect(first.count).toBe(4);
    expect(first.results.map((card) => card.slug)).toEqual(['romances', 'aida']);
    expect(first.next).toBe('http://localhost:80/api/v1/performance?city=moscow&limit=2&offset=2');
    const second = (await list('?city=moscow&limit=2&offset=2')).json<CardPage>();
    expect(second.results.map((card) => card.slug)).toEqual(['hamlet', 'seagull']);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://localhost:80/api/v1/performance?city=moscow&limit=2');
    const beyond = (await list('?city=moscow&offset=40')).json<CardPage>();
    expect(beyond).toMatchObject({ count: 4, results: [] });
  });

  it('returns only the selected fields with query=', async () => {
    const response = await list('?city=kazan&query={slug,closest_event{eventdate,eventtime}}');
    expect(response.json<CardPage>().results).toEqual([
      { slug: 'dowry', closest_event: { eventdate: '2030-01-18', eventtime: '18:30:00' } },
    ]);
  });
});

describe('GET /performance: bad input', () => {
  it.each([
    ['?date_from=2030-02-30', 'date_from', 'invalid'],
    ['?date_to=tomorrow', 'date_to', 'invalid'],
    ['?date_from=2030-1-5', 'date_from', 'invalid'],
    ['?ordering=popularity', 'ordering', 'invalid_choice'],
    ['?weekends=maybe', 'weekends', 'invalid_choice'],
    ['?limit=0', 'limit', 'min_value'],
    ['?limit=abc', 'limit', 'invalid'],
    [`?city=${'x'.repeat(10_000)}`, 'city', 'max_length'],
    [`?genres=${'g'.repeat(10_000)}`, 'genres', 'max_length'],
    [`?tags=${Array.from({ length: 60 }, (_, i) => `t${i}`).join(',')}`, 'tags', 'max_length'],
  ])('%# is a 400 on the field', async (query, field, code) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ [field]: [code] });
  });

  it('explains the error in the visitor language', async () => {
    const ru = await list('?date_from=2030-02-30&ordering=popularity');
    expect(ru.json()).toMatchObject({
      date_from: ['Введите дату в формате ГГГГ-ММ-ДД.'],
      ordering: [expect.stringContaining('Недопустимое значение')],
    });
    const en = await list('?date_from=2030-02-30', 'en');
    expect(en.json()).toMatchObject({ date_from: ['Enter a valid date as YYYY-MM-DD.'] });
  });

  it('treats SQL metacharacters in filters as plain text and changes nothing', async () => {
    const hostile = encodeURIComponent("moscow'; DELETE FROM performances; --");
    for (const field of ['city', 'genres', 'tags', 'theater', 'category']) {
      const response = await list(`?${field}=${hostile}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<CardPage>().count).toBe(0);
    }
    const [row] = (
      await app.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${performances}`)
    ).rows;
    expect(row?.n).toBe(8);
  });
});
