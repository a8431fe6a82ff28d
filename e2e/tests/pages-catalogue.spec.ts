// The catalogue pages as a visitor reads them, in Russian and in English: real performances with a date line and a
// price, from a card to its page, the schedule's buy buttons, the /events filters, calendar and pages in the URL,
// venues, artists, collections, search, FAQ and the translated 404.
import { expect, type Page, test } from '@playwright/test';

const languages = [
  {
    prefix: '',
    lang: 'ru',
    priceFrom: /^от /,
    buy: 'Купить билет',
    next: 'Вперёд',
    notFound: 'Страница не найдена',
  },
  {
    prefix: '/en',
    lang: 'en',
    priceFrom: /^from /,
    buy: 'Buy tickets',
    next: 'Next',
    notFound: 'Page not found',
  },
] as const;

// A session date line: a day of a month and a time (SPEC.md section 4), in either language.
const DATE_LINE = /\d{1,2}(\.)? [^\s,]+,|[A-Z][a-z]+ \d{1,2}, /;

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

for (const { prefix, lang, priceFrom, buy, next } of languages) {
  test(`[PAGES]: the ${lang} home page lists the closest performances with dates and prices`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const closest = page.getByRole('region', { name: lang === 'ru' ? 'Ближайшие спектакли' : 'On soon' });
    const first = closest.getByRole('article').first();
    await expect(first.getByRole('heading')).not.toBeEmpty();
    await expect(first.getByText(DATE_LINE)).toBeVisible();
    await expect(first.getByText(priceFrom)).toBeVisible();
  });

  test(`[PAGES]: a ${lang} card opens its performance page with a schedule whose buy buttons lead to the seat map`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/events`);
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(0);
    await card.getByRole('link', { name: title }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/perfomances/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const schedule = page.getByRole('region', { name: lang === 'ru' ? 'Расписание' : 'Schedule' });
    const buyLink = schedule.getByRole('link', { name: new RegExp(`^${buy}: `) }).first();
    await expect(buyLink).toHaveAttribute('href', new RegExp(`^${prefix}/events/\\d+$`));
    await expect(schedule.getByText(DATE_LINE).first()).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const events = JSON.parse(jsonLd ?? '[]') as { '@type': string; name: string; startDate: string }[];
    expect(events[0]).toMatchObject({ '@type': 'Event', name: title });
    expect(events[0]?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  test(`[PAGES]: /events in ${lang} narrows by genre and pages by 12, keeping the filters in the URL`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/events`);
    await expect(cards(page)).toHaveCount(12);
    const firstTitle = await cards(page).first().getByRole('heading').textContent();

    await page.getByRole('link', { name: next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');

    const filters = page.getByRole('form');
    const genre = filters.getByLabel(lang === 'ru' ? 'Жанр' : 'Genre');
    const genreSlug = await genre.locator('option').nth(1).getAttribute('value');
    await genre.selectOption(genreSlug ?? '');
    await filters.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`[?&]genres=${genreSlug}`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(genre).toHaveValue(genreSlug ?? '');
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(12);
  });
}

test('[PAGES]: /events in Kazan offers the venues of Kazan, and one chosen narrows the list to it', async ({
  page,
}) => {
  await page.goto('/events?city=kazan');
  const filters = page.getByRole('form');
  const venue = filters.getByLabel('Площадка');
  // "Any" and the city's venues (the filter once offered only "Any").
  await expect.poll(() => venue.locator('option').count()).toBeGreaterThan(1);
  const slug = (await venue.locator('option').nth(1).getAttribute('value')) ?? '';
  expect(slug).not.toBe('');
  await venue.selectOption(slug);
  await filters.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`[?&]theater=${slug}`));
  await expect(venue).toHaveValue(slug);
  // A venue of Kazan is not one of Moscow: the list of Moscow offers other venues.
  await page.goto('/events?city=moscow');
  await expect(page.getByRole('form').getByLabel('Площадка').locator(`option[value="${slug}"]`)).toHaveCount(
    0,
  );
});

