// [SEARCH] GET /search, /performancegroups and /theaters on a small catalogue in four languages:
// matching (case, ё, prefix, typos, keyboard layout, transliteration, artists, venues), ranking,
// city scope, grouping of productions, paging, and bad or hostile input in ru and en.
import { refreshSearchDocuments } from '@afisha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArtist,
  createPerformance,
  createSession,
  createVenue,
  type VenueRef,
} from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const NOW = new Date('2030-01-15T12:00:00Z');
/** 19:00 in Moscow, `days` after NOW. */
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000 + 4 * 3_600_000);

let t: TestApp;
const ids: Record<string, number> = {};
const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(NOW) });
  const { db } = t.database;
  const moscow = await createCity(db, { slug: 'moscow', name: { ru: 'Москва', en: 'Moscow' } });
  const spb = await createCity(db, { slug: 'spb', name: { ru: 'Санкт-Петербург', en: 'Saint Petersburg' } });

  const taganka = await createVenue(db, {
    city: moscow,
    name: {
      ru: 'Театр на Таганке',
      en: 'Taganka Theatre',
      fr: 'Théâtre de la Taganka',
      de: 'Taganka-Theater',
    },
    position: 2,
    hall: {
      title: { ru: 'Основная сцена', en: 'Main stage' },
      address: { ru: 'Земляной Вал, 76/21', en: '76/21 Zemlyanoy Val' },
    },
    subways: [{ title: { ru: 'Таганская', en: 'Taganskaya' }, color: '#943E90' }],
  });
  const crocus = await createVenue(db, {
    city: moscow,
    name: { ru: 'Крокус Сити Холл', en: 'Crocus City Hall' },
    type: 'ORGANIZATOR',
    position: 1,
  });
  const closed = await createVenue(db, {
    city: moscow,
    name: { ru: 'Закрытый театр Гамлет' },
    isActive: false,
  });
  const mariinsky = await createVenue(db, {
    city: spb,
    name: { ru: 'Мариинский театр', en: 'Mariinsky Theatre' },
  });
  Object.assign(ids, { taganka: taganka.venue.id, crocus: crocus.venue.id, mariinsky: mariinsky.venue.id });

  /** A performance with one session `days` ahead at its venue (none when `days` is null). */
  const show = async (
    venue: VenueRef,
    title: Record<string, string> & { ru: string },
    days: number | null,
    extra: Parameters<typeof createPerformance>[2] = {},
  ) => {
    const performance = await createPerformance(db, venue, { title, ...extra });
    if (days !== null) await createSession(db, venue, performance, { startsAt: inDays(days) });
    return performance;
  };

  const hamletTitle = { ru: 'Гамлет', en: 'Hamlet', fr: 'Hamlet', de: 'Hamlet' };
  const hamletTaganka = await show(taganka, hamletTitle, null, {
    group: { slug: 'hamlet', title: hamletTitle },
  });
  const groupId = hamletTaganka.performanceGroupId ?? undefined;
  await createSession(db, taganka, hamletTaganka, { startsAt: inDays(3), minPrice: 1500, maxPrice: 4000 });
  await createSession(db, taganka, hamletTaganka, { startsAt: inDays(1), saleStatus: 'cancelled' });
  const hamletCrocus = await show(crocus, hamletTitle, null, { groupId });
  // Not "soon" (30 days): the exact title must still rank above titles that merely hold the word.
  await createSession(db, crocus, hamletCrocus, { startsAt: inDays(45), minPrice: 900.5, maxPrice: 2000 });
  await createSession(db, crocus, hamletCrocus, { startsAt: inDays(-2), minPrice: 100, maxPrice: 200 });
  const hamletSpb = await show(mariinsky, hamletTitle, 1, { groupId });
  await show(taganka, { ru: 'Гамлет (черновик)' }, 1, { isPublished: false });
  await show(closed, { ru: 'Гамлет (закрытый театр)' }, 1);
  await show(crocus, { ru: 'Камлет' }, 1);
  await show(crocus, { ru: 'Гамлет и Офелия' }, 1);
  const questions = await show(taganka, { ru: 'Гамлетовские вопросы' }, 2);

  const pavlova = await createArtist(db, {
    slug: 'anna-pavlova',
    name: { ru: 'Анна Павлова', en: 'Anna Pavlova' },
  });
  const nutcracker = await show(
    taganka,
    { ru: 'Щелкунчик', en: 'The Nutcracker', fr: 'Casse-Noisette', de: 'Der Nussknacker' },
    5,
    { cast: [{ artistId: pavlova.id }] },
  );

  const seagullTitle = { ru: 'Чайка', en: 'The Seagull' };
  const seagullIdle = await show(taganka, seagullTitle, null);
  const seagullSoon = await show(crocus, seagullTitle, 4);
  const dolly = await show(crocus, { ru: 'Hello, Dolly!' }, 6);
  const fir = await show(crocus, { ru: 'Ёлка у Ивановых' }, 7);
  await show(crocus, { ru: 'Ёжик в тумане' }, 8);

  Object.assign(ids, {
    hamletTaganka: hamletTaganka.id,
    hamletCrocus: hamletCrocus.id,
    hamletSpb: hamletSpb.id,
  });
  Object.assign(ids, { hamletGroup: groupId, seagullIdle: seagullIdle.id, seagullSoon: seagullSoon.id });
  Object.assign(slugs, { hamletTaganka: hamletTaganka.slug, questions: questions.slug });
  Object.assign(slugs, { nutcracker: nutcracker.slug, dolly: dolly.slug, fir: fir.slug });

  await refreshSearchDocuments(db);
});
afterAll(async () => {
  await t?.close();
});

