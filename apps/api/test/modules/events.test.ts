// [CATALOGUE] GET /events, /events/{id}, /events/nombilkn/{nombilkn}, /eventdates and
// /dummyevents: upcoming sessions in scope with their performance, in ru and en, bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../factories/catalogue.factory.ts';
import { msk } from '../factories/demo-catalogue.factory.ts';
import { useDemoCatalogueApp } from '../helpers/demo-catalogue-app.ts';

let aidaAnnounced: { id: number };
let dowryAnnounced: { id: number };
let seagullAfterMidnight: { id: number };
let hiddenEvent: { id: number };

const app = useDemoCatalogueApp();

beforeAll(async () => {
  const { db } = app.t.database;
  const { venues, performances } = app.demo;
  aidaAnnounced = await createSession(db, venues.bolshoi, performances.aida, {
    startsAt: msk('2030-03-05', '19:00'),
    saleStatus: 'announced',
  });
  dowryAnnounced = await createSession(db, venues.kazanDrama, performances.dowry, {
    startsAt: msk('2030-03-06', '19:00'),
    saleStatus: 'announced',
  });
  // 00:30 in Moscow on the 23rd is still the 22nd in UTC: the venue's day counts.
  seagullAfterMidnight = await createSession(db, venues.mxat, performances.seagull, {
    startsAt: msk('2030-01-23', '00:30'),
  });
  hiddenEvent = await createSession(db, venues.mxat, performances.hidden, {
    startsAt: msk('2030-01-24', '19:00'),
  });
});

type EventItem = { id: number; eventdate: string; performance: { slug: string; title: string } };
type EventPage = { count: number; results: EventItem[] };

const { get } = app;

async function ids(url: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json<EventPage>().results.map((event) => event.id);
}

describe('GET /events', () => {
  it('lists upcoming sessions of published performances, soonest first, each with its performance', async () => {
    const { events: e } = app.demo;
    const page = (await get('/events')).json<EventPage>();
    // Not the past, the cancelled, or the unpublished performance's sessions.
    expect(page.results.map((event) => event.id)).toEqual([
      e.romancesOpen.id,
      e.aidaWednesday.id,
      e.hamletThursday.id,
      e.dowryFriday.id,
      e.hamletSaturday.id,
      e.seagullHoliday.id,
      seagullAfterMidnight.id,
      aidaAnnounced.id,
      dowryAnnounced.id,
    ]);
    expect(page.count).toBe(9);
    expect(page.results[2]).toMatchObject({
      id: e.hamletThursday.id,
      nombilkn: e.hamletThursday.nombilkn,
      eventdate: '2030-01-17',
      eventtime: '19:00:00',
      hall_title: 'Основная сцена',
      minpricesell: 1000,
      performance: {
        id: app.demo.performances.hamlet.id,
        slug: 'hamlet',
        title: 'Гамлет',
        venue_name: 'МХАТ',
        min_price: 500,
        closest_event: { id: e.hamletThursday.id },
      },
    });
  });

  it('answers in English', async () => {
    const page = (await get('/events?performance=hamlet', 'en')).json<EventPage>();
    expect(page.results[0]).toMatchObject({
      city_title: 'Moscow',
      hall_title: 'Main Stage',
      performance: { title: 'Hamlet', venue_name: 'Moscow Art Theatre' },
    });
  });

  it('filters by performance, city, venue, a day and a date range', async () => {
    const { events: e } = app.demo;
    expect(await ids('/events?performance=hamlet')).toEqual([e.hamletThursday.id, e.hamletSaturday.id]);
    expect(await ids('/events?city=kazan')).toEqual([e.dowryFriday.id, dowryAnnounced.id]);
    expect(await ids('/events?theater=mxat')).toEqual([
      e.hamletThursday.id,
      e.hamletSaturday.id,
      e.seagullHoliday.id,
      seagullAfterMidnight.id,
    ]);
    // The open-date ticket is valid that day too.
    expect(await ids('/events?date=2030-01-19')).toEqual([e.romancesOpen.id, e.hamletSaturday.id]);
    expect(await ids('/events?date=2030-01-23&theater=mxat')).toEqual([seagullAfterMidnight.id]);
    expect(await ids('/events?date_from=2030-03-01&date_to=2030-03-05')).toEqual([aidaAnnounced.id]);
    expect(await ids('/events?performance=no-such-show')).toEqual([]);
    expect(await ids('/events?city=atlantis')).toEqual([]);
  });

  it('pages', async () => {
    const page = (await get('/events?limit=2&offset=8')).json<EventPage>();
    expect(page).toMatchObject({ count: 9, results: [{ id: dowryAnnounced.id }] });
  });

  it.each([
    ['?date=2030-02-29', 'date', 'invalid'],
    ['?date_from=soon', 'date_from', 'invalid'],
    [`?performance=${'p'.repeat(10_000)}`, 'performance', 'max_length'],
    ['?limit=1000', 'limit', 'max_value'],
  ])('refuses bad input with a field error (%#)', async (query, field, code) => {
    const response = await get(`/events${query}`, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ [field]: [code] });
  });
});

