// The back office's own frame and its tablet width (issue 30, item 6): /manage wears a compact bar of its own (what
// it is, back to the site, the language, the person signed in with sign out) and none of the storefront's chrome,
// its 404 stays in that frame; at 768 px, in Russian and German (the longest words), every section tab is in sight,
// the week calendar shows all seven days, the month view breaks no word in the middle, every genre and tag chip is
// whole, the plans page picks a file with a button in the page's language; and the storefront's menu says that it
// scrolls. Screenshots for people to look at: E2E_SHOTS_DIR (JPEG), else the usual artifacts folder.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { manageCreate, venueDate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

const TABLET = { width: 768, height: 1024 };

const LOCALES = [
  {
    prefix: '',
    nav: 'Разделы управления',
    genres: 'Жанры',
    file: 'Файл',
    choose: 'Выбрать файл',
    none: 'Файл не выбран',
    month: 'Месяц',
  },
  {
    prefix: '/de',
    nav: 'Bereiche der Verwaltung',
    genres: 'Genres',
    file: 'Datei',
    choose: 'Datei auswählen',
    none: 'Keine Datei ausgewählt',
    month: 'Monat',
  },
] as const;

test.beforeEach(async ({ page }) => {
  // The back office's first renders take their time on a busy machine.
  test.slow();
  await presetStorage(page, returningVisitor);
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = await saveScreenshot(page, testInfo, name);
  const dir = process.env.E2E_SHOTS_DIR;
  if (file && dir) await copyFile(file, path.join(dir, path.basename(file)));
}

/** The page at 768 px and, when screenshots are taken, at 1280 px too; the tablet's width again after. */
async function shootBoth(page: Page, testInfo: TestInfo, name: string) {
  await shoot(page, testInfo, `${name}-768`);
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, testInfo, `${name}-1280`);
  await page.setViewportSize(TABLET);
}

/** Words of `scope`'s text that the browser split over two lines (a word broken in the middle). */
async function brokenWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        // One box per line the word sits on; a clipped (hidden) word has none.
        const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('[MANAGE-FRAME]: the back office wears its own compact frame, not the storefront’s, and its 404 stays in it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(TABLET);
  await signInThroughApi(page.request, SEEDED_ADMIN);
  await page.goto('/manage');
  const bar = page.getByRole('banner');
  await expect(page.getByRole('navigation', { name: 'Разделы управления' })).toBeVisible();
  await expect(bar.getByText(SEEDED_ADMIN.email)).toBeVisible();
  await expect(bar.getByRole('link', { name: 'На сайт' })).toHaveAttribute('href', '/');
  // Nothing of the storefront: its header (search, city, cart, menu), footer, chat, callback form.
  await expect(page.locator('[data-site-header]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  await shootBoth(page, testInfo, 'manage-frame-home-ru');

  // An unknown back-office address: the 404, with its status, inside the back office's frame (its bar).
  const unknown = await page.goto('/manage/no-such-section');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'На сайт' })).toBeVisible();
  await expect(page.locator('[data-site-header]')).toHaveCount(0);
  await page.getByRole('link', { name: 'К обзору управления' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Управление' })).toBeVisible();

  // The language switch keeps the page; the way back to the site leads to the storefront, in its own frame.
  await bar.getByRole('button', { name: /Выбрать язык/ }).click();
  await bar.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeVisible();
  await shootBoth(page, testInfo, 'manage-frame-home-de');
  await page.getByRole('banner').getByRole('link', { name: 'Zur Website' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('[data-site-header]')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The storefront's own 404 keeps the storefront's frame.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.locator('[data-site-header]')).toBeVisible();

  // Signing out from the bar: the site's home page, and the back office asks to sign in again.
  await page.goto('/manage');
  await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/manage');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Войти' })).toBeVisible();
});

test('[MANAGE-768]: at 768 px every section tab is in sight, in Russian and German', async ({ page }) => {
  await page.setViewportSize(TABLET);
  await signInThroughApi(page.request, SEEDED_ADMIN);
  for (const locale of LOCALES) {
    await page.goto(`${locale.prefix}/manage/audit`);
    const links = page.getByRole('navigation', { name: locale.nav }).getByRole('link');
    await expect(links).toHaveCount(9);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  }
});

