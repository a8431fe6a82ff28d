// Early access (issue 6): a session whose public sale has not opened shows when it opens and a key field instead of
// selectable seats; a wrong key is explained; the demo key (PRESALE-<box-office number>, packages/db/README.md)
// unlocks the map for this visitor, who can then hold a seat; another visitor still finds the sale closed.
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../helpers/screenshot';
import { clickSeat, freeSeatsInView, openMap } from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

type ApiEvent = { id: number; nombilkn: number; sale_status: string };

/** A session in presale (its public sale opens later, and it has keys), with its box-office number. */
async function presaleSession(page: Page): Promise<ApiEvent> {
  for (let offset = 0; offset < 3_000; offset += 100) {
    const { results } = (await (
      await page.request.get(`/api/v1/events?limit=100&offset=${offset}`)
    ).json()) as {
      results: ApiEvent[];
    };
    for (const event of results.filter((candidate) => candidate.sale_status === 'on_sale')) {
      const status = await page.request.get(`/api/v1/events/${event.id}/places/status`);
      if (status.ok() && ((await status.json()) as { early_access: boolean }).early_access) return event;
    }
    if (results.length < 100) break;
  }
  throw new Error('no session in presale');
}

test('[EARLY]: a presale map asks for a key; a wrong one is explained, the right one unlocks it for this visitor', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const session = await presaleSession(page);
  await page.goto(`/events/${session.id}`);
  await expect(page.getByText(/^Продажа откроется /)).toBeVisible({ timeout: 20_000 });
  const field = page.getByLabel('Ключ раннего доступа');
  await field.fill('WRONG-KEY');
  await page.getByRole('button', { name: 'Открыть продажу' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ключ не подходит к этому событию или его срок истёк.' }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'seat-map-presale-1280');

  await field.fill(`PRESALE-${session.nombilkn}`);
  await page.getByRole('button', { name: 'Открыть продажу' }).click();
  await expect(page.getByText(/^Продажа откроется /)).toBeHidden({ timeout: 20_000 });
  await openMap(page);
  const [free] = await freeSeatsInView(page);
  if (!free) throw new Error('no free seat in view');
  expect(await clickSeat(page, free)).toBe(200);

  const stranger = await browser.newPage();
  await presetStorage(stranger, returningVisitor);
  await stranger.goto(`/events/${session.id}`);
  await expect(stranger.getByText(/^Продажа откроется /)).toBeVisible({ timeout: 20_000 });
  await stranger.close();
});