describe('GET /events/{id} and /events/nombilkn/{nombilkn}', () => {
  it('returns one session with its performance, by id and by box-office number', async () => {
    const { hamletThursday } = app.demo.events;
    const byId = await get(`/events/${hamletThursday.id}`, 'en');
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      id: hamletThursday.id,
      nombilkn: hamletThursday.nombilkn,
      eventdate: '2030-01-17',
      city_title: 'Moscow',
      performance: { slug: 'hamlet', title: 'Hamlet' },
    });
    const byNumber = await get(`/events/nombilkn/${hamletThursday.nombilkn}`, 'en');
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toEqual(byId.json());
  });

  it('still finds past and cancelled sessions, which orders and tickets point at', async () => {
    const past = await get(`/events/${app.demo.events.hamletPast.id}`);
    expect(past.json()).toMatchObject({ eventdate: '2030-01-14' });
    const cancelled = await get(`/events/${app.demo.events.hamletCancelled.id}`);
    expect(cancelled.json()).toMatchObject({ sale_status: 'cancelled' });
  });

  it('answers 404 for an unknown session or one of an unpublished performance', async () => {
    for (const url of [`/events/${hiddenEvent.id}`, '/events/999999', '/events/nombilkn/1']) {
      const ru = await get(url);
      expect(ru.statusCode).toBe(404);
      expect(ru.json()).toEqual({ detail: 'Не найдено.', code: 'not_found' });
    }
    expect((await get('/events/999999', 'en')).json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it.each([
    ['/events/abc', 'id'],
    ['/events/1e3', 'id'],
    ['/events/-1', 'id'],
    ['/events/12345678901', 'id'],
    ["/events/1'%20OR%20'1'='1", 'id'],
    ['/events/nombilkn/x1', 'nombilkn'],
  ])('refuses a malformed id with 400 (%s)', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ [field]: ['invalid'] });
  });
});

describe('GET /eventdates', () => {
  it('lists venue-local days with dated upcoming sessions, open-date tickets aside', async () => {
    const response = await get('/eventdates');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      '2030-01-16',
      '2030-01-17',
      '2030-01-18',
      '2030-01-19',
      '2030-01-21',
      '2030-01-23',
      '2030-03-05',
      '2030-03-06',
    ]);
  });

  it('narrows by city, performance and month', async () => {
    expect((await get('/eventdates?city=kazan')).json()).toEqual(['2030-01-18', '2030-03-06']);
    expect((await get('/eventdates?performance=hamlet')).json()).toEqual(['2030-01-17', '2030-01-19']);
    expect((await get('/eventdates?month=2030-03&city=moscow')).json()).toEqual(['2030-03-05']);
    expect((await get('/eventdates?month=2030-02')).json()).toEqual([]);
    expect((await get('/eventdates?city=atlantis')).json()).toEqual([]);
  });

  // Year 0 has the pattern's shape but is no date in PostgreSQL: refused in words, never sent to the database.
  it.each([
    ['2030-13'],
    ['2030-1'],
    ['March'],
    ['2030-03-01'],
    ['0000-01'],
    ['0001-01'],
    ['3000-01'],
  ])('refuses month=%s', async (month) => {
    const response = await get(`/eventdates?month=${month}`, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ month: ['Invalid value.'], codes: { month: ['invalid'] } });
  });

  it.each([
    ['0000-01-01'],
    ['0000-02-29'],
    ['1899-12-31'],
    ['3000-01-01'],
  ])('refuses date_from=%s of the sessions list', async (date) => {
    const response = await get(`/events?date_from=${date}`, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ date_from: ['invalid'] });
  });
});

describe('GET /dummyevents', () => {
  it('lists announced sessions with their performance, by city', async () => {
    const all = (await get('/dummyevents', 'en')).json<EventPage>();
    expect(all.count).toBe(2);
    expect(all.results).toMatchObject([
      { id: aidaAnnounced.id, sale_status: 'announced', performance: { slug: 'aida', title: 'Aida' } },
      {
        id: dowryAnnounced.id,
        sale_status: 'announced',
        performance: { slug: 'dowry', title: 'Without a Dowry' },
      },
    ]);
    expect(
      (await get('/dummyevents?city=moscow')).json<EventPage>().results.map((event) => event.id),
    ).toEqual([aidaAnnounced.id]);
    expect((await get('/dummyevents?city=atlantis')).json<EventPage>().count).toBe(0);
  });
});
