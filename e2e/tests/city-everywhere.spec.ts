// The chosen city drives the whole site (SPEC.md section 4 "City"): a visitor who picks Kazan sees Kazan's
// performances and their count, its calendar, venues, artists, collections and search results, in the HTML the server
// sends (not only after hydration), and the logo brings them home to Kazan; in Russian and in English. A search that
// finds nothing in the chosen city says where it is found instead. Every figure is read from the API, not assumed.
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

type Texts = {
  prefix: string;
  notAnother: string;
  chooserList: string;
  kazan: string;
  venuesMenu: string;
  homeLink: string;
  eventsLead: string;
  count: (count: number) => string;
  venuesLead: string;
  artistsLead: string;
  collectionsLead: string;
  kazanCollection: string;
};

const russian: Texts = {
  prefix: '',
  notAnother: 'Нет, другой',
  chooserList: 'Выберите город',
  kazan: 'Казань',
  venuesMenu: 'Театры и организаторы',
  homeLink: 'Афиша — на главную',
  eventsLead: 'Спектакли в Казани',
  // 24 in the demo catalogue, but the test reads the figure from the API.
  count: (count) => `Найден${count % 10 === 1 && count % 100 !== 11 ? '' : 'о'} ${count} спектакл`,
  venuesLead: 'Площадки в Казани',
  artistsLead: 'Артисты спектаклей в Казани',
  collectionsLead: 'Подборки спектаклей в Казани',
  kazanCollection: 'Не пропустите в Казани',
};

const english: Texts = {
  prefix: '/en',
  notAnother: 'No, another',
  chooserList: 'Choose your city',
  kazan: 'Kazan',
  venuesMenu: 'Venues',
  homeLink: 'Afisha — home',
  eventsLead: 'Performances in Kazan',
  count: (count) => `${count} performance`,
  venuesLead: 'Venues in Kazan',
  artistsLead: 'Artists of the performances in Kazan',
  collectionsLead: 'Collections of performances in Kazan',
  kazanCollection: 'Don’t miss in Kazan',
};

async function apiCount(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

async function apiNames(page: Page, path: string, locale: string): Promise<string[]> {
  const response = await page.request.get(`/api/v1${path}`, { headers: { 'accept-language': locale } });
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { results: { name: string }[] } | { title: string }[];
  const names = Array.isArray(body) ? body.map((item) => item.title) : body.results.map((item) => item.name);
  // Every check over these names means something only when there are some.
  expect(names.length, path).toBeGreaterThan(0);
  return names;
}

/** The HTML the server sends for a path with the browser's cookies: what a visitor sees before any script runs. */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

async function pickKazan(page: Page, texts: Texts) {
  await page.goto(`${texts.prefix}/`);
  await page.getByRole('button', { name: texts.notAnother }).click();
  await page
    .getByRole('region', { name: texts.chooserList })
    .getByRole('button', { name: texts.kazan })
    .click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/city/kazan$`));
}

for (const [language, texts] of [
  ['Russian', russian],
  ['English', english],
] as const) {
  test(`[CITY]: a visitor who picks Kazan sees Kazan everywhere, server-rendered, and the logo leads home to Kazan (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const locale = texts.prefix === '' ? 'ru' : 'en';
    await presetStorage(page, { 'accepted-we-use-cookie': 'true' });
    await pickKazan(page, texts);

    // Performances and their count, the calendar strip: the server's HTML of /events, without ?city=.
    const kazanCount = await apiCount(page, '/performance?city=kazan&limit=1');
    const moscowCount = await apiCount(page, '/performance?city=moscow&limit=1');
    expect(kazanCount).not.toBe(moscowCount);
    const events = await serverHtml(page, `${texts.prefix}/events`);
    expect(events).toContain(texts.eventsLead);
    expect(events).toContain(texts.count(kazanCount));
    expect(events).not.toContain(texts.count(moscowCount));
    expect(events).toMatch(/<option selected="" value="kazan">|<option value="kazan" selected="">/);
    const [firstDate] = (await (await page.request.get('/api/v1/eventdates?city=kazan')).json()) as string[];
    expect(events).toContain(`city=kazan&amp;date=${firstDate}`);

    // Venues, each naming its city; a venue with two halls at one address shows it once.
    const venues = await serverHtml(page, `${texts.prefix}/theaters-and-organizators`);
    expect(venues).toContain(texts.venuesLead);
    for (const name of await apiNames(page, '/theaters?city=kazan', locale)) {
      expect(venues).toContain(name.replaceAll('"', '&quot;'));
    }
    for (const name of await apiNames(page, '/theaters?city=moscow&limit=3', locale)) {
      expect(venues).not.toContain(name.replaceAll('"', '&quot;'));
    }

    // Artists of Kazan's performances, not every city's.
    const kazanArtists = await apiCount(page, '/artists?city=kazan&limit=1');
    expect(kazanArtists).toBeLessThan(await apiCount(page, '/artists?limit=1'));
    const artists = await serverHtml(page, `${texts.prefix}/artists`);
    expect(artists).toContain(texts.artistsLead);
    const [firstArtist] = await apiNames(page, '/artists?city=kazan&limit=1', locale);
    expect(artists).toContain(firstArtist);

    // Collections: Kazan's own is there.
    const collections = await serverHtml(page, `${texts.prefix}/collections`);
    expect(collections).toContain(texts.collectionsLead);
    expect(collections).toContain(texts.kazanCollection);

    // Search looks in Kazan: a venue of Kazan is found, none of Moscow's.
    const [kazanVenue] = await apiNames(page, '/theaters?city=kazan&limit=1', locale);
    const search = await serverHtml(page, `${texts.prefix}/search?q=${encodeURIComponent(kazanVenue ?? '')}`);
    expect(search).toContain('name="city" value="kazan"');
    expect(search).toContain(kazanVenue);

    // After hydration too, through the header's menu (pages the router prefetched for Moscow are forgotten).
    await page.getByRole('banner').getByRole('link', { name: texts.venuesMenu, exact: true }).click();
    await expect(page.getByText(texts.venuesLead)).toBeVisible();
    await saveScreenshot(page, testInfo, `city-kazan-venues-${locale}-1280`);

    // The logo leads home: Kazan's, not Moscow's.
    await page.getByRole('link', { name: texts.homeLink }).click();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/city/kazan$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      texts.kazan === 'Kazan' ? 'Kazan' : 'Казани',
    );
  });
}

