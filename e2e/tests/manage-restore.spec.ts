// The back office's way back from the archive: a venue manager archives a performance (it leaves the storefront),
// finds it again through the list's "archived" filter, opens it — the editor says since when it is archived, offers
// "Restore" instead of "Archive", and shows its fields read-only (disabled, every language still readable through the
// tabs, no "Save"; the fields' group says why) — restores it, the fields are editable at once, and it is on the
// storefront again. An administrator who tries to restore a performance of an archived venue is told why not, in place
// and in the page's language. Screenshots of the archived performance's editor in Russian and English at 1280 and
// 768 px.
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { SEEDED_ADMIN, SEEDED_MANAGER, signInThroughApi } from '../helpers/accounts';
import { manageApi, manageCreate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  // The back office's first renders take their time on a busy machine.
  test.slow();
  await presetStorage(page, returningVisitor);
});

/** A new performance at `venue` with no sessions (so nothing stops its archive), in Russian and English. */
async function newPerformance(request: APIRequestContext, venue: number, title: string) {
  return manageCreate(request, '/performances', {
    title: { ru: title, en: `${title} (en)` },
    age: 12,
    duration: '1:30',
    venue,
  });
}

/** The storefront's page of a performance: its status, once the page follows the change (it is cached). */
async function expectStorefront(page: Page, slug: string, title: string, shown: boolean) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/perfomances/${slug}`);
        return response.status() === 200 && (await response.text()).includes(title);
      },
      { timeout: 15_000 },
    )
    .toBe(shown);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await saveScreenshot(page, testInfo, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('[MANAGE-RESTORE]: a venue manager duplicates a performance: its fields, a new address, a draft until published', async ({
  page,
}) => {
  await signInThroughApi(page.request, SEEDED_MANAGER);
  const me = (await (await page.request.get('/api/v1/manage/me')).json()) as { venues: { id: number }[] };
  const venue = me.venues[0]?.id;
  if (!venue) throw new Error('the demo manager manages no venue');
  const title = `Двойник ${Date.now().toString(36)}`;
  const show = await newPerformance(page.request, venue, title);
  await page.goto(`/manage/performances/${show.id}`);
  await page
    .getByRole('navigation', { name: 'Дальше' })
    .getByRole('link', { name: 'Дублировать спектакль' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Копия: ${title}` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Спектакль' });
  await expect(form.getByLabel('Название (русский)')).toHaveValue(title);
  await expect(form.getByLabel('Длительность')).toHaveValue('01:30');
  await form.getByRole('button', { name: 'Создать спектакль' }).click();
  await expect(page).toHaveURL(/\/manage\/performances\/\d+$/);
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(copyId).not.toBe(show.id);
  const copy = (await (await page.request.get(`/api/v1/manage/performances/${copyId}`)).json()) as {
    slug: string;
    title: { ru: string; en: string };
    is_published: boolean;
    age: number;
  };
  expect(copy).toMatchObject({ title: { ru: title, en: `${title} (en)` }, is_published: false, age: 12 });
  expect(copy.slug).not.toBe(show.slug);
});