type SearchBody = {
  events: {
    id: number;
    performance: { slug: string; title: string };
    date_line: string;
    city_title: string;
  }[];
  theaters: { id: number; name: string; halls: { address: string; subways: { title: string }[] }[] }[];
};

async function search(params: Record<string, string>, locale = 'ru') {
  const response = await t.app.inject({
    url: '/api/v1/search',
    query: { city: 'moscow', ...params },
    headers: { 'accept-language': locale },
  });
  return response;
}

async function found(q: string, locale = 'ru', city = 'moscow'): Promise<SearchBody> {
  const response = await search({ q, city }, locale);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const titles = (body: SearchBody) => body.events.map((event) => event.performance.title);

describe('GET /search: what it finds', () => {
  it('finds a title typed in the wrong keyboard layout, with the date line of its closest session', async () => {
    const body = await found('ufvktn');
    expect(body.events[0]).toMatchObject({
      performance: { slug: slugs.hamletTaganka, title: 'Гамлет' },
      eventdate: '2030-01-18',
      eventtime: '19:00:00',
      hall_title: 'Основная сцена',
      minpricesell: 1500,
      maxpricesell: 4000,
      date_line: '18 января, 19:00, Основная сцена',
    });
  });

  it('answers in the visitor language, dates included', async () => {
    const body = await found('hamlet', 'en');
    expect(body.events[0]).toMatchObject({
      performance: { title: 'Hamlet' },
      city_title: 'Moscow',
      date_line: 'January 18, 7:00 PM, Main stage',
    });
  });

  it('finds titles in French and German', async () => {
    expect(titles(await found('casse-noisette', 'fr'))).toEqual(['Casse-Noisette']);
    expect(titles(await found('nussknacker', 'de'))).toEqual(['Der Nussknacker']);
    // The hall has no German name: its English one (de → en → ru).
    expect((await found('nussknacker', 'de')).events[0]?.date_line).toBe('20. Januar, 19:00, Main stage');
  });

  it('is case-insensitive and treats ё as е both ways', async () => {
    expect(titles(await found('ЕЛКА'))).toEqual(['Ёлка у Ивановых']);
    expect(titles(await found('гамлёт')).slice(0, 2)).toEqual(['Гамлет', 'Гамлет']);
    // Two letters get no typo budget: only folding ё makes «еж» the beginning of «Ёжик».
    expect(titles(await found('ЕЖ'))).toEqual(['Ёжик в тумане']);
  });

  it('finds as you type: the last word by its beginning', async () => {
    expect(titles(await found('гам'))).toContain('Гамлет');
    expect(titles(await found('ёлка у иван'))).toEqual(['Ёлка у Ивановых']);
  });

  it('forgives one or two wrong letters in a word', async () => {
    expect(titles(await found('щелкунчек'))).toEqual(['Щелкунчик']);
    expect(titles(await found('шелкунчек'))).toEqual(['Щелкунчик']);
    expect(titles(await found('гамлед'))).toContain('Гамлет');
  });

  it('does not stretch a typo budget to three letters or to short words', async () => {
    expect(titles(await found('шилкунчек'))).toEqual([]);
    expect(titles(await found('гвм'))).toEqual([]);
  });

  it('reads the wrong layout both ways and Latin transliteration both ways', async () => {
    expect(titles(await found('руддщ'))).toEqual(['Hello, Dolly!']);
    expect(titles(await found('gamlet'))).toContain('Гамлет');
    expect(titles(await found('shchelkunchik'))).toEqual(['Щелкунчик']);
    expect(titles(await found('хелло'))).toEqual(['Hello, Dolly!']);
  });

  it('finds performances by the names of their artists, in any language', async () => {
    expect(titles(await found('павлова'))).toEqual(['Щелкунчик']);
    expect(titles(await found('anna pavlova', 'en'))).toEqual(['The Nutcracker']);
  });

  it('finds venues by name, with their halls, addresses and subways', async () => {
    const body = await found('таганк');
    expect(body.theaters).toMatchObject([
      {
        id: ids.taganka,
        name: 'Театр на Таганке',
        halls: [{ address: 'Земляной Вал, 76/21', subways: [{ title: 'Таганская' }] }],
      },
    ]);
    expect((await found('taganka', 'en')).theaters.map((venue) => venue.name)).toEqual(['Taganka Theatre']);
    expect((await found('théâtre taganka', 'fr')).theaters.map((venue) => venue.name)).toEqual([
      'Théâtre de la Taganka',
    ]);
  });

  it('keeps to the chosen city, and leaves out unpublished shows and closed venues', async () => {
    const moscow = await found('гамлет');
    expect(moscow.events.map((event) => event.performance.slug)).not.toContain(undefined);
    expect(titles(moscow).filter((title) => title === 'Гамлет')).toHaveLength(2);
    expect(titles(moscow)).not.toContain('Гамлет (закрытый театр)');
    expect(titles(moscow)).not.toContain('Гамлет (черновик)');
    expect(moscow.theaters).toEqual([]);
    const spb = await found('гамлет', 'ru', 'spb');
    expect(spb.events).toHaveLength(1);
    expect(spb.events[0]?.city_title).toBe('Санкт-Петербург');
  });

  it('ranks the exact title, then the word in a title, then a word it begins, then a typo, whatever plays sooner', async () => {
    expect(titles(await found('гамлет'))).toEqual([
      'Гамлет',
      'Гамлет',
      'Гамлет и Офелия',
      'Гамлетовские вопросы',
      'Камлет',
    ]);
  });

  it('lists only shows with a session to come, and honours limit', async () => {
    expect(titles(await found('чайка'))).toEqual(['Чайка']);
    const limited = await search({ q: 'гамлет', limit: '1' });
    expect(limited.json().events).toHaveLength(1);
  });
});

describe('GET /search: blank, bad and hostile input', () => {
  it('finds nothing for empty or blank text', async () => {
    for (const q of ['', '   ', '\t\n']) expect(await found(q)).toEqual({ events: [], theaters: [] });
    const response = await t.app.inject({ url: '/api/v1/search' });
    expect(response.json()).toEqual({ events: [], theaters: [] });
  });

  it('takes SQL and LIKE metacharacters, backslashes and emoji as text', async () => {
    for (const q of [
      '%',
      '_',
      '%%__',
      '\\',
      "'",
      '"',
      "'; drop table performances;--",
      '🎭🎭',
      'гам%',
      'г_млет',
    ]) {
      const response = await search({ q });
      expect(response.statusCode, q).toBe(200);
    }
    expect(titles(await found("гамлет'); --"))).toContain('Гамлет');
    expect(titles(await found('🎭 гамлет 🎭'))).toContain('Гамлет');
    expect(titles(await found('%'))).toEqual([]);
  });

  it('answers a 1,000-character query quickly, and refuses a longer one in the visitor language', async () => {
    const started = performance.now();
    const long = await search({ q: `гамлет ${'щелкунчик '.repeat(99)}`.slice(0, 1000) });
    expect(long.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    const tooLong = await search({ q: 'я'.repeat(10_000) }, 'ru');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().codes).toEqual({ q: ['max_length'] });
    expect(tooLong.json().q[0]).toMatch(/[а-я]/);
    const english = await search({ q: 'x'.repeat(1001) }, 'en');
    expect(english.json().q[0]).toMatch(/1000/);
  });

  it('refuses an unknown city with a field error in the visitor language', async () => {
    const ru = await search({ q: 'гамлет', city: 'atlantis' }, 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toMatchObject({
      city: ['Город «atlantis» не найден.'],
      codes: { city: ['does_not_exist'] },
    });
    const en = await search({ q: 'гамлет', city: "x' or 1=1 --" }, 'en');
    expect(en.json().city).toEqual([`City "x' or 1=1 --" does not exist.`]);
  });

  it('refuses a bad limit', async () => {
    for (const limit of ['0', '101', 'abc', '-1', '1.5']) {
      const response = await search({ q: 'гамлет', limit });
      expect(response.statusCode, limit).toBe(400);
      expect(Object.keys(response.json().codes)).toEqual(['limit']);
    }
  });
});

type GroupPage = {
  count: number;
  next: string | null;
  results: {
    id: number;
    slug: string;
    title: string;
    group_id: number | null;
    performances_count: number;
    min_price: number | null;
    closest_event: { id: number; eventdate: string } | null;
  }[];
};

async function groups(params: Record<string, string>, locale = 'ru'): Promise<GroupPage> {
  const response = await t.app.inject({
    url: '/api/v1/performancegroups',
    query: { city: 'moscow', ...params },
    headers: { 'accept-language': locale },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /performancegroups', () => {
  it('groups a production staged at two venues, opening the one that plays first', async () => {
    const page = await groups({ search: 'ufvktn', limit: '4' });
    expect(page.results[0]).toMatchObject({
      id: ids.hamletTaganka,
      slug: slugs.hamletTaganka,
      title: 'Гамлет',
      group_id: ids.hamletGroup,
      performances_count: 2,
      min_price: 900.5,
      closest_event: { eventdate: '2030-01-18' },
    });
    expect(page.results.map((group) => group.title)).toEqual([
      'Гамлет',
      'Гамлет и Офелия',
      'Гамлетовские вопросы',
      'Камлет',
    ]);
    expect(page.count).toBe(4);
  });

  it('ranks a show with sessions soon above the same title without any', async () => {
    const page = await groups({ search: 'the seagull' }, 'en');
    expect(page.results.map((group) => [group.id, group.min_price, group.closest_event === null])).toEqual([
      [ids.seagullSoon, 1000, false],
      [ids.seagullIdle, null, true],
    ]);
  });

  it('lists every production of the city without search, soonest first, paged', async () => {
    const page = await groups({ limit: '2' });
    expect(page.count).toBe(10);
    expect(page.results.map((group) => group.title).sort()).toEqual(['Гамлет и Офелия', 'Камлет']);
    expect(page.next).toContain('offset=2');
    const last = await groups({ limit: '2', offset: '9' });
    expect(last.results.map((group) => group.closest_event)).toEqual([null]);
    expect((await groups({ offset: '50' })).results).toEqual([]);
  });

  it('selects fields with query=', async () => {
    const response = await t.app.inject({
      url: '/api/v1/performancegroups',
      query: { city: 'moscow', search: 'гамлет', limit: '1', query: '{slug,title,closest_event{eventdate}}' },
    });
    expect(response.json().results).toEqual([
      { slug: slugs.hamletTaganka, title: 'Гамлет', closest_event: { eventdate: '2030-01-18' } },
    ]);
  });

  it('finds nothing for punctuation, and refuses an unknown city or a huge search', async () => {
    expect((await groups({ search: "%_'\\" })).results).toEqual([]);
    const unknown = await t.app.inject({ url: '/api/v1/performancegroups?city=nowhere&search=x' });
    expect(unknown.statusCode).toBe(400);
    const huge = await t.app.inject({ url: `/api/v1/performancegroups?search=${'a'.repeat(10_000)}` });
    expect(huge.statusCode).toBe(400);
  });
});

type TheaterPage = {
  count: number;
  next: string | null;
  results: { id: number; name: string; type: string; city_title?: string }[];
};

async function theaters(params: Record<string, string>, locale = 'ru'): Promise<TheaterPage> {
  const response = await t.app.inject({
    url: '/api/v1/theaters',
    query: params,
    headers: { 'accept-language': locale },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /theaters', () => {
  it('lists the active venues of a city in editorial order without search', async () => {
    const page = await theaters({ city: 'moscow' });
    expect(page.results.map((venue) => venue.id)).toEqual([ids.crocus, ids.taganka]);
    expect(page.count).toBe(2);
    const all = await theaters({});
    expect(all.count).toBe(3);
  });

  it("says each venue's city in the visitor's language, for lists of every city", async () => {
    const all = await theaters({ limit: '10' }, 'en');
    expect(all.results.map((venue) => [venue.id, venue.city_title])).toEqual(
      expect.arrayContaining([
        [ids.taganka, 'Moscow'],
        [ids.mariinsky, 'Saint Petersburg'],
      ]),
    );
    expect((await theaters({ city: 'spb' })).results[0]?.city_title).toBe('Санкт-Петербург');
  });

  it('filters by type and pages', async () => {
    const page = await theaters({ city: 'moscow', type: 'THEATER' }, 'en');
    expect(page.results.map((venue) => [venue.name, venue.type])).toEqual([['Taganka Theatre', 'THEATER']]);
    const first = await theaters({ city: 'moscow', limit: '1' });
    expect(first.next).toContain('limit=1');
    expect(first.results).toHaveLength(1);
  });

  it('finds venues by a typo, a prefix, a transliteration or the wrong layout', async () => {
    for (const search of ['крокус', 'крокс', 'krokus', 'rhjr', 'crocus']) {
      expect(
        (await theaters({ city: 'moscow', search })).results.map((venue) => venue.id),
        search,
      ).toEqual([ids.crocus]);
    }
  });

  it('refuses an unknown type or city', async () => {
    const badType = await t.app.inject({ url: '/api/v1/theaters?type=CINEMA' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().codes).toHaveProperty('type');
    const badCity = await t.app.inject({
      url: '/api/v1/theaters?city=',
      headers: { 'accept-language': 'en' },
    });
    expect(badCity.statusCode).toBe(400);
  });
});