test('[CITY]: /events offers every city through its city filter', async ({ page }, testInfo) => {
  await presetStorage(page, { 'accepted-we-use-cookie': 'true' });
  await pickKazan(page, russian);
  const everyCity = await apiCount(page, '/performance?limit=1');
  await page.goto('/events');
  const filters = page.getByRole('form', { name: 'Фильтры' });
  await expect(filters.getByLabel('Город')).toHaveValue('kazan');
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'city-events-kazan-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await filters.getByLabel('Город').selectOption({ label: 'Все города' });
  await filters.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/[?&]city=all/);
  await expect(page.getByText('Спектакли во всех городах')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`^Найден[оы]? ${everyCity} `) })).toBeVisible();
});

test("[CITY]: another city's collection opened in Kazan shows its performances and says they play elsewhere", async ({
  page,
}) => {
  await presetStorage(page, { 'accepted-we-use-cookie': 'true' });
  await pickKazan(page, russian);
  const collection = async (query: string) => {
    const response = await page.request.get(`/api/v1/selections/best-moscow?limit=12${query}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { performances: { count: number; results: { title: string }[] } })
      .performances;
  };
  // Moscow's "best of" has nothing in Kazan: a link to it must not open an empty page there.
  expect((await collection('&city=kazan')).count).toBe(0);
  const everywhere = await collection('');
  expect(everywhere.count).toBeGreaterThan(0);
  const html = await serverHtml(page, '/collections/best-moscow');
  expect(html).toContain('В Казани спектаклей из этой подборки с ближайшими датами нет');
  await page.goto('/collections/best-moscow');
  await expect(page.getByRole('status').filter({ hasText: 'вот они в других городах' })).toBeVisible();
  await expect(page.getByText('В этой подборке пока нет спектаклей')).toHaveCount(0);
  await expect(page.getByText(everywhere.results[0]?.title ?? '', { exact: true }).first()).toBeVisible();
});

test('[CITY]: /artists of the chosen city has a name search and a letter index', async ({
  page,
}, testInfo) => {
  await presetStorage(page, { 'accepted-we-use-cookie': 'true' });
  await pickKazan(page, russian);
  await page.goto('/artists');
  const index = page.getByRole('navigation', { name: 'Артисты по первой букве' });
  await index.getByRole('link', { name: 'А', exact: true }).click();
  await expect(page).toHaveURL(/[?&]letter=%D0%90/);
  await expect(index.getByRole('link', { name: 'А', exact: true })).toHaveAttribute('aria-current', 'page');
  const names = page.getByRole('list', { name: 'Артисты' }).getByRole('listitem');
  const expected = await apiNames(page, `/artists?city=kazan&letter=${encodeURIComponent('А')}`, 'ru');
  expect(expected.length).toBeGreaterThan(0);
  await expect(names).toHaveText(expected.slice(0, 12));
  await saveScreenshot(page, testInfo, 'city-artists-letter-1280');

  const [someone] = await apiNames(page, '/artists?city=kazan&limit=1&offset=5', 'ru');
  const surname = (someone ?? '').split(' ').at(-1) ?? '';
  await page.getByLabel('Имя артиста').fill(surname);
  await page.getByRole('button', { name: 'Найти', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(names.filter({ hasText: someone ?? '' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'city-artists-search-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('[CITY]: a search that finds nothing in the chosen city says it is found in another and offers it', async ({
  page,
}, testInfo) => {
  await presetStorage(page, returningVisitor);
  await page.goto('/');
  expect(await apiCount(page, `/performancegroups?city=moscow&search=${encodeURIComponent('гамлет')}`)).toBe(
    0,
  );
  const elsewhere = await apiCount(page, `/performancegroups?search=${encodeURIComponent('гамлет')}`);
  expect(elsewhere).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Поиск спектаклей и площадок' }).fill('Гамлет');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('В Москве ничего не найдено');
  const offer = page.getByRole('option', { name: /в других городах — показать$/ });
  await expect(offer).toContainText(`${elsewhere} результат`);
  await saveScreenshot(page, testInfo, 'city-search-elsewhere-1280');
  await offer.click();
  await expect(page).toHaveURL(/\/search\?q=%D0%93%D0%B0%D0%BC%D0%BB%D0%B5%D1%82&city=moscow$/);
  await expect(page.getByRole('status')).toContainText('В Москве по запросу «Гамлет» ничего не нашлось');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Гамлет/ })
      .first(),
  ).toBeVisible();
});