test('[MANAGE-RESTORE]: a venue manager archives a performance, finds it among the archived ones and restores it to the storefront', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page.request, SEEDED_MANAGER);
  const me = (await (await page.request.get('/api/v1/manage/me')).json()) as { venues: { id: number }[] };
  const venue = me.venues[0]?.id;
  if (!venue) throw new Error('the demo manager manages no venue');
  const title = `Возвращение ${Date.now().toString(36)}`;
  const show = await newPerformance(page.request, venue, title);
  await expectStorefront(page, show.slug, title, true);

  // Archived from its editor: it leaves the storefront.
  await page.goto(`/manage/performances/${show.id}`);
  const form = page.getByRole('form', { name: 'Спектакль' });
  await form.getByRole('button', { name: 'В архив' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Убрать в архив' }).click();
  await expect(page).toHaveURL(/\/manage\/performances$/);
  await expectStorefront(page, show.slug, title, false);

  // Found again through the list's "archived" filter.
  await expect(page.getByRole('table', { name: 'Спектакли' }).getByRole('link', { name: title })).toHaveCount(
    0,
  );
  await page.getByRole('checkbox', { name: 'В архиве' }).check();
  await expect(page).toHaveURL(/archived=true/);
  await page.getByLabel('Поиск по названию').fill(title);
  // The box searches after a pause and writes the search into the address: wait for it, or its write can land
  // while the click below is already opening the editor, and take the page back to the list.
  await expect(page).toHaveURL(/[?&]search=/);
  await page.getByRole('table', { name: 'Спектакли' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/performances/${show.id}$`));

  // The editor says since when, and offers "Restore" where "Archive" was.
  const notice = page.getByRole('region', { name: /^В архиве с \d{1,2} \S+ \d{4}/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Записи нет на сайте');
  await expect(page.getByRole('button', { name: 'В архив' })).toHaveCount(0);
  const restore = notice.getByRole('button', { name: 'Вернуть из архива' });
  await expect(restore).toBeVisible();
  // Read-only until restored: the fields are disabled, "Save" is not offered, and the fields' group is named by the
  // notice's heading and described by why they cannot be changed.
  const fields = form.getByRole('group', { name: /^В архиве с/ });
  await expect(fields).toHaveAccessibleDescription(
    'Пока запись в архиве, её поля можно читать, но не изменять.',
  );
  const titleRu = form.getByRole('textbox', { name: 'Название (русский)' });
  await expect(titleRu).toHaveValue(title);
  await expect(titleRu).toBeDisabled();
  const published = form.getByRole('checkbox', { name: /^Показывать на сайте/ });
  await expect(published).not.toBeChecked();
  await expect(published).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Площадка' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expect(form.getByRole('button')).toHaveCount(0);
  // Every language can still be read: the tabs work from the keyboard.
  const titleTabs = form.getByRole('tablist', { name: 'Название: языки' });
  await titleTabs.getByRole('tab', { name: /^RU/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(titleTabs.getByRole('tab', { name: /^EN/ })).toHaveAttribute('aria-selected', 'true');
  const titleEn = form.getByRole('textbox', { name: 'Название (английский)' });
  await expect(titleEn).toBeVisible();
  await expect(titleEn).toHaveValue(`${title} (en)`);
  await expect(titleEn).toBeDisabled();
  await titleTabs.getByRole('tab', { name: /^RU/ }).click();
  await expect(titleRu).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // The archive's toast has gone before the pictures are taken.
  await expect(page.getByText('Запись убрана в архив')).toHaveCount(0);
  await shoot(page, testInfo, 'manage-restore-archived-ru');
  await page.goto(`/en/manage/performances/${show.id}`);
  await expect(page.getByRole('region', { name: /^Archived on \w+ \d{1,2}, \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  const english = page.getByRole('form', { name: 'Performance' });
  await expect(english.getByRole('group', { name: /^Archived on/ })).toHaveAccessibleDescription(
    'While it is archived, its fields can be read but not changed.',
  );
  await expect(english.getByRole('checkbox', { name: /^Show on the site/ })).toBeDisabled();
  await expect(english.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await shoot(page, testInfo, 'manage-restore-archived-en');

  // Restored from the keyboard: a toast says so, the notice goes, the heading takes the focus, "Archive" is back.
  await page.goto(`/manage/performances/${show.id}`);
  await restore.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Запись возвращена из архива')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expect(
    page.getByRole('form', { name: 'Спектакль' }).getByRole('button', { name: 'В архив' }),
  ).toBeVisible();
  // Editable at once, without reloading the page: the fields, the tick box, "Save".
  await expect(form.getByRole('group', { name: /^В архиве с/ })).toHaveCount(0);
  await expect(titleRu).toBeEditable();
  await expect(published).toBeEnabled();
  await expect(published).toBeChecked();
  await expect(form.getByRole('button', { name: 'Сохранить' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'manage-restore-restored-1280');
  await expectStorefront(page, show.slug, title, true);
  await page.goto('/manage/performances');
  await expect(
    page.getByRole('table', { name: 'Спектакли' }).getByRole('link', { name: title }),
  ).toBeVisible();
});

test('[MANAGE-RESTORE]: a performance of an archived venue is not restored, and the editor says why in its language', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page.request, SEEDED_ADMIN);
  const unique = Date.now().toString(36);
  const venueName = `Закрытая сцена ${unique}`;
  const venue = await manageCreate(page.request, '/venues', {
    name: { ru: venueName, en: `Closed Stage ${unique}` },
    type: 'THEATER',
    city: 'moscow',
  });
  const show = await newPerformance(page.request, venue.id, `Забытый ${unique}`);
  await manageApi(page.request, 'DELETE', `/performances/${show.id}`);
  await manageApi(page.request, 'DELETE', `/venues/${venue.id}`);

  await page.goto(`/manage/performances/${show.id}`);
  const notice = page.getByRole('region', { name: /^В архиве с/ });
  const restore = notice.getByRole('button', { name: 'Вернуть из архива' });
  await restore.click();
  await expect(notice.getByRole('alert')).toHaveText(
    `Площадка «${venueName}» в архиве. Сначала верните из архива площадку.`,
  );
  // The button keeps the focus and is described by the refusal; nothing changed.
  await expect(restore).toBeFocused();
  await expect(restore).toHaveAccessibleDescription(/Сначала верните из архива площадку/);
  await expect(notice).toBeVisible();
  await saveScreenshot(page, testInfo, 'manage-restore-refused-1280');

  await page.goto(`/en/manage/performances/${show.id}`);
  const english = page.getByRole('region', { name: /^Archived on/ });
  await english.getByRole('button', { name: 'Restore' }).click();
  await expect(english.getByRole('alert')).toHaveText(
    `The venue “Closed Stage ${unique}” is archived. Restore the venue first.`,
  );
});
