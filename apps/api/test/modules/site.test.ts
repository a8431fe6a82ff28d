// [SITE] GET /site and /site/info: per-domain settings, default site, localized menus as trees.
import { siteSettings } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity } from '../factories/cities.factory.ts';
import { createMenuItem, createSite, createSiteSettings } from '../factories/sites.factory.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const moscow = await createCity(db, { slug: 'moscow', name: { ru: 'Москва', en: 'Moscow' } });
  const main = await createSite(db, {
    domain: 'afisha.example',
    name: { ru: 'Афиша', en: 'Afisha' },
    isDefault: true,
    defaultCityId: moscow.id,
  });
  await createSiteSettings(db, main.id, {
    phone: '+7 495 000-00-00',
    socialNetworks: [
      {
        link: 'https://vk.example/afisha',
        name: { ru: 'ВКонтакте', en: 'VK', fr: 'VK', de: 'VK' },
        icon: { url: '/media/icons/vk.svg', caption: { ru: 'ВК', en: 'VK' } },
      },
      // A label stored as one plain string (older rows) is served to every language.
      {
        link: 'https://t.example/afisha',
        name: 'Telegram',
        icon: { url: '/media/icons/tg.svg', caption: 'TG' },
      },
    ],
    paymentMethods: { ru: '<p>Карты</p>', en: '<p>Cards</p>' },
    cookieNotification: { ru: 'Мы используем cookie', en: 'We use cookies' },
  });
  const about = await createMenuItem(db, {
    siteId: main.id,
    menu: 'header',
    name: { ru: 'О нас', en: 'About' },
    url: '/about',
    position: 2,
  });
  await createMenuItem(db, {
    siteId: main.id,
    menu: 'header',
    name: { ru: 'Афиша' },
    url: '/events',
    position: 1,
  });
  await createMenuItem(db, {
    siteId: main.id,
    menu: 'header',
    parentId: about.id,
    name: { ru: 'Контакты', en: 'Contacts' },
    url: '/contacts',
    icon: 'phone',
  });
  await createMenuItem(db, {
    siteId: main.id,
    menu: 'footer',
    name: { ru: 'Обратная связь' },
    url: 'callback',
  });

  const kazanSite = await createSite(db, { domain: 'Kazan.Afisha.Example', name: { ru: 'Афиша Казани' } });
  await createSiteSettings(db, kazanSite.id, { phone: '+7 843 000-00-00' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /site', () => {
  it('answers the default site with menus as ordered trees, in Russian', async () => {
    const response = await t.app.inject({ url: '/api/v1/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domain: 'afisha.example',
      name: 'Афиша',
      phone: '+7 495 000-00-00',
      social_networks: [
        {
          link: 'https://vk.example/afisha',
          name: 'ВКонтакте',
          icon: { url: '/media/icons/vk.svg', caption: 'ВК' },
        },
        {
          link: 'https://t.example/afisha',
          name: 'Telegram',
          icon: { url: '/media/icons/tg.svg', caption: 'TG' },
        },
      ],
      menu_header: [
        { name: 'Афиша', url: '/events', icon: null, children: [] },
        {
          name: 'О нас',
          url: '/about',
          icon: null,
          children: [{ name: 'Контакты', url: '/contacts', icon: 'phone', children: [] }],
        },
      ],
      menu_footer: [{ name: 'Обратная связь', url: 'callback', icon: null, children: [] }],
      payment_methods: '<p>Карты</p>',
      cookie_notification: 'Мы используем cookie',
    });
  });

  it('translates to English with Russian fallback', async () => {
    const response = await t.app.inject({ url: '/api/v1/site', headers: { 'accept-language': 'en' } });
    const body = response.json();
    expect(body.menu_header.map((item: { name: string }) => item.name)).toEqual(['Афиша', 'About']);
    expect(body.menu_header[1].children[0].name).toBe('Contacts');
    expect(body.payment_methods).toBe('<p>Cards</p>');
    expect(body.cookie_notification).toBe('We use cookies');
    expect(body.social_networks).toEqual([
      { link: 'https://vk.example/afisha', name: 'VK', icon: { url: '/media/icons/vk.svg', caption: 'VK' } },
      {
        link: 'https://t.example/afisha',
        name: 'Telegram',
        icon: { url: '/media/icons/tg.svg', caption: 'TG' },
      },
    ]);
  });

  it('names the social networks in a language without a translation by the English label (fr → en → ru)', async () => {
    const response = await t.app.inject({
      url: '/api/v1/site?query={social_networks}',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.json().social_networks[0]).toEqual({
      link: 'https://vk.example/afisha',
      name: 'VK',
      icon: { url: '/media/icons/vk.svg', caption: 'VK' },
    });
  });

  it('picks the site of a domain, case-insensitively and ignoring a port', async () => {
    const response = await t.app.inject({ url: '/api/v1/site?domain=kazan.afisha.example:443' });
    expect(response.json()).toMatchObject({
      domain: 'Kazan.Afisha.Example',
      name: 'Афиша Казани',
      phone: '+7 843 000-00-00',
      menu_header: [],
      payment_methods: null,
    });
  });

  it('falls back to the default site for an unknown or empty domain', async () => {
    for (const url of ['/api/v1/site?domain=unknown.example', '/api/v1/site?domain=']) {
      expect((await t.app.inject({ url })).json()).toMatchObject({ domain: 'afisha.example' });
    }
  });

  it('rejects an absurdly long domain with a field error', async () => {
    const response = await t.app.inject({ url: `/api/v1/site?domain=${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      domain: ['Максимальная длина: 253.'],
      codes: { domain: ['max_length'] },
    });
  });

  it('supports nested field selection', async () => {
    const response = await t.app.inject({
      url: '/api/v1/site?query={phone,menu_header{name,children{url}}}',
    });
    expect(response.json()).toEqual({
      phone: '+7 495 000-00-00',
      menu_header: [
        { name: 'Афиша', children: [] },
        { name: 'О нас', children: [{ url: '/contacts' }] },
      ],
    });
  });

  it('skips malformed social network entries instead of failing', async () => {
    const { db } = t.database;
    const [site] = await db.select().from(siteSettings).limit(1);
    if (!site) throw new Error('no settings');
    const good = { link: 'https://t.example', name: 'TG', icon: { url: '/tg.svg', caption: 'TG' } };
    await db
      .update(siteSettings)
      .set({ socialNetworks: [good, { name: 'broken' }, 'nonsense'] as never })
      .where(eq(siteSettings.siteId, site.siteId));
    const response = await t.app.inject({
      url: `/api/v1/site?query={social_networks}&domain=afisha.example`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ social_networks: [good] });
  });
});

describe('GET /site/info', () => {
  it("answers the site's identity with its default city", async () => {
    const response = await t.app.inject({
      url: '/api/v1/site/info?domain=afisha.example',
      headers: { 'accept-language': 'en' },
    });
    expect(response.json()).toEqual({
      domain: 'afisha.example',
      name: 'Afisha',
      locales: ['ru', 'en', 'fr', 'de'],
      default_locale: 'ru',
      default_city: {
        id: expect.any(Number),
        slug: 'moscow',
        city_name: 'Moscow',
        city_name_case: expect.any(String),
      },
    });
  });

  it('answers null default city for a site without one', async () => {
    const response = await t.app.inject({ url: '/api/v1/site/info?domain=kazan.afisha.example' });
    expect(response.json()).toMatchObject({ name: 'Афиша Казани', default_city: null });
  });
});
