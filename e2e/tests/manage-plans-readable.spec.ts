// Plans a person can read (issue 30): beside the import, samples to download (a CSV and a plan document); a file that
// is not the chosen format is refused in words naming the formats taken; a CSV imported without a name is named after
// its file and can be renamed; publishing it lists each problem as one line naming the section, row and seat, never a
// JSON path or a key — in Russian and in English.
import { expect, test } from '@playwright/test';
import { SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { manageCreate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  test.slow();
  await presetStorage(page, returningVisitor);
});

test('[MANAGE-PLANS]: samples to download, a wrong format named, a CSV named after its file, its problems in words', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.request, SEEDED_ADMIN);
  const unique = Date.now().toString(36);
  const venue = await manageCreate(page.request, '/venues', {
    name: { ru: `Сцена схем ${unique}` },
    type: 'THEATER',
    city: 'moscow',
  });
  const hall = await manageCreate(page.request, `/venues/${venue.id}/halls`, {
    title: { ru: `Зал схем ${unique}`, en: `Plans hall ${unique}` },
    address: { ru: 'ул. Чертёжная, 2' },
  });
  await page.goto(`/manage/plans?venue=${venue.id}&hall=${hall.id}`);
  const importForm = page.getByRole('form', { name: 'Импорт схемы' });

  // The samples are there to download, and are what they say.
  const csvSample = importForm.getByRole('link', { name: 'CSV мест' });
  const csvText = await (await page.request.get((await csvSample.getAttribute('href')) ?? '')).text();
  expect(csvText.split('\n')[0]).toBe('section,row,seat,category,x,y');
  const documentSample = importForm.getByRole('link', { name: 'документ схемы (JSON)' });
  const document = await (await page.request.get((await documentSample.getAttribute('href')) ?? '')).json();
  expect(document.sections.length).toBeGreaterThan(0);

  // A JSON file with "CSV" chosen: refused, naming the formats taken.
  await importForm.getByLabel('Формат').selectOption({ label: 'CSV мест' });
  await importForm.getByLabel('Файл').setInputFiles({
    name: 'plan.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(document)),
  });
  await importForm.getByRole('button', { name: 'Импортировать черновик' }).click();
  await expect(importForm.getByRole('alert')).toHaveText(
    'Файл не в выбранном формате (CSV мест). Принимаются: документ схемы (.json), CSV мест (.csv) и схема pretix (.json).',
  );

  // A CSV with a seat twice, imported without a name: named after its file.
  const csv =
    'section,row,seat,category,x,y\nПартер,1,1,Партер,10,10\nПартер,1,2,Партер,40,10\nПартер,1,2,Партер,70,10\n';
  await importForm.getByLabel('Файл').setInputFiles({
    name: `Малая сцена ${unique}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await importForm.getByRole('button', { name: 'Импортировать черновик' }).click();
  await expect(page).toHaveURL(/\/manage\/plans\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Малая сцена ${unique}` })).toBeVisible();

  // Its problem, one line in words.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'повторяется' });
  await expect(problems.getByRole('listitem')).toHaveText(['Партер, ряд 1: место 2 повторяется.']);
  await expect(problems).not.toContainText('sections.');
  await saveScreenshot(page, testInfo, 'manage-plans-problems-1280');

  // Its name is the venue's to give.
  const renamed = `Малая сцена, редакция ${unique}`;
  await page.getByLabel('Название схемы').fill(renamed);
  await page.getByRole('button', { name: 'Переименовать' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Название схемы')).toHaveValue(renamed);

  // The same in English.
  await page.goto(`/en${new URL(page.url()).pathname}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'appears twice' }).getByRole('listitem')).toHaveText(
    ['Партер, row 1: seat 2 appears twice.'],
  );
});
