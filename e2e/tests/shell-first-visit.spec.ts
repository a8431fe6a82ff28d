// A first visit on a phone (issue 17): the city question and the cookie notice, both shown, leave the first screen to
// the page: together they cover at most a quarter of a 375 × 667 window, and the page's heading stays in sight,
// uncovered, in each language; both are still landmarks a screen reader finds by name and both answer the keyboard.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { clip, meet, type Rect, windowRect } from '../helpers/geometry';
import { saveScreenshot } from '../helpers/screenshot';
import { storageValue } from '../helpers/shell';

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

async function boxOf(locator: Locator): Promise<Rect> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

/** Both shown, they cover at most a quarter of the window, and the heading is in sight and clear of both. */
async function expectRoomForThePage(page: Page, question: Locator, notice: Locator) {
  await expect(question).toBeVisible();
  await expect(notice).toBeVisible();
  const screen = windowRect(page);
  const [a, b] = [await boxOf(question), await boxOf(notice)].map((box) => clip(box, screen));
  if (!a || !b) throw new Error('both are on the first screen');
  const area = (rect: Rect | null) => (rect ? rect.width * rect.height : 0);
  const share = (area(a) + area(b) - area(clip(a, b))) / (screen.width * screen.height);
  expect(share).toBeLessThanOrEqual(0.25);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeInViewport();
  const headingBox = await boxOf(heading);
  expect(meet(headingBox, a)).toBe(false);
  expect(meet(headingBox, b)).toBe(false);
}

test('[SHELL]: first visit on a phone: the city question and cookie notice cover at most a quarter of the screen, the heading stays visible, the keyboard answers both', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const question = page.getByRole('region', { name: 'Ваш город' });
  const notice = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
  await expect(question).toContainText('Ваш город — Москва?');
  await saveScreenshot(page, testInfo, 'first-visit-375');
  await expectRoomForThePage(page, question, notice);

  // By keyboard: Tab reaches the question's buttons (in the header); Shift+Tab the notice's (last on the page).
  const yes = question.getByRole('button', { name: 'Да' });
  await expect(question.getByRole('button', { name: 'Нет, другой' })).toBeVisible();
  for (
    let step = 0;
    step < 40 && !(await yes.evaluate((element) => element === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  expect(await storageValue(page, 'confirm-city')).toBe('true');

  const accept = notice.getByRole('button', { name: 'Хорошо' });
  for (
    let step = 0;
    step < 20 && !(await accept.evaluate((element) => element === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  expect(await storageValue(page, 'accepted-we-use-cookie')).toBe('true');
});

// The question's words are longest in French (three lines beside its buttons): it must still clear the heading.
for (const [locale, questionName, noticeName] of [
  ['en', 'Your city', 'Cookie notice'],
  ['fr', 'Votre ville', 'Avis sur les cookies'],
  ['de', 'Ihre Stadt', 'Cookie-Hinweis'],
] as const) {
  test(`[SHELL]: first visit on a phone in /${locale}: the city question and cookie notice leave room for the page`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${locale}`);
    const question = page.getByRole('region', { name: questionName });
    await expect(question.getByRole('button')).toHaveCount(2);
    await saveScreenshot(page, testInfo, `first-visit-${locale}-375`);
    await expectRoomForThePage(page, question, page.getByRole('region', { name: noticeName }));
  });
}
