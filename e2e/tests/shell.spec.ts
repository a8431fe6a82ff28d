// The site shell on the demo catalogue: the home page in each language, the language chooser, city pages,
// the translated 404 and the same-origin API proxy.
import { expect, type Page, test } from '@playwright/test';

const cityList = (page: Page, name: string) => page.getByRole('region', { name });

test('[SHELL]: home page lists the cities in Russian', async ({ page }) => {
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle(/Москве/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Москве');
  const cities = cityList(page, 'Афиша в городах');
  // Moscow is the city being shown: named, but not a link to itself.
  await expect(cities.getByText('Москва', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cities.getByRole('link', { name: 'Москва' })).toHaveCount(0);
  for (const name of ['Санкт-Петербург', 'Казань', 'Новосибирск', 'Калининград']) {
    await expect(cities.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(cities.getByRole('link', { name: 'Казань', exact: true })).toHaveAttribute(
    'href',
    '/city/kazan',
  );
});

test('[SHELL]: /en shows the home page and the cities in English', async ({ page }) => {
  await page.goto('/en');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/Moscow/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Moscow');
  const cities = cityList(page, 'Listings by city');
  await expect(cities.getByText('Moscow', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cities.getByRole('link', { name: 'Saint Petersburg', exact: true })).toHaveAttribute(
    'href',
    '/en/city/saint-petersburg',
  );
  // Nothing Russian leaks into the English page body.
  await expect(page.locator('main')).not.toContainText('Москва');
});

test('[SHELL]: French and German home pages are served under their prefixes', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(cityList(page, 'Programme par ville').getByText('Moscou', { exact: true })).toBeVisible();

  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(cityList(page, 'Spielpläne nach Stadt').getByText('Moskau', { exact: true })).toBeVisible();
});

test('[SHELL]: the root stays Russian whatever language the browser prefers', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'Accept-Language': 'de' },
  });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.url()).toMatch(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await context.close();
});

test('[SHELL]: the language chooser reloads the current page in the chosen language', async ({ page }) => {
  await page.goto('/');

  const chooser = page.getByRole('button', { name: /Выбрать язык/ });
  await expect(chooser).toHaveAttribute('aria-expanded', 'false');
  await chooser.click();
  await expect(chooser).toHaveAttribute('aria-expanded', 'true');
  // It offers the other languages, each named in itself, and not the current one.
  await expect(page.getByRole('link', { name: 'Русский' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();

  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Moscow');

  // On a deeper page the path (and its query) survive the switch, back to the unprefixed Russian.
  await page.goto('/en/city/kazan?from=e2e');
  await page.getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/city\/kazan\?from=e2e$/);
  expect(new URL(page.url()).pathname).toBe('/city/kazan');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Казани');
});

test('[SHELL]: the language chooser closes on Escape and on a click elsewhere', async ({ page }) => {
  await page.goto('/de');
  const chooser = page.getByRole('button', { name: /Sprache wählen/ });

  await chooser.click();
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'English' })).toBeHidden();
  await expect(chooser).toBeFocused();

  await chooser.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('link', { name: 'English' })).toBeHidden();
});

test('[SHELL]: a city link opens that city home page and Moscow lives at the root', async ({ page }) => {
  await page.goto('/');
  await cityList(page, 'Афиша в городах').getByRole('link', { name: 'Казань', exact: true }).click();

  await expect(page).toHaveURL(/\/city\/kazan$/);
  await expect(page).toHaveTitle(/Казани/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Казани');
  const cities = cityList(page, 'Афиша в городах');
  await expect(cities.getByText('Казань', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cities.getByRole('link', { name: 'Москва', exact: true })).toHaveAttribute('href', '/');

  // The default city has one address: its /city/ form redirects to the root.
  const response = await page.goto('/en/city/moscow');
  expect(new URL(response?.url() ?? '').pathname).toBe('/en');
});

test('[SHELL]: an unknown path shows the translated 404', async ({ page }) => {
  const ru = await page.goto('/no-such-page');
  expect(ru?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');

  const en = await page.goto('/en/no/such/page');
  expect(en?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/Page not found/);
  // The shell stays around the 404, so the visitor can still switch language.
  await expect(page.getByRole('button', { name: /Choose language/ })).toBeVisible();

  const unknownCity = await page.goto('/fr/city/atlantis');
  expect(unknownCity?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});

test('[SHELL]: the site proxies /api to the API on the same origin', async ({ request }) => {
  const response = await request.get('/api/v1/cities', { headers: { 'Accept-Language': 'de' } });
  expect(response.status()).toBe(200);
  const cities = (await response.json()) as { slug: string; city_name: string }[];
  expect(cities.find((city) => city.slug === 'moscow')?.city_name).toBe('Moskau');
  expect(response.headers()['x-request-id']).toBeTruthy();
});
