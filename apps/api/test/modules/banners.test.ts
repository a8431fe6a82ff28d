// [CONTENT] GET /mainslides, /gift_card_banner, /footer_banner: the city's entries plus the
// site-wide ones, active only, in order, slides only inside their time window; unknown cities get
// the site-wide entries; texts in the visitor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFooterBanner, createGiftCardBanner, createMainSlide } from '../factories/banners.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const NOW = new Date('2030-01-15T12:00:00Z');
const clock = manualClock(NOW);
const ids: Record<string, number> = {};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const { db } = t.database;
  const moscow = await createCity(db, { slug: 'moscow' });
  const kazan = await createCity(db, { slug: 'kazan' });
  const closed = await createCity(db, { slug: 'closed', isActive: false });
  const hour = 3_600_000;
  const at = (hours: number) => new Date(NOW.getTime() + hours * hour);

  const slide = async (key: string, values: Parameters<typeof createMainSlide>[1]) => {
    ids[key] = (await createMainSlide(db, values)).id;
  };
  await slide('moscow2', { cityId: moscow.id, position: 2, title: { ru: 'Гамлет', en: 'Hamlet' } });
  await slide('global1', {
    position: 1,
    title: { ru: 'Щелкунчик', en: 'The Nutcracker' },
    subtitle: { ru: 'Большой театр', en: 'Bolshoi Theatre' },
    image: '/media/slides/nutcracker.svg',
    url: '/perfomances/nutcracker',
  });
  await slide('moscow3running', { cityId: moscow.id, position: 3, startsAt: at(-1), endsAt: at(1) });
  await slide('moscow4startsNow', { cityId: moscow.id, position: 4, startsAt: NOW });
  await slide('notYet', { cityId: moscow.id, position: 0, startsAt: at(1) });
  await slide('endsNow', { cityId: moscow.id, position: 0, endsAt: NOW });
  await slide('ended', { position: 0, startsAt: at(-48), endsAt: at(-24) });
  await slide('inactive', { cityId: moscow.id, position: 0, isActive: false });
  await slide('kazan', { cityId: kazan.id, position: 0 });
  await slide('closedCity', { cityId: closed.id, position: 0 });

  const footer = async (key: string, values: Parameters<typeof createFooterBanner>[1]) => {
    ids[key] = (await createFooterBanner(db, values)).id;
  };
  await footer('fGlobal2', { position: 2, imageCaption: { ru: 'Сертификаты', en: 'Gift cards' } });
  await footer('fMoscow1', { cityId: moscow.id, position: 1, url: 'https://partner.example/x' });
  await footer('fInactive', { position: 0, isActive: false });
  await footer('fKazan', { cityId: kazan.id, position: 0 });

  const gift = async (key: string, values: Parameters<typeof createGiftCardBanner>[1]) => {
    ids[key] = (await createGiftCardBanner(db, values)).id;
  };
  await gift('gGlobal', {
    title: { ru: 'Подарите театр', en: 'Give the theatre' },
    text: { ru: 'Сертификат' },
  });
  await gift('gMoscow', { cityId: moscow.id });
  await gift('gInactive', { isActive: false });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, locale = 'ru') => getJson(t.app, `/api/v1${url}`, { locale });
const idsOf = (body: Array<{ id: number }>) => body.map((item) => item.id);

describe('GET /mainslides', () => {
  it("lists the city's slides and the site-wide ones by position, only inside their window", async () => {
    const { status, body } = await get('/mainslides?city=moscow');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.global1, ids.moscow2, ids.moscow3running, ids.moscow4startsNow]);
  });

  it('answers each slide with its image, link and texts, in Russian and in English', async () => {
    const ru = (await get('/mainslides')).body;
    expect(ru).toEqual([
      {
        id: ids.global1,
        image: { url: '/media/slides/nutcracker.svg', caption: 'Щелкунчик' },
        url: '/perfomances/nutcracker',
        title: 'Щелкунчик',
        subtitle: 'Большой театр',
      },
    ]);
    const en = (await get('/mainslides?city=moscow', 'en')).body;
    expect(en[0]).toMatchObject({
      image: { caption: 'The Nutcracker' },
      title: 'The Nutcracker',
      subtitle: 'Bolshoi Theatre',
    });
    expect(en[1]).toMatchObject({ title: 'Hamlet', subtitle: null });
    // No English text: the Russian one.
    expect(en[2].title).toMatch(/^Слайд \d+$/);
  });

  it('follows the clock: a slide appears when its window opens and leaves when it closes', async () => {
    clock.advance(2 * 3_600_000);
    try {
      const { body } = await get('/mainslides?city=moscow');
      expect(idsOf(body)).toEqual([ids.notYet, ids.global1, ids.moscow2, ids.moscow4startsNow]);
    } finally {
      clock.advance(-2 * 3_600_000);
    }
  });

  it.each([
    ['no city', ''],
    ['an empty city', '?city='],
    ['an unknown city', '?city=atlantis'],
    ['an inactive city', '?city=closed'],
    ['SQL metacharacters', `?city=${encodeURIComponent("moscow' OR '1'='1")}`],
    ['a case variant', '?city=MOSCOW'],
  ])('gives %s the site-wide slides only', async (_case, query) => {
    const { status, body } = await get(`/mainslides${query}`);
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.global1]);
  });

  it('refuses a 10,000-character city with a field error, translated', async () => {
    const ru = await get(`/mainslides?city=${'x'.repeat(10_000)}`);
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({ city: ['Максимальная длина: 100.'], codes: { city: ['max_length'] } });
    const en = await get(`/mainslides?city=${'x'.repeat(10_000)}`, 'en');
    expect(en.body.city).toEqual(['Ensure this field has no more than 100 characters or items.']);
  });

  it('selects fields with query=', async () => {
    const { body } = await get('/mainslides?city=moscow&query={id,image{url}}');
    expect(body[0]).toEqual({ id: ids.global1, image: { url: '/media/slides/nutcracker.svg' } });
  });
});

describe('GET /footer_banner', () => {
  it("lists the city's banners and the site-wide ones by position, active only", async () => {
    const { status, body } = await get('/footer_banner?city=moscow');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.fMoscow1, ids.fGlobal2]);
    expect(body[0]).toEqual({
      id: ids.fMoscow1,
      image: { url: expect.stringMatching(/^\/media\/banners\/footer-\d+\.svg$/), caption: '' },
      url: 'https://partner.example/x',
    });
  });

  it('translates the caption, with Russian as the fallback', async () => {
    expect((await get('/footer_banner', 'en')).body[0].image.caption).toBe('Gift cards');
    expect((await get('/footer_banner', 'de')).body[0].image.caption).toBe('Сертификаты');
  });

  it('gives an unknown city the site-wide banners', async () => {
    expect(idsOf((await get('/footer_banner?city=atlantis')).body)).toEqual([ids.fGlobal2]);
  });
});

describe('GET /gift_card_banner', () => {
  it("puts the city's banner before the site-wide one, active only", async () => {
    const { status, body } = await get('/gift_card_banner?city=moscow');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.gMoscow, ids.gGlobal]);
  });

  it('answers the texts in the visitor language', async () => {
    const { body } = await get('/gift_card_banner?city=kazan', 'en');
    expect(body).toEqual([
      {
        id: ids.gGlobal,
        image: {
          url: expect.stringMatching(/^\/media\/banners\/gift-\d+\.svg$/),
          caption: 'Give the theatre',
        },
        url: '/certificates',
        title: 'Give the theatre',
        text: 'Сертификат',
      },
    ]);
  });
});
