// [PAGES] GET /pages, /pages/{id}, /pages/find?path=, /pages/preview?path= with X-Preview-Token:
// published pages only (drafts only with their token, and a wrong token looks like no page at all),
// paths normalised, bodies sanitised, texts in the visitor's language.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage } from '../factories/pages.factory.ts';
import { createSite } from '../factories/sites.factory.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const TOKEN = 'preview-token-of-about';
const NOT_FOUND_RU = { detail: 'Не найдено.', code: 'not_found' };
const NOT_FOUND_EN = { detail: 'Not found.', code: 'not_found' };

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const main = await createSite(db, { domain: 'afisha.example', isDefault: true });
  const kazan = await createSite(db, { domain: 'kazan.afisha.example' });
  const page = async (key: string, values: Parameters<typeof createPage>[1]) => {
    ids[key] = (await createPage(db, values)).id;
  };
  await page('about', {
    siteId: main.id,
    path: '/about',
    title: { ru: 'О нас', en: 'About us' },
    body: { ru: '<p>Мы продаём билеты.</p>', en: '<p>We sell tickets.</p>' },
    draftTitle: { ru: 'О нас — новая версия', en: 'About us (new version)' },
    draftBody: { ru: '<p>Черновик</p><script>alert(1)</script>', en: '<p>Draft</p>' },
    previewToken: TOKEN,
  });
  await page('contacts', {
    siteId: main.id,
    path: '/contacts',
    title: { ru: 'Контакты', en: 'Contacts' },
    body: {
      ru: '<p onclick="steal()">Звоните</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">тут</a><script>document.cookie</script>',
    },
  });
  await page('help', { siteId: main.id, path: '/help/refund', title: { ru: 'Возврат' } });
  await page('hidden', {
    siteId: main.id,
    path: '/secret-sale',
    title: { ru: 'Распродажа' },
    isPublished: false,
    draftTitle: { ru: 'Распродажа: черновик' },
    previewToken: 'token-of-the-sale',
  });
  await page('kazanAbout', { siteId: kazan.id, path: '/about', title: { ru: 'О Казани' } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  getJson(t.app, `/api/v1${url}`, { headers });
const en = { 'accept-language': 'en' };

describe('GET /pages', () => {
  it("lists the default site's published pages by path, paged, in Russian", async () => {
    const { status, body } = await get('/pages?limit=2');
    expect(status).toBe(200);
    expect(body).toEqual({
      count: 3,
      next: 'http://localhost:80/api/v1/pages?limit=2&offset=2',
      previous: null,
      results: [
        { id: ids.about, path: '/about', title: 'О нас' },
        { id: ids.contacts, path: '/contacts', title: 'Контакты' },
      ],
    });
    const second = await get('/pages?limit=2&offset=2', en);
    expect(second.body.results).toEqual([{ id: ids.help, path: '/help/refund', title: 'Возврат' }]);
  });

  it('lists the pages of the site of a domain', async () => {
    const { body } = await get('/pages?domain=Kazan.Afisha.Example');
    expect(body.results).toEqual([{ id: ids.kazanAbout, path: '/about', title: 'О Казани' }]);
  });

  it('refuses bad paging with field errors', async () => {
    const { status, body } = await get('/pages?limit=0&offset=-1', en);
    expect(status).toBe(400);
    expect(body.codes).toEqual({ limit: ['min_value'], offset: ['invalid'] });
  });
});

describe('GET /pages/{id}', () => {
  it('answers a published page in the visitor language', async () => {
    const { status, body } = await get(`/pages/${ids.about}`, en);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: ids.about,
      path: '/about',
      title: 'About us',
      body: '<p>We sell tickets.</p>',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('never lets stored scripts, handlers or javascript: links through', async () => {
    const { body } = await get(`/pages/${ids.contacts}`);
    expect(body.body).toBe('<p>Звоните</p><img src="x" /><a>тут</a>');
  });

  it.each([
    ['an unpublished page', () => String(ids.hidden)],
    ["another site's page", () => String(ids.kazanAbout)],
    ['an unknown id', () => '999999'],
    ['an id past the integer range', () => '99999999999999999999'],
    ['zero', () => '0'],
    ['a non-numeric id', () => 'abc'],
    ['SQL metacharacters', () => encodeURIComponent('1 OR 1=1')],
  ])('is 404 for %s', async (_case, id) => {
    const ru = await get(`/pages/${id()}`);
    expect(ru.status).toBe(404);
    expect(ru.body).toEqual(NOT_FOUND_RU);
  });
});

describe('GET /pages/find', () => {
  it.each([
    '/about',
    '/about/',
    'about',
    '/About',
    '//ABOUT//',
    ' /about ',
  ])('finds the page at %j', async (path) => {
    const { status, body } = await get(`/pages/find?path=${encodeURIComponent(path)}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ids.about, title: 'О нас', body: '<p>Мы продаём билеты.</p>' });
  });

  it('finds nested paths and pages of another domain', async () => {
    expect((await get('/pages/find?path=/help/refund/')).body.id).toBe(ids.help);
    expect((await get('/pages/find?path=/about&domain=kazan.afisha.example')).body.id).toBe(ids.kazanAbout);
  });

  it('sanitises the body here too', async () => {
    expect((await get('/pages/find?path=/contacts')).body.body).toBe(
      '<p>Звоните</p><img src="x" /><a>тут</a>',
    );
  });

  it.each([
    ['an unknown path', '/nope'],
    ['an unpublished page', '/secret-sale'],
    ['a prefix of a path', '/help'],
    ['SQL metacharacters', "/about' OR '1'='1"],
    ['a LIKE pattern', '/abo%'],
  ])('is 404 for %s, translated', async (_case, path) => {
    const ru = await get(`/pages/find?path=${encodeURIComponent(path)}`);
    expect(ru.status).toBe(404);
    expect(ru.body).toEqual(NOT_FOUND_RU);
    expect((await get(`/pages/find?path=${encodeURIComponent(path)}`, en)).body).toEqual(NOT_FOUND_EN);
  });

  it('refuses a missing, blank or huge path with a field error, translated', async () => {
    const missing = await get('/pages/find');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ path: ['Обязательное поле.'], codes: { path: ['required'] } });
    const blank = await get('/pages/find?path=%20', en);
    expect(blank.body).toEqual({ path: ['This field may not be blank.'], codes: { path: ['blank'] } });
    const huge = await get(`/pages/find?path=/${'a'.repeat(10_000)}`, en);
    expect(huge.status).toBe(400);
    expect(huge.body.codes).toEqual({ path: ['max_length'] });
  });

  it('selects fields with query=', async () => {
    expect((await get('/pages/find?path=/about&query={title}')).body).toEqual({ title: 'О нас' });
  });
});

describe('GET /pages/preview', () => {
  const preview = (path: string, token?: string, locale = 'ru') =>
    get(`/pages/preview?path=${encodeURIComponent(path)}`, {
      'accept-language': locale,
      ...(token === undefined ? {} : { 'x-preview-token': token }),
    });

  it('shows the draft to the holder of the token, sanitised, never cached', async () => {
    const ru = await preview('/About/', TOKEN);
    expect(ru.status).toBe(200);
    expect(ru.headers['cache-control']).toBe('no-store');
    expect(ru.body).toMatchObject({ id: ids.about, title: 'О нас — новая версия', body: '<p>Черновик</p>' });
    const english = await preview('/about', TOKEN, 'en');
    expect(english.body).toMatchObject({ title: 'About us (new version)', body: '<p>Draft</p>' });
  });

  it('shows the draft of a page that was never published', async () => {
    const { status, body } = await preview('/secret-sale', 'token-of-the-sale');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ids.hidden, title: 'Распродажа: черновик' });
  });

  it('is 404 for a page that has no preview token, whatever token is sent', async () => {
    expect((await preview('/contacts', TOKEN)).status).toBe(404);
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a wrong token', 'guess'],
    ['a token differing in case', TOKEN.toUpperCase()],
    ['a token with a trailing space', `${TOKEN} `],
    ["another page's token", 'token-of-the-sale'],
    ['a 10,000-character token', 'x'.repeat(10_000)],
    ['the stored hash itself', createHash('sha256').update(TOKEN).digest('hex')],
  ])('answers %s exactly like an unknown page', async (_case, token) => {
    const known = await preview('/about', token);
    const unknown = await preview('/no-such-page', token);
    expect(known.status).toBe(404);
    expect(known.body).toEqual(NOT_FOUND_RU);
    expect(unknown.body).toEqual(known.body);
  });

  it('refuses a missing path with a field error', async () => {
    const { status, body } = await get('/pages/preview', { 'x-preview-token': TOKEN, ...en });
    expect(status).toBe(400);
    expect(body).toEqual({ path: ['This field is required.'], codes: { path: ['required'] } });
  });
});
