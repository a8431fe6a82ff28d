// The plan designer (issue 31), as a venue's administrator draws a hall from nothing: a new empty plan from the
// hall's plans, two price categories, a block of curved rows, a row drawn with the mouse, a standing zone dragged
// out, a wheelchair place marked; a row drawn over another is listed as a problem in words and ringed, clicked to
// select, undone; the draft saves itself and is the same after a reload; the changes are checked and the plan
// published. Then one row by keyboard alone: walked to, moved by arrows, its move undone — announced in words.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { manageCreate, posterPng } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  test.slow();
  await presetStorage(page, returningVisitor);
});

/** A new venue and hall, and the hall's plans page. */
async function newHall(page: Page) {
  await signInThroughApi(page.request, SEEDED_ADMIN);
  const unique = Date.now().toString(36);
  const venue = await manageCreate(page.request, '/venues', {
    name: { ru: `Сцена конструктора ${unique}` },
    type: 'THEATER',
    city: 'moscow',
  });
  const hall = await manageCreate(page.request, `/venues/${venue.id}/halls`, {
    title: { ru: `Большой зал ${unique}` },
    address: { ru: 'ул. Чертёжная, 3' },
  });
  await page.goto(`/manage/plans?venue=${venue.id}&hall=${hall.id}`);
  return { unique };
}

/** The board scrolled wholly into the window (the side panel's clicks scroll the page), and its box. */
async function boardInView(page: Page) {
  await page.getByTestId('designer-board').evaluate((board) => board.scrollIntoView({ block: 'center' }));
  return page.getByTestId('designer-board').boundingBox();
}

/** Drags on the board between two points given as shares of its box. */
async function dragOnBoard(page: Page, from: [number, number], to: [number, number]) {
  const box = await boardInView(page);
  if (!box) throw new Error('no board');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(
    box.x + box.width * ((from[0] + to[0]) / 2),
    box.y + box.height * ((from[1] + to[1]) / 2),
    {
      steps: 4,
    },
  );
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 4 });
  await page.mouse.up();
}

