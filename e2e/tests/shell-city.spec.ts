// The city of SPEC.md section 4 as a visitor meets it: the first-visit question, choosing another city, the storage
// keys of section 9, restoring a confirmed choice, and the chooser's look (active city greyed, name above 1024 px).
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, storageValue } from '../helpers/shell';

const question = (page: Page) => page.getByRole('region', { name: 'Ваш город' });
const chooser = (page: Page, city: string) =>
  page.getByRole('button', { name: `Город: ${city}. Выбрать другой` });

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { 'accepted-we-use-cookie': 'true' });
});

test('[CITY]: the staff’s pages do not ask the city: the back office and the box office are work, not a visit', async ({
  page,
}) => {
  // The question follows the detection (GET /cities/me): on these pages it is never asked for.
  const detections: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/cities/me') detections.push(request.url());
  });
  for (const [path, shown] of [
    ['/manage', 'Войти'],
    ['/box-office', 'Войти'],
    ['/en/manage', 'Sign in'],
  ] as const) {
    await page.goto(path);
    // Hydrated and settled: the page's own answer is drawn and nothing is still on its way.
    await expect(
      page.getByRole('main').getByRole('link', { name: shown, exact: true }).first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(question(page)).toHaveCount(0);
  }
  expect(detections).toEqual([]);
  // The same browser, still unconfirmed, is asked on the site's own pages.
  await page.goto('/');
  await expect(question(page)).toContainText('Ваш город — Москва?');
  expect(detections.length).toBeGreaterThan(0);
});

test('[CITY]: a first visit asks whether the detected city is right; "Yes" confirms it', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(question(page)).toContainText('Ваш город — Москва?');
  await saveScreenshot(page, testInfo, 'city-question-1280');
  expect(await storageValue(page, 'confirm-city')).toBeNull();

  await question(page).getByRole('button', { name: 'Да' }).click();
  await expect(question(page)).toBeHidden();
  expect(await storageValue(page, 'confirm-city')).toBe('true');
  expect(await storageValue(page, 'my-city-slug')).toBe('moscow');
  expect(await storageValue(page, 'my-name-slug')).toBe('Москва');
  expect(await storageValue(page, 'my-name-case-slug')).toBe('Москве');

  // Confirmed once, never asked again.
  const started = page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/count_seats'));
  await page.reload();
  await expect(chooser(page, 'Москва')).toBeVisible();
  // The shell's startup reads run after hydration, like the question's check: once they are in, it has decided.
  await started;
  await page.waitForTimeout(500);
  await expect(question(page)).toBeHidden();
});

test('[CITY]: "No, another" opens the list; picking a city stores it, tells the server and opens its page', async ({
  page,
}) => {
  await page.goto('/');
  await question(page).getByRole('button', { name: 'Нет, другой' }).click();
  expect(await storageValue(page, 'confirm-city')).toBe('true');

  const list = page.getByRole('region', { name: 'Выберите город' });
  await expect(list).toBeVisible();
  // The active city is greyed and not a button.
  await expect(list.getByText('Москва', { exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(list.getByRole('button', { name: 'Москва' })).toHaveCount(0);

  // The pick is told to the server without waiting; the session is read below only after its answer.
  const told = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/cities/me'),
  );
  await list.getByRole('button', { name: 'Казань' }).click();
  const answer = await told;
  expect(answer.ok()).toBe(true);
  expect(answer.request().postDataJSON()).toEqual({ city_slug: 'kazan' });
  await expect(page).toHaveURL(/\/city\/kazan$/);
  await expect(chooser(page, 'Казань')).toBeVisible();
  expect(await storageValue(page, 'my-city-slug')).toBe('kazan');
  expect(await storageValue(page, 'my-name-slug')).toBe('Казань');
  expect(await storageValue(page, 'my-name-case-slug')).toBe('Казани');

  // The session remembers the choice too.
  const detected = await page.request.get('/api/v1/cities/me');
  expect(((await detected.json()) as { slug: string }).slug).toBe('kazan');

  // Choosing the default city leads back to the site root.
  await chooser(page, 'Казань').click();
  await page.getByRole('region', { name: 'Выберите город' }).getByRole('button', { name: 'Москва' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await storageValue(page, 'my-city-slug')).toBe('moscow');
});

test('[CITY]: a confirmed city is restored; an unconfirmed or unknown one falls back to the first city', async ({
  browser,
}) => {
  const visit = async (storage: Record<string, string>) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await presetStorage(page, { 'accepted-we-use-cookie': 'true', ...storage });
    await page.goto('/en');
    return { page, context };
  };

  const confirmed = await visit({ 'confirm-city': 'true', 'my-city-slug': 'kazan' });
  // Names come from the list, so in the page's language.
  await expect(confirmed.page.getByRole('button', { name: 'City: Kazan. Choose another' })).toBeVisible();
  await confirmed.context.close();

  const unconfirmed = await visit({ 'my-city-slug': 'kazan' });
  await expect(unconfirmed.page.getByRole('button', { name: 'City: Moscow. Choose another' })).toBeVisible();
  await unconfirmed.context.close();

  const gone = await visit({ 'confirm-city': 'true', 'my-city-slug': 'atlantis' });
  await expect(gone.page.getByRole('button', { name: 'City: Moscow. Choose another' })).toBeVisible();
  await gone.context.close();
});

test('[CITY]: the chooser shows the city name only above 1024 px', async ({ page }) => {
  await presetStorage(page, { 'confirm-city': 'true', 'my-city-slug': 'moscow' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const name = chooser(page, 'Москва').getByText('Москва');
  await expect(name).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(name).toBeHidden();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(name).toBeHidden();
  await expect(chooser(page, 'Москва')).toBeVisible();
});

test('[CITY]: the first-visit question and the list fit a phone screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const box = await question(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await saveScreenshot(page, testInfo, 'city-question-375');
  await question(page).getByRole('button', { name: 'Нет, другой' }).click();
  const list = page.getByRole('region', { name: 'Выберите город' });
  const listBox = await list.boundingBox();
  expect(listBox && listBox.x >= 0 && listBox.x + listBox.width <= 375).toBe(true);
  await saveScreenshot(page, testInfo, 'city-list-375');
});
