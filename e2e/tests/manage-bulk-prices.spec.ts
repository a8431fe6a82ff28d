// The prices of many sessions at once (issue 30), as a venue manager clicks: three sessions of a show are ticked in
// the sessions list, "Change prices" shows the plan's categories with their prices now (the Stalls differ), a
// negative price is refused under its field, the summary says what will change, and once confirmed the success
// links back; the API reads the new prices. Screenshots at 1280 px.
import { expect, test } from '@playwright/test';
import { SEEDED_MANAGER, signInThroughApi } from '../helpers/accounts';
import { manageApi, manageCreate, planDocument, venueDate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test('[MANAGE-BULK-PRICES]: a manager ticks sessions in the list and changes their prices at once', async ({
  page,
}, testInfo) => {
  test.slow();
  await presetStorage(page, returningVisitor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.request, SEEDED_MANAGER);
  const me = (await (await page.request.get('/api/v1/manage/me')).json()) as {
    venues: { id: number }[];
  };
  const venueId = me.venues[0]?.id as number;
  const unique = Date.now().toString(36);
  const hall = await manageCreate(page.request, `/venues/${venueId}/halls`, {
    title: { ru: `Зал цен ${unique}` },
    address: { ru: 'ул. Ценовая, 1' },
  });
  const plan = await manageCreate(page.request, `/halls/${hall.id}/plans`, planDocument(`Схема ${unique}`));
  await manageApi(page.request, 'POST', `/plans/${plan.id}/publish`, {});
  const show = await manageCreate(page.request, '/performances', {
    title: { ru: `Цены ${unique}` },
    age: 6,
    duration: '1:30',
    venue: venueId,
  });
  const sessions = [];
  for (const [days, stalls] of [
    [40, 1500],
    [41, 1500],
    [42, 1700],
  ] as const) {
    sessions.push(
      await manageCreate(page.request, '/events', {
        performance: show.id,
        hall: hall.id,
        starts_at: `${venueDate(days)}T19:00`,
        status: 'on_sale',
        prices: [
          { category: 'c1', price: stalls },
          { category: 'c2', price: 800 },
        ],
      }),
    );
  }

  // The list of the hall's sessions of the show: tick all three.
  await page.goto(`/manage/sessions?venue=${venueId}&view=list&performance=${show.id}&hall=${hall.id}`);
  const table = page.getByRole('table', { name: 'Сеансы' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await table.getByRole('checkbox', { name: 'Выбрать все сеансы на странице' }).check();
  await page.getByRole('link', { name: 'Изменить цены (3)' }).click();
  await expect(page).toHaveURL(/\/manage\/sessions\/prices\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Изменить цены нескольких сеансов' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '3 сеанса' })).toBeVisible();
  const form = page.getByRole('table', { name: 'Изменить цены нескольких сеансов' });
  await expect(form.getByRole('row', { name: /Партер/ })).toContainText('разная');
  await expect(form.getByRole('row', { name: /Амфитеатр/ })).toContainText('800');

  // A negative price is refused in place; nothing is sent.
  const stalls = page.getByLabel('Партер', { exact: true });
  await stalls.fill('-5');
  await page.getByRole('button', { name: 'Проверить изменение' }).click();
  await expect(page.getByText('Цена не может быть отрицательной')).toBeVisible();

  await stalls.fill('1 800');
  await page.getByRole('button', { name: 'Проверить изменение' }).click();
  const summary = page.getByRole('status').filter({ hasText: 'Изменятся 3 сеанса' });
  await expect(summary).toContainText(/Партер: разная → 1\s800\s₽/);
  await saveScreenshot(page, testInfo, 'manage-bulk-prices-summary-1280');
  await summary.getByRole('button', { name: 'Изменить цены' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Цены 3 сеансов изменены.' });
  await expect(done).toBeVisible();
  await expect(done.getByRole('link', { name: 'Вернуться к сеансам' })).toHaveAttribute(
    'href',
    `/manage/sessions?venue=${venueId}&view=list`,
  );
  await saveScreenshot(page, testInfo, 'manage-bulk-prices-done-1280');

  for (const session of sessions) {
    const read = (await (await page.request.get(`/api/v1/manage/events/${session.id}`)).json()) as {
      version: number;
      prices: { category: string; price: number }[];
    };
    expect(read.version).toBe(2);
    expect(read.prices.map((price) => [price.category, price.price])).toEqual([
      ['c1', 1800],
      ['c2', 800],
    ]);
  }
});