test('[MANAGE-768]: the week shows all seven days, the month breaks no word in the middle', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(TABLET);
  await signInThroughApi(page.request, SEEDED_ADMIN);
  // A session tomorrow in the first hall of the calendar's venue, of a performance whose title has a long word (as
  // German titles do): the word a narrow day used to break in the middle.
  await page.goto('/manage/sessions');
  const venue = await page.getByRole('combobox', { name: 'Площадка', exact: true }).inputValue();
  const halls = await page.request.get(`/api/v1/manage/venues/${venue}/halls?limit=1&ordering=position`);
  const hall = ((await halls.json()) as { results: { id: number }[] }).results[0]?.id as number;
  const show = await manageCreate(page.request, '/performances', {
    title: {
      ru: `Достопримечательности ${Date.now().toString(36)}`,
      de: `Donaudampfschifffahrt ${Date.now().toString(36)}`,
    },
    age: 12,
    duration: '1:30',
    venue: Number(venue),
  });
  const date = venueDate(1);
  await manageCreate(page.request, '/events', { performance: show.id, hall, starts_at: `${date}T19:00` });
  for (const locale of LOCALES) {
    const name = locale.prefix ? 'de' : 'ru';
    await page.goto(`${locale.prefix}/manage/sessions?venue=${venue}&date=${date}`);
    const week = page.getByRole('table');
    const days = week.getByRole('columnheader');
    await expect(days).toHaveCount(7);
    for (const day of await days.all()) await expect(day).toBeInViewport({ ratio: 1 });
    // Sunday's "new session" of the first hall: the last day's cells are whole too, not only their headings.
    await expect(
      week.getByRole('row').nth(2).getByRole('cell').last().getByRole('link').last(),
    ).toBeInViewport({
      ratio: 1,
    });
    await shootBoth(page, testInfo, `manage-sessions-week-${name}`);

    await page.getByRole('button', { name: locale.month }).click();
    const month = page.locator('main ol').first();
    await expect(
      month.getByRole('link', { name: /Donaudampfschifffahrt|Достопримечательности/ }).first(),
    ).toBeVisible();
    expect(await brokenWords(month)).toEqual([]);
    await shootBoth(page, testInfo, `manage-sessions-month-${name}`);
  }
});

test('[MANAGE-768]: every genre and tag chip is whole; the plans page picks a file with a button in its language', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(TABLET);
  await signInThroughApi(page.request, SEEDED_ADMIN);
  for (const locale of LOCALES) {
    const name = locale.prefix ? 'de' : 'ru';
    await page.goto(`${locale.prefix}/manage/performances/new`);
    const genres = page.getByRole('group', { name: locale.genres, exact: true });
    await expect(genres.getByRole('checkbox').first()).toBeVisible();
    // No chip cut by a box around it: each lies wholly within its group's visible box.
    const cut = await genres.evaluate((group) => {
      const box = group.getBoundingClientRect();
      return Array.from(group.querySelectorAll('label')).filter((chip) => {
        const rect = chip.getBoundingClientRect();
        let clip = box.bottom;
        for (let el = chip.parentElement; el && el !== group; el = el.parentElement) {
          if (getComputedStyle(el).overflowY !== 'visible')
            clip = Math.min(clip, el.getBoundingClientRect().bottom);
        }
        return rect.bottom > clip + 0.5;
      }).length;
    });
    expect(cut).toBe(0);
    await shootBoth(page, testInfo, `manage-performance-form-${name}`);

    await page.goto(`${locale.prefix}/manage/plans`);
    const picker = page.getByText(locale.choose, { exact: true });
    await expect(picker).toBeVisible();
    await expect(page.getByText(locale.none, { exact: true })).toBeVisible();
    // A click on the button opens the chooser; the chosen file's name shows beside it.
    const chooser = page.waitForEvent('filechooser');
    await picker.click();
    await (await chooser).setFiles({
      name: 'main-stage.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b\n'),
    });
    await expect(page.getByText('main-stage.csv', { exact: true })).toBeVisible();
    // The keyboard reaches the same control, named in the page's language: it is the file input itself (which
    // the browser opens with Space or Enter), never a look-alike the keyboard skips.
    const input = page.getByLabel(locale.file, { exact: false }).and(page.locator('input[type="file"]'));
    await input.focus();
    await expect(input).toBeFocused();
    await input.setInputFiles({
      name: 'balcony.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{}'),
    });
    await expect(page.getByText('balcony.json', { exact: true })).toBeVisible();
    await shootBoth(page, testInfo, `manage-plans-${name}`);
  }
});

test('[SHELL-768]: the storefront’s menu at 768 px says that it scrolls, and its arrow brings the rest into sight', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(TABLET);
  // Staff see the box office and the back office at the menu's end: the longest row, the one reported cut.
  await signInThroughApi(page.request, SEEDED_ADMIN);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  const last = menu.getByRole('listitem').last();
  await expect(menu.getByRole('listitem').first()).toBeVisible();
  await expect(last).not.toBeInViewport({ ratio: 0.99 });
  const after = menu.locator('[data-scroll-hint="after"] button');
  await expect(after).toBeVisible();
  await shoot(page, testInfo, 'shell-menu-ru-768');
  // Each press moves the row on by most of its width, until its last entry is whole.
  await expect(async () => {
    if (await after.isVisible()) await after.click();
    // 0.99: the row ends on a fraction of a pixel.
    await expect(last).toBeInViewport({ ratio: 0.99 });
  }).toPass();
  await expect(menu.locator('[data-scroll-hint="before"] button')).toBeVisible();
  await expect(after).toHaveCount(0);
});
