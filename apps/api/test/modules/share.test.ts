// [CATALOGUE] GET /share: links to a performance or event page of the public site, with the
// locale prefix of the visitor's language, for every network; bad and unknown targets.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerformance, createSession } from '../factories/catalogue.factory.ts';
import { msk } from '../factories/demo-catalogue.factory.ts';
import { useDemoCatalogueApp } from '../helpers/demo-catalogue-app.ts';

let hiddenEvent: { id: number };

const app = useDemoCatalogueApp({
  config: (config) => ({ ...config, publicSiteUrl: 'https://afisha.example' }),
});

beforeAll(async () => {
  const { db } = app.t.database;
  await createPerformance(db, app.demo.venues.mxat, {
    slug: 'romeo',
    title: { ru: 'Ромео & Джульетта: "Вечер #1"?' },
  });
  hiddenEvent = await createSession(db, app.demo.venues.mxat, app.demo.performances.hidden, {
    startsAt: msk('2030-01-24', '19:00'),
  });
});

const getAt = app.get;
const get = (query: string, locale = 'ru') => getAt(`/share${query}`, locale);

describe('GET /share', () => {
  it('links to the performance page for every network, in Russian without a prefix', async () => {
    const response = await get('?performance=hamlet');
    expect(response.statusCode).toBe(200);
    const url = 'https://afisha.example/perfomances/hamlet';
    const u = encodeURIComponent(url);
    const title = encodeURIComponent('Гамлет');
    expect(response.json()).toEqual({
      url,
      title: 'Гамлет',
      vk: `https://vk.com/share.php?url=${u}&title=${title}`,
      telegram: `https://t.me/share/url?url=${u}&text=${title}`,
      whatsapp: `https://wa.me/?text=${title}%20${u}`,
      ok: `https://connect.ok.ru/offer?url=${u}&title=${title}`,
      x: `https://x.com/intent/tweet?url=${u}&text=${title}`,
      email: `mailto:?subject=${title}&body=${u}`,
    });
  });

  it('prefixes the page with the visitor language and titles it in that language', async () => {
    expect((await get('?performance=hamlet', 'en')).json()).toMatchObject({
      url: 'https://afisha.example/en/perfomances/hamlet',
      title: 'Hamlet',
    });
    // German has no title of its own: the English one is shared (de → en → ru).
    expect((await get('?performance=hamlet', 'de')).json()).toMatchObject({
      url: 'https://afisha.example/de/perfomances/hamlet',
      title: 'Hamlet',
    });
  });

  it("links to an event's page", async () => {
    const id = app.demo.events.hamletSaturday.id;
    expect((await get(`?event=${id}`, 'fr')).json()).toMatchObject({
      url: `https://afisha.example/fr/events/${id}`,
      title: 'Hamlet',
    });
  });

  it('encodes titles with URL metacharacters so every link keeps its parameters', async () => {
    const links = (await get('?performance=romeo')).json<Record<string, string>>();
    const vk = new URL(links.vk ?? '');
    expect(vk.searchParams.get('title')).toBe('Ромео & Джульетта: "Вечер #1"?');
    expect(vk.searchParams.get('url')).toBe('https://afisha.example/perfomances/romeo');
    expect(new URL(links.whatsapp ?? '').searchParams.get('text')).toBe(
      'Ромео & Джульетта: "Вечер #1"? https://afisha.example/perfomances/romeo',
    );
  });

  it('asks for exactly one of performance and event', async () => {
    for (const query of ['', `?performance=hamlet&event=${app.demo.events.hamletSaturday.id}`]) {
      const ru = await get(query);
      expect(ru.statusCode).toBe(400);
      expect(ru.json()).toEqual({
        non_field_errors: ['Укажите либо performance, либо event.'],
        codes: { non_field_errors: ['invalid'] },
      });
    }
    expect((await get('', 'en')).json()).toMatchObject({
      non_field_errors: ['Give either performance or event.'],
    });
  });

  it('answers 404 for unknown or unpublished targets', async () => {
    for (const query of [
      '?performance=hidden',
      '?performance=nothing',
      '?event=999999',
      `?event=${hiddenEvent.id}`,
    ]) {
      const response = await get(query, 'en');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('refuses a malformed event id', async () => {
    const response = await get(`?event=${encodeURIComponent('1 OR 1=1')}`, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ event: ['invalid'] });
  });
});
