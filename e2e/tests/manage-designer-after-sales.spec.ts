// The plan designer after sales (issue 31), as a venue's administrator and a visitor: a hall drawn in the designer
// and published from it (the board turns read-only at once); a session on it, and a visitor buys two seats. The next
// version is drawn from the published plan: a row moved, the buyer's row renumbered right to left. The review names
// the two sold seats the renumbering touches and publishing is refused; the renumbering is undone, and the new version
// is published with the session moved onto it. The visitor's seats are the same seats on the storefront. A session
// left on the old version on purpose is moved onto the new one from the plan's page.
import { expect, type Page, test } from '@playwright/test';
import { SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { buySeatsFromSearch } from '../helpers/checkout';
import { manageCreate, venueDate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { placeOf, seatMap } from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

type PlanRead = { id: number; revision: number | null; categories: { key: string }[] };

async function readPlan(page: Page, id: number): Promise<PlanRead> {
  return (await (await page.request.get(`/api/v1/manage/plans/${id}`)).json()) as PlanRead;
}

/** "Партер, ряд 2, место 5" → "2". */
function rowOf(place: string): string {
  const row = /ряд (\S+), место/.exec(place)?.[1];
  if (!row) throw new Error(`no row in ${place}`);
  return row;
}

test('[DESIGNER]: after sales — a renumbering that touches sold seats is refused, undone, and the next version keeps the buyer’s seats', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await presetStorage(page, returningVisitor);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signInThroughApi(page.request, SEEDED_ADMIN);
  const unique = Date.now().toString(36);
  const title = `После продаж ${unique}`;
  const venue = await manageCreate(page.request, '/venues', {
    name: { ru: `Сцена после продаж ${unique}` },
    type: 'THEATER',
    city: 'moscow',
  });
  const hall = await manageCreate(page.request, `/venues/${venue.id}/halls`, {
    title: { ru: `Зал после продаж ${unique}` },
    address: { ru: 'ул. Продажная, 5' },
  });

  // Drawn and published in the designer: a block of 3 rows of 10.
  await page.goto(`/manage/plans?venue=${venue.id}&hall=${hall.id}`);
  await page.getByRole('button', { name: 'Нарисовать новую схему' }).click();
  await expect(page).toHaveURL(/\/manage\/plans\/\d+\/design$/);
  const firstId = Number(new URL(page.url()).pathname.split('/')[3]);
  const side = page.getByRole('complementary');
  await side.getByRole('button', { name: 'Добавить категорию' }).click();
  const block = side.getByRole('region', { name: 'Новый блок рядов' });
  await block.getByLabel('Рядов', { exact: true }).fill('3');
  await block.getByLabel('Мест в ряду').fill('10');
  await block.getByRole('button', { name: 'Добавить 30 мест' }).click();
  await side.getByRole('button', { name: 'Проверить изменения' }).click();
  await side.getByRole('button', { name: 'Опубликовать эту редакцию' }).click();
  // Published: the board gives way to the published plan, which offers its next version.
  await expect(page.getByRole('status').filter({ hasText: 'Опубликована редакция 1' })).toBeVisible();
  await expect(page.getByTestId('designer-board')).toHaveCount(0);
  const makeDraft = page.getByRole('button', { name: 'Создать черновик следующей редакции' });
  await expect(makeDraft).toBeVisible();

  // A session on it, on sale; a visitor buys two seats.
  const first = await readPlan(page, firstId);
  const show = await manageCreate(page.request, '/performances', {
    title: { ru: title },
    age: 12,
    duration: '1:40',
    venue: venue.id,
  });
  const session = await manageCreate(page.request, '/events', {
    performance: show.id,
    hall: hall.id,
    starts_at: `${venueDate(50)}T19:00`,
    status: 'on_sale',
    prices: first.categories.map((category) => ({ category: category.key, price: 1200 })),
  });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await presetStorage(visitor, returningVisitor);
  const bought = (
    await buySeatsFromSearch(visitor, {
      title,
      city: 'moscow',
      sessionId: session.id,
      count: 2,
      buyer: { name: 'Вера', email: `after-sales-${unique}@example.com`, phone: '9995550042' },
    })
  ).map(placeOf);
  const soldRow = rowOf(bought[0] as string);
  // The row to move: the back one when it has no sold seat (moved down, away from the others).
  const otherRow = ['3', '2', '1'].find((row) => !bought.some((seat) => rowOf(seat) === row));

  // The next version: a row moved, the buyer's row renumbered right to left.
  await makeDraft.click();
  await expect(page).toHaveURL(/\/manage\/plans\/\d+\/design$/);
  await expect(page).not.toHaveURL(new RegExp(`/plans/${firstId}/design$`));
  const outline = page.getByRole('navigation', { name: 'Структура' });
  await outline.getByRole('button', { name: `Партер, ряд ${otherRow}: 10 мест 1–10` }).click();
  await page.getByTestId('designer-board').focus();
  await page.keyboard.press('Shift+ArrowDown');
  await outline.getByRole('button', { name: `Партер, ряд ${soldRow}: 10 мест 1–10` }).click();
  await side
    .getByRole('combobox', { name: 'Нумерация', exact: true })
    .selectOption({ label: 'справа налево' });

  // The review names the sold seats the renumbering touches, and publishing is refused.
  await side.getByRole('button', { name: 'Проверить изменения' }).click();
  const review = side.getByRole('region', { name: 'Публикация' });
  await expect(review.getByText('Перемещено 10 мест')).toBeVisible();
  await expect(review.getByText(/Перенумеровано \d+ мест/)).toBeVisible();
  const touched = bought.filter((seat) => rowOf(seat) === soldRow).length;
  await expect(review.getByText(new RegExp(`^Партер, ряд ${soldRow}, место \\d+: продано`))).toHaveCount(
    touched,
  );
  await expect(review.getByText(/Опубликовать пока нельзя/)).toBeVisible();
  await expect(review.getByRole('button', { name: 'Опубликовать эту редакцию' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'designer-after-sales-refused-1280');

  // The renumbering undone, the move kept: published, and the session moved onto the new version.
  await page.getByRole('button', { name: 'Отменить', exact: true }).click();
  await side.getByRole('button', { name: 'Проверить изменения' }).click();
  await expect(review.getByText('Места не перенумерованы')).toBeVisible();
  await expect(review.getByText('Перемещено 10 мест')).toBeVisible();
  await review.getByRole('button', { name: 'Опубликовать эту редакцию' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Опубликована редакция 2; на неё перенесён 1 сеанс' }),
  ).toBeVisible();

  // The buyer's seats are the same seats on the storefront's map of the session.
  await visitor.goto(`/events/${session.id}`);
  await expect(seatMap(visitor)).toBeVisible({ timeout: 20_000 });
  for (const place of bought)
    await expect(visitor.locator(`[role="option"][aria-label^="${place},"]`)).toHaveAttribute(
      'aria-disabled',
      'true',
    );

  // The drawn hall as a buyer on a phone sees it.
  await visitor.setViewportSize({ width: 375, height: 800 });
  await expect(seatMap(visitor)).toBeVisible();
  await saveScreenshot(visitor, testInfo, 'designer-plan-storefront-375');

  // A session made on the first version on purpose stays there, until moved from the new version's page.
  const secondId = Number(new URL(page.url()).pathname.split('/')[3]);
  const kept = await manageCreate(page.request, '/events', {
    performance: show.id,
    hall: hall.id,
    plan: firstId,
    starts_at: `${venueDate(51)}T19:00`,
    status: 'on_sale',
    prices: first.categories.map((category) => ({ category: category.key, price: 1200 })),
  });
  await page.goto(`/manage/plans/${secondId}`);
  const older = page.getByRole('region', { name: '1 сеанс продаётся по старой редакции' });
  await expect(older).toBeVisible();
  await saveScreenshot(page, testInfo, 'plan-older-sessions-1280');
  await older
    .getByRole('button', { name: new RegExp(`^Перенести сеанс «${title}», .+, на редакцию 2$`) })
    .click();
  await expect(page.getByText('1 сеанс перенесён на редакцию 2')).toBeVisible();
  await expect(older).toHaveCount(0);
  const moved = (await (await page.request.get(`/api/v1/manage/events/${kept.id}`)).json()) as {
    plan: number;
  };
  expect(moved.plan).toBe(secondId);

  // The buyer's preview of the new version, with the session's prices.
  await page.goto(`/manage/plans/${secondId}/preview`);
  await page.getByRole('combobox', { name: 'Цены сеанса' }).selectOption({ index: 1 });
  await expect(page.getByRole('list', { name: 'Категории и цены сеанса' })).toContainText(
    /Категория 1:\s1\s200\s₽/,
  );
  await expect(
    page.getByRole('option', { name: new RegExp(`^Партер, ряд ${otherRow}, место 1, 1\\s200\\s₽$`) }),
  ).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'designer-buyer-preview-prices-1280');
  await visitorContext.close();
});
