// axe-core on the pages a visitor meets first: home, the /events listing, a performance page and search results.
// No serious or critical violation is allowed (WCAG 2.1 A and AA rules).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

async function firstPerformancePath(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/events');
  const href = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link')
    .getAttribute('href');
  if (!href) throw new Error('no performance card on /events');
  return href;
}

const fixedPaths = ['/', '/en', '/events', '/en/events?weekends=true&ordering=price', '/search?q=лебединое'];

for (const path of fixedPaths) {
  test(`[A11Y]: ${path} has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('[A11Y]: a performance page has no serious or critical axe violation, in Russian and English', async ({
  page,
}) => {
  const path = await firstPerformancePath(page);
  for (const url of [path, `/en${path}`]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test('[A11Y]: the /events filters and pages are reachable with the keyboard, with a visible focus', async ({
  page,
}) => {
  await page.goto('/events');
  const genre = page.getByLabel('Жанр');
  await genre.focus();
  await expect(genre).toBeFocused();
  const outline = await genre.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  const nextPage = page.getByRole('link', { name: 'Вперёд' });
  await nextPage.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2/);
});
