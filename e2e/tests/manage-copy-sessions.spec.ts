// A performance duplicated with its sessions (issue 30), as a venue manager clicks: the duplicate's form offers the
// original's upcoming sessions, previews each copy a week later, one is left out, and once the new performance is
// made its page opens and the chosen sessions are its drafts, a week later, with their prices. Screenshot at 1280 px.
import { expect, test } from '@playwright/test';
import { SEEDED_MANAGER, signInThroughApi } from '../helpers/accounts';
import { manageApi, manageCreate, planDocument, venueDate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test('[MANAGE-COPY-SESSIONS]: a manager duplicates a performance with two of its three sessions, a week later', async ({
  page,
}, testInfo) => {
  test.slow();
  await presetStorage(page, returningVisitor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.request, SEEDED_MANAGER);
  const me = (await (await page.request.get('/api/v1/manage/me')).json()) as { venues: { id: number }[] };
  const venueId = me.venues[0]?.id as number;
  const unique = Date.now().toString(36);
  const hall = await manageCreate(page.request, `/venues/${venueId}/halls`, {
    title: { ru: `Зал копий ${unique}` },
    address: { ru: 'ул. Копийная, 3' },
  });
  const plan = await manageCreate(page.request, `/halls/${hall.id}/plans`, planDocument(`Схема ${unique}`));
  await manageApi(page.request, 'POST', `/plans/${plan.id}/publish`, {});
  const title = `Сезон ${unique}`;
  const show = await manageCreate(page.request, '/performances', {
    title: { ru: title },
    age: 12,
    duration: '1:30',
    venue: venueId,
  });
  const days = [20, 21, 22];
  const sessions = [];
  for (const day of days) {
    sessions.push(
      await manageCreate(page.request, '/events', {
        performance: show.id,
        hall: hall.id,
        starts_at: `${venueDate(day)}T19:00`,
        status: 'on_sale',
        prices: [
          { category: 'c1', price: 2000 },
          { category: 'c2', price: 1000 },
        ],
      }),
    );
  }

  await page.goto(`/manage/performances/new?copy=${show.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Копия: ${title}` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Спектакль' });
  const option = form.getByRole('group', { name: 'Сеансы' });
  await option.getByRole('checkbox', { name: 'Скопировать и будущие сеансы' }).check();
  const list = option.getByRole('list', { name: 'Будущие сеансы' });
  await expect(list.getByRole('checkbox')).toHaveCount(3);
  await expect(option.getByRole('status')).toHaveText('3 сеанса будут скопированы как черновики.');
  // The last one stays behind.
  await list.getByRole('checkbox').nth(2).uncheck();
  await expect(option.getByRole('status')).toHaveText('2 сеанса будут скопированы как черновики.');
  await expect(list.getByRole('listitem').first()).toContainText('→');
  await saveScreenshot(page, testInfo, 'manage-copy-sessions-1280');
  await form.getByRole('button', { name: 'Создать спектакль' }).click();
  await expect(page).toHaveURL(/\/manage\/performances\/\d+$/);
  await expect(page.getByText('2 сеанса скопированы как черновики.')).toBeVisible();
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(copyId).not.toBe(show.id);

  const copies = (await (
    await page.request.get(`/api/v1/manage/events?performance=${copyId}&ordering=starts_at&limit=10`)
  ).json()) as { results: { id: number; starts_at: string; status: string; prices: { price: number }[] }[] };
  expect(copies.results.map((each) => [each.starts_at, each.status])).toEqual([
    [`${venueDate(27)}T19:00`, 'draft'],
    [`${venueDate(28)}T19:00`, 'draft'],
  ]);
  expect(copies.results[0]?.prices.map((price) => price.price)).toEqual([2000, 1000]);
  expect(copies.results.map((each) => each.id)).not.toContain(sessions[0]?.id);
});