test('[DESIGNER]: a hall drawn from nothing — parterre, balcony, boxes, zones over a traced drawing, categories, wheelchair places, a problem fixed by undo, saved, published', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  const { unique } = await newHall(page);
  await page.getByRole('button', { name: 'Нарисовать новую схему' }).click();
  await expect(page).toHaveURL(/\/manage\/plans\/\d+\/design$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Конструктор: Большой зал ${unique}` }),
  ).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Структура' });
  await expect(outline).toContainText('Пока ничего не нарисовано');

  // Three price categories, then a parterre block of 3 curved rows of 10.
  const side = page.getByRole('complementary');
  for (let i = 0; i < 3; i += 1) await side.getByRole('button', { name: 'Добавить категорию' }).click();
  await expect(side.getByRole('button', { name: 'Категория 3' })).toBeVisible();
  const block = side.getByRole('region', { name: 'Новый блок рядов' });
  await block.getByLabel('Рядов', { exact: true }).fill('3');
  await block.getByLabel('Мест в ряду').fill('10');
  await block.getByLabel('Изгиб (−50…50)').fill('10');
  await block.getByRole('button', { name: 'Добавить 30 мест' }).click();
  await expect(outline.getByRole('button', { name: 'Партер: 3 ряда, 30 мест' })).toBeVisible();
  await expect(outline.getByRole('button', { name: 'Партер, ряд 1: 10 мест 1–10' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ошибок нет: схему можно публиковать.' })).toBeVisible();

  // A row drawn with the mouse, in the nearest section; a zone dragged out with the zone tool.
  await page.getByRole('button', { name: 'Ряд', exact: true }).click();
  await dragOnBoard(page, [0.3, 0.7], [0.6, 0.7]);
  await expect(outline.getByRole('button', { name: /^Партер, ряд 4: \d+ мест/ })).toBeVisible();
  await page.getByRole('button', { name: 'Зона', exact: true }).click();
  await dragOnBoard(page, [0.7, 0.75], [0.9, 0.9]);
  await expect(outline.getByRole('button', { name: 'Зона «Танцпол»: 100 мест' })).toBeVisible();
  // Made larger by the handle at its bottom right corner.
  await page.getByRole('button', { name: 'Выделение', exact: true }).click();
  await outline.getByRole('button', { name: 'Зона «Танцпол»: 100 мест' }).click();
  const zoneWidth = side.getByRole('textbox', { name: 'Ширина', exact: true });
  const widthBefore = Number(await zoneWidth.inputValue());
  const handle = await page.getByTestId('designer-board').locator('[data-handle="se"]').boundingBox();
  if (!handle) throw new Error('no handle');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 30, handle.y + 20, { steps: 4 });
  await page.mouse.move(handle.x + 60, handle.y + 30, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => Number(await zoneWidth.inputValue())).toBeGreaterThan(widthBefore + 20);

  // A balcony block and two boxes, each a section of its own; the balcony in the third category. A new block is
  // selected when added: Escape puts the tool down, then walks out to nothing selected, and the plan's panel (with
  // the block form) is back.
  const letGo = () =>
    expect(async () => {
      await page.getByTestId('designer-board').focus();
      await page.keyboard.press('Escape');
      await expect(block).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
  await letGo();
  await block.getByRole('combobox', { name: 'Тип', exact: true }).selectOption({ label: 'Балкон' });
  await block.getByLabel('Рядов', { exact: true }).fill('2');
  await block.getByLabel('Мест в ряду').fill('12');
  await block.getByLabel('Изгиб (−50…50)').fill('0');
  await block.getByLabel('Шахматный сдвиг рядов').fill('10');
  await block.getByRole('button', { name: 'Добавить 24 места' }).click();
  await expect(outline.getByRole('button', { name: 'Балкон: 2 ряда, 24 места' })).toBeVisible();
  await letGo();
  await block.getByRole('combobox', { name: 'Тип', exact: true }).selectOption({ label: 'Ложа' });
  await block.getByLabel('Рядов', { exact: true }).fill('1');
  await block.getByLabel('Мест в ряду').fill('4');
  await block.getByRole('button', { name: 'Добавить 4 места' }).click();
  await letGo();
  await block.getByRole('button', { name: 'Добавить 4 места' }).click();
  await expect(outline.getByRole('button', { name: /^Ложа( \d+)?: 1 ряд, 4 места$/ })).toHaveCount(2);
  await outline.getByRole('button', { name: 'Балкон: 2 ряда, 24 места' }).click();
  await side
    .getByRole('group', { name: 'Ценовая категория' })
    .getByRole('button', { name: 'Категория 3' })
    .click();

  // The hall's drawing traced over, uploaded as the background.
  await letGo();
  await side
    .getByRole('region', { name: 'Чертёж зала для обводки' })
    .getByLabel('Загрузить изображение')
    .setInputFiles({
      name: 'hall.png',
      mimeType: 'image/png',
      buffer: posterPng(),
    });
  await expect(side.getByText('Заменить изображение')).toBeVisible();
  await expect(page.getByTestId('designer-board').locator('image')).toHaveCount(1);

  // A dance floor clicked out corner by corner with the polygon tool.
  await page.getByRole('button', { name: 'Многоугольная зона', exact: true }).click();
  const board = await boardInView(page);
  if (!board) throw new Error('no board');
  for (const [x, y] of [
    [0.05, 0.75],
    [0.2, 0.72],
    [0.25, 0.92],
    [0.08, 0.95],
  ] as const)
    await page.mouse.click(board.x + board.width * x, board.y + board.height * y);
  await page.keyboard.press('Enter');
  await expect(outline.getByRole('button', { name: 'Зона «Танцпол 2»: 100 мест' })).toBeVisible();

  // Two wheelchair places, seats 1 and 2 of row 1, reached by keyboard from the row.
  await outline.getByRole('button', { name: 'Партер, ряд 1: 10 мест 1–10' }).click();
  await page.getByTestId('designer-board').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#designer-selection')).toHaveText('Партер, ряд 1, место 1');
  await side.getByLabel('место для зрителя на коляске').check();
  await page.getByTestId('designer-board').focus();
  await page.keyboard.press(']');
  await expect(page.locator('#designer-selection')).toHaveText('Партер, ряд 1, место 2');
  await side.getByLabel('место для зрителя на коляске').check();
  await expect(side.getByLabel('место для зрителя на коляске')).toBeChecked();

  // Row 1 pasted onto itself (Ctrl+D puts the copy 20 units off: seats overlap) is a problem said in words.
  await page.getByTestId('designer-board').focus();
  await page.keyboard.press('Control+d');
  await expect(page.getByRole('heading', { name: /Перед публикацией исправьте \d+ ошиб/ })).toBeVisible();
  const overlap = page.getByRole('button', {
    name: /^Партер, ряд \d+, место \d+ накладывается на Партер, ряд \d+, место \d+/,
  });
  await expect(overlap.first()).toBeVisible();
  await expect(page.getByText('sections.')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'designer-problems-1280');
  await overlap.first().click();
  await expect(page.locator('#designer-selection')).toContainText('Партер, ряд 1, место');
  // One undo takes the paste back (selecting is no step).
  await page.getByRole('button', { name: 'Отменить', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ошибок нет: схему можно публиковать.' })).toBeVisible();

  // Saved by itself: the same outline after a reload.
  await expect(page.getByText('Все изменения сохранены')).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(outline.getByRole('button', { name: /^Партер, ряд 4: / })).toBeVisible();
  await expect(outline.getByRole('button', { name: 'Зона «Танцпол»: 100 мест' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'designer-1280');

  // Checked and published.
  await side.getByRole('button', { name: 'Проверить изменения' }).click();
  await expect(side.getByText('У зала ещё нет действующей схемы: эта будет первой.')).toBeVisible();
  await side.getByRole('button', { name: 'Опубликовать эту редакцию' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Опубликована редакция 1' })).toBeVisible();
  // What was published: three categories (the balcony in the third), two wheelchair places, the background kept.
  const planId = Number(new URL(page.url()).pathname.split('/')[3]);
  const published = (await (await page.request.get(`/api/v1/manage/plans/${planId}`)).json()) as {
    categories: { key: string }[];
    sections: {
      kind: string;
      rows: { seats: { x: number; category: string | null; flags?: string[] }[] }[];
    }[];
    zones: { shape: { kind: string } }[];
    background: { url: string } | null;
  };
  expect(published.categories).toHaveLength(3);
  const seatsOf = (kind: string) =>
    published.sections
      .filter((section) => section.kind === kind)
      .flatMap((section) => section.rows.flatMap((row) => row.seats));
  expect(new Set(seatsOf('balcony').map((seat) => seat.category))).toEqual(
    new Set([published.categories[2]?.key]),
  );
  expect(seatsOf('box')).toHaveLength(8);
  // The balcony's second row is staggered by 10 along the row.
  const balcony = published.sections.find((section) => section.kind === 'balcony');
  expect((balcony?.rows[1]?.seats[0]?.x ?? 0) - (balcony?.rows[0]?.seats[0]?.x ?? 0)).toBeCloseTo(10, 0);
  expect(seatsOf('parterre').filter((seat) => seat.flags?.includes('wheelchair'))).toHaveLength(2);
  expect(published.zones.map((zone) => zone.shape.kind).sort()).toEqual(['polygon', 'rect']);
  expect(published.background?.url).toBeTruthy();
  // Published, the plan is read-only: the board gives way to the offer of a next version.
  await expect(page.getByTestId('designer-board')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Создать черновик следующей редакции' })).toBeVisible();
});

test('[DESIGNER]: one row by keyboard alone — walked to, moved by arrows and back by undo, said in words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await newHall(page);
  await page.getByRole('button', { name: 'Нарисовать новую схему' }).click();
  const side = page.getByRole('complementary');
  const block = side.getByRole('region', { name: 'Новый блок рядов' });
  await block.getByLabel('Рядов', { exact: true }).fill('2');
  await block.getByLabel('Мест в ряду').fill('8');
  await block.getByRole('button', { name: 'Добавить 16 мест' }).click();

  // The designer's texts travel with its pages only, not with every page of the back office.
  const designerHtml = await (await page.request.get(page.url())).text();
  expect(designerHtml).toContain('ManageDesigner');
  expect(await (await page.request.get('/manage/plans')).text()).not.toContain('ManageDesigner');

  const said = page.locator('#designer-selection');
  await page.getByTestId('designer-board').focus();
  await page.keyboard.press(']');
  await expect(said).toHaveText('Партер: 2 ряда, 16 мест');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Партер, ряд 1: 8 мест 1–8');
  await page.keyboard.press(']');
  await expect(said).toHaveText('Партер, ряд 2: 8 мест 1–8');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Партер, ряд 2, место 1');
  await page.keyboard.press('Escape');
  await expect(said).toHaveText('Партер, ряд 2: 8 мест 1–8');

  // Arrows move the row: its first seat's x in the row panel's angle stays, the drawing moves.
  const firstSeat = page.getByTestId('designer-board').locator('circle[data-id]').nth(8);
  const before = Number(await firstSeat.getAttribute('cx'));
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await firstSeat.getAttribute('cx'))).toBe(before + 11);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => Number(await firstSeat.getAttribute('cx'))).toBe(before);
  await expect(said).toHaveText('Партер, ряд 2: 8 мест 1–8');

  // The drawing downloads as a plan document; the pretix sample imported from here opens as a new draft.
  const files = side.getByRole('region', { name: 'Файлы' });
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Скачать схему (JSON)' }).click();
  const downloaded = JSON.parse(await readFile((await (await download).path()) ?? '', 'utf8'));
  expect(downloaded.sections[0].rows.map((row: { label: string }) => row.label)).toEqual(['1', '2']);
  const designUrl = page.url();
  const sample = await page.request.get('/samples/plan-sample-pretix.json');
  await files.getByLabel('Импортировать файл как новый черновик').setInputFiles({
    name: 'Малый зал.json',
    mimeType: 'application/json',
    buffer: await sample.body(),
  });
  await expect(page).not.toHaveURL(designUrl);
  await expect(page).toHaveURL(/\/manage\/plans\/\d+\/design$/);
  await expect(page.getByRole('navigation', { name: 'Структура' })).toContainText('Партер: 4 ряда, 32 места');
  await page.getByTestId('designer-board').focus();

  // The shortcuts are listed.
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Сочетания клавиш' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row')).not.toHaveCount(0);
  await expect(
    dialog
      .locator('kbd')
      .filter({ hasText: /^Ctrl$/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // In German the keys read as a German keyboard prints them.
  await page.goto(page.url().replace('/manage/', '/de/manage/'));
  await page.getByTestId('designer-board').focus();
  await page.keyboard.press('?');
  const german = page.getByRole('dialog', { name: 'Tastenkürzel' });
  await expect(
    german
      .locator('kbd')
      .filter({ hasText: /^Strg$/ })
      .first(),
  ).toBeVisible();
  await expect(german.locator('kbd').filter({ hasText: /^Entf$/ })).toHaveCount(1);
});
