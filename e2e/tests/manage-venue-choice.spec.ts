// The pages that work on one venue name it and let an administrator choose another (issue 30, the blocker): a new
// venue in Kazan with a hall and a performance is chosen on the sessions calendar, the choice follows the links to a
// new series (whose form offers the venue's performance) and a new session, and the plans page lists its hall. The
// English page names the venue in English. Screenshots at 1280 and 768 px.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { manageCreate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  // The back office's first renders take their time on a busy machine.
  test.slow();
  await presetStorage(page, returningVisitor);
});

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await saveScreenshot(page, testInfo, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('[MANAGE-VENUE]: an administrator chooses a new venue on the sessions and plans pages, and the choice follows the links', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.request, SEEDED_ADMIN);
  const unique = Date.now().toString(36);
  const venueName = { ru: `Яблоневая сцена ${unique}`, en: `Apple Tree Stage ${unique}` };
  const hallName = `Зал у сада ${unique}`;
  const showName = `Сад ${unique}`;
  const venue = await manageCreate(page.request, '/venues', {
    name: venueName,
    type: 'THEATER',
    city: 'kazan',
  });
  await manageCreate(page.request, `/venues/${venue.id}/halls`, {
    title: { ru: hallName },
    address: { ru: 'ул. Садовая, 3' },
  });
  await manageCreate(page.request, '/performances', {
    title: { ru: showName },
    age: 6,
    duration: '1:00',
    venue: venue.id,
  });

  // The calendar names the venue it shows (the first by name: not the new one) and offers every other.
  await page.goto('/manage/sessions');
  const chooser = page.getByRole('combobox', { name: 'Площадка', exact: true });
  await expect(chooser).toBeVisible();
  await expect(chooser).not.toHaveValue(String(venue.id));
  await chooser.selectOption({ label: venueName.ru });
  await expect(page).toHaveURL(new RegExp(`[?&]venue=${venue.id}(&|$)`));
  await expect(page.getByRole('rowheader', { name: hallName })).toBeVisible();
  await shoot(page, testInfo, 'manage-venue-choice-calendar');

  // A new series at that venue: its performance is offered.
  await page.getByRole('link', { name: 'Новая серия' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/sessions/series\\?venue=${venue.id}$`));
  await expect(page.getByRole('combobox', { name: 'Площадка', exact: true })).toHaveValue(String(venue.id));
  const performance = page.getByRole('combobox', { name: 'Спектакль' });
  await expect(performance.getByRole('option', { name: showName })).toHaveCount(1);
  await performance.selectOption({ label: showName });

  // Back to the calendar and on to a single new session: still the same venue, its hall the only one offered.
  await page.getByRole('link', { name: '← Сеансы' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]venue=${venue.id}(&|$)`));
  await page.getByRole('link', { name: 'Новый сеанс', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Площадка', exact: true })).toHaveValue(String(venue.id));
  await expect(page.getByRole('combobox', { name: 'Зал', exact: true })).toContainText(hallName);

  // The plans page: the venue's hall, once the venue is chosen there.
  await page.goto('/manage/plans');
  await page.getByRole('combobox', { name: 'Площадка', exact: true }).selectOption({ label: venueName.ru });
  await expect(page.getByRole('combobox', { name: 'Зал', exact: true })).toContainText(hallName);
  await expect(page.getByText('У зала пока нет схем')).toBeVisible();

  // In English the chooser speaks English and names the venue by its English name.
  await page.goto(`/en/manage/sessions?venue=${venue.id}`);
  await expect(page.getByRole('combobox', { name: 'Venue', exact: true })).toHaveValue(String(venue.id));
  await expect(
    page.getByRole('combobox', { name: 'Venue', exact: true }).locator('option:checked'),
  ).toHaveText(venueName.en);
});