test('[PAGES]: a show in Kazan recommends shows playing in Kazan', async ({ page }) => {
  const cityOf = async (slug: string) => {
    const response = await page.request.get(`/api/v1/performance/${slug}`);
    return ((await response.json()) as { venue: { city_slug?: string } }).venue.city_slug;
  };
  const listed = await page.request.get('/api/v1/performance?city=kazan&limit=20&ordering=-rating');
  const kazan = ((await listed.json()) as { results: { slug: string }[] }).results;
  let shown = 0;
  for (const { slug } of kazan) {
    await page.goto(`/perfomances/${slug}`);
    const section = page.getByRole('region', { name: 'Вам может понравиться' });
    if ((await section.count()) === 0) continue;
    const hrefs = await section
      .locator('a[href^="/perfomances/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs)) expect(await cityOf(href.split('/').at(-1) ?? ''), href).toBe('kazan');
    shown += hrefs.length;
    break;
  }
  expect(shown).toBeGreaterThan(0);
});

test('[PAGES]: the calendar strip narrows /events to one day and keeps the other filters', async ({
  page,
}) => {
  await page.goto('/events?ordering=title');
  const calendar = page.getByRole('navigation', { name: 'Даты с событиями' });
  const day = calendar.getByRole('link').nth(2);
  await day.click();
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
  await expect(page).toHaveURL(/[?&]ordering=title/);
  await expect(calendar.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(cards(page).first()).toBeVisible();
});

test('[PAGES]: a venue page shows its halls, addresses and subway stations, and its performances', async ({
  page,
}) => {
  await page.goto('/theaters-and-organizators');
  const venueLink = page.getByRole('main').getByRole('link').first();
  const name = (await venueLink.locator('span span').first().textContent())?.trim() ?? '';
  await venueLink.click();
  await expect(page).toHaveURL(/\/(theaters|organizators)\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const halls = page.getByRole('region', { name: 'Залы и адреса' });
  await expect(halls.locator('address').first()).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Спектакли' }).getByRole('article').first()).toBeVisible();
});

test('[PAGES]: artists, collections and the FAQ render their content', async ({ page }) => {
  await page.goto('/en/artists');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artists');
  // The list of artists, not the letter index above it.
  const artist = page.getByRole('list', { name: 'Artists' }).getByRole('listitem').first().getByRole('link');
  const artistName = (await artist.textContent())?.trim() ?? '';
  await artist.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(artistName);

  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подборки');
  const collection = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  await collection.click();
  await expect(page).toHaveURL(/\/collections\/[^/]+$/);
  await expect(cards(page).first()).toBeVisible();

  await page.goto('/faq');
  const question = page.getByRole('main').locator('summary').first();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
});

test('[PAGES]: /search shows results, a prompt for an empty query and a line when nothing is found', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByText('Введите название спектакля')).toBeVisible();

  await page.getByLabel('Что ищем').fill('лебединое');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/\/search\?q=%D0%BB%D0%B5%D0%B1%D0%B5%D0%B4%D0%B8%D0%BD%D0%BE%D0%B5/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Лебединое озеро/ })
      .first(),
  ).toBeVisible();

  await page.goto('/en/search?q=zzzqqqxxx');
  await expect(page.getByRole('status')).toContainText('Nothing found for “zzzqqqxxx”');
});

test('[PAGES]: a show playing only in another city is found there, and the page says so', async ({
  page,
}) => {
  // «Гамлет» plays only in St Petersburg in the demo catalogue; the visitor is in Moscow.
  await page.goto('/search?q=%D0%B3%D0%B0%D0%BC%D0%BB%D0%B5%D1%82&city=moscow');
  await expect(page.getByRole('status')).toContainText('В Москве по запросу «гамлет» ничего не нашлось');
  const result = page
    .getByRole('main')
    .getByRole('link', { name: /Гамлет/ })
    .first();
  await expect(result).toContainText('Санкт-Петербург');
  // Searching again from the page keeps the city.
  await page.getByLabel('Что ищем').fill('лебединое');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/city=moscow/);
  await expect(page.getByRole('status')).toContainText('Результаты по запросу «лебединое»');
});

for (const { prefix, lang, notFound } of languages) {
  test(`[PAGES]: unknown records answer the ${lang} 404`, async ({ page }) => {
    for (const path of [
      '/perfomances/no-such-show',
      '/theaters/no-such-venue',
      '/artists/nobody',
      '/no/such/page',
    ]) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
    }
    const hostile = await page.goto(
      `${prefix}/perfomances/${encodeURIComponent("'; drop table performances; --")}`,
    );
    expect(hostile?.status()).toBe(404);
  });
}
