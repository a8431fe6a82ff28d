// The back office's shell (issue 20): who gets in (an administrator), who is refused (a customer: "no access"; an
// anonymous visitor: offered to sign in and brought back), the venue form saving a change and showing the API's
// field error in place, axe on the pages, and the storefront's first load carrying none of the back office's code.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { manageCreate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

const CUSTOMER = { email: 'demo@example.com', password: 'demo12345', name: 'Анна' };

test.beforeEach(async ({ page }) => {
  // Axe and the first renders of the back office's pages take their time on a busy machine.
  test.slow();
  await presetStorage(page, returningVisitor);
});

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('[MANAGE]: an anonymous visitor is offered to sign in and comes back to the back office', async ({
  page,
}) => {
  await page.goto('/manage');
  const refused = page.getByRole('alert').filter({ hasText: 'для организаторов и администраторов' });
  const signIn = refused.getByRole('link', { name: 'Войти' });
  await expect(signIn).toHaveAttribute('href', '/sign-in?next=%2Fmanage');
  await page.goto('/en/manage');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('[MANAGE]: a customer is told the account has no access, and is not offered to sign in again', async ({
  page,
}) => {
  await signInThroughApi(page.request, CUSTOMER);
  await page.goto('/manage');
  const refused = page.getByRole('alert').filter({ hasText: 'нет доступа к управлению' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('link', { name: 'Войти' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Разделы управления' })).toHaveCount(0);
});

test('[MANAGE]: an administrator opens the back office in every language; its pages are noindex, no-store and axe-clean', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page.request, SEEDED_ADMIN);
  const response = await page.goto('/manage');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  expect(response?.headers()['cache-control']).toMatch(/no-store|private/);
  const nav = page.getByRole('navigation', { name: 'Разделы управления' });
  await expect(page.getByRole('heading', { level: 1, name: 'Управление' })).toBeVisible();
  for (const section of [
    'Площадки',
    'Спектакли',
    'Сеансы',
    'Схемы залов',
    'Артисты',
    'Жанры и теги',
    'Журнал',
    'Сотрудники',
  ]) {
    await expect(nav.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Обзор' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoSeriousAxeViolation(page);
  await saveScreenshot(page, testInfo, 'manage-overview-1280');
  for (const [path, heading] of [
    ['/en/manage', 'Back office'],
    ['/fr/manage', 'Administration'],
    ['/de/manage', 'Verwaltung'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('[MANAGE]: an administrator edits a venue: the name is saved, a taken slug is refused under its field', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page.request, SEEDED_ADMIN);
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/manage/venues?search=Гармония');
  const table = page.getByRole('table', { name: 'Площадки' });
  await table.getByRole('link').first().click();
  const form = page.getByRole('form', { name: 'Площадка' });
  await expect(form).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // The English name, in its tab.
  const names = form.getByRole('group', { name: /^Название/ });
  await names.getByRole('tab', { name: /^EN/ }).click();
  const english = names.getByLabel('Название (английский)');
  const newName = `Harmony Opera ${Date.now().toString(36)}`;
  await english.fill(newName);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено')).toBeVisible();
  await page.reload();
  await page.getByRole('form', { name: 'Площадка' }).getByRole('tab', { name: /^EN/ }).first().click();
  await expect(page.getByLabel('Название (английский)')).toHaveValue(newName);

  // Another venue's slug: the API refuses it, and says so under the slug field.
  const slug = page.getByLabel('Адрес страницы (slug)');
  const other = await page.request.get('/api/v1/manage/venues?limit=2&ordering=name');
  const { results } = (await other.json()) as { results: { slug: string }[] };
  const mine = await slug.inputValue();
  const taken = results.map((venue) => venue.slug).find((each) => each !== mine) as string;
  await slug.fill(taken);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await slug.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).not.toBeEmpty();
  await expect(slug).toBeFocused();
  await saveScreenshot(page, testInfo, 'manage-venue-slug-error-768');
});

test('[MANAGE]: the storefront’s first load carries none of the back office’s code', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  // Strings only the back office's modules hold: its venue switcher's storage key, its read error, a contract's id.
  const markers = ['afisha.manage.venue', 'manage read failed', 'ManageVenueCreate'];
  expect(markers.filter((marker) => bodies.some((body) => body.includes(marker)))).toEqual([]);
});

test('[MANAGE]: the audit log says the time zone of each change, and its columns are not its filters', async ({
  page,
}) => {
  await signInThroughApi(page.request, SEEDED_ADMIN);
  // A change of its own to read, whatever ran before.
  await manageCreate(page.request, '/genres', { name: { ru: `Жанр журнала ${Date.now().toString(36)}` } });
  await page.goto('/manage/audit');
  const table = page.getByRole('table', { name: 'Журнал изменений' });
  await expect(table.getByRole('columnheader', { name: 'Кто', exact: true })).toBeVisible();
  // Moscow's zone, as the site's clock reads (Intl writes it GMT+3 or MSK).
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    /\d{2}:\d{2}:\d{2}.*(GMT|MSK|UTC)/,
  );
});

test('[MANAGE]: every list of the back office at 1280, 768 and 375 px: its heading, its content, nothing wider than the screen', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInThroughApi(page.request, SEEDED_ADMIN);
  const pages = [
    ['venues', 'Площадки'],
    ['performances', 'Спектакли'],
    ['sessions', 'Сеансы'],
    ['plans', 'Схемы залов'],
    ['artists', 'Артисты'],
    ['genres', 'Жанры'],
    ['tags', 'Теги'],
    ['audit', 'Журнал изменений'],
    ['staff', 'Сотрудники'],
  ] as const;
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of pages) {
      await page.goto(`/manage/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page's own content came (a table, a calendar, a form), not only its frame or a loading state: a list's
      // search box is a form from the first paint, so its loading state must also be gone (the audit log's
      // screenshot had shown "Загрузка…").
      await expect(page.locator('main').locator('table, form, [role="grid"], ol').first()).toBeVisible();
      await expect(page.locator('main').getByRole('status').filter({ hasText: 'Загрузка' })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/manage/${path} at ${width} px`).toBeLessThanOrEqual(0);
      if (width !== 375) await saveScreenshot(page, testInfo, `manage-${path}-${width}`);
    }
  }
});
