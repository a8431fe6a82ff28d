// Seat flags on the storefront's map (issue 31): a venue manager's plan marks a seat as a wheelchair space (through
// the back office's API: a hall, its plan with a flagged seat and a turned stage, published, a session on sale); the
// visitor's seat map says so in the seat's name and in its tooltip, draws a glyph on it, and draws the plan's own
// stage. Nothing is held: the test only looks.
import { expect, test } from '@playwright/test';
import { SEEDED_MANAGER, signInThroughApi } from '../helpers/accounts';
import { manageApi, manageCreate, planDocument, venueDate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { seatMap } from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

test('[SEAT-FLAGS]: a wheelchair space is named so on the storefront map, with a glyph', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await signInThroughApi(page.request, SEEDED_MANAGER);
  const me = (await (await page.request.get('/api/v1/manage/me')).json()) as { venues: { id: number }[] };
  const venueId = me.venues[0]?.id as number;
  const unique = Date.now().toString(36);
  const hall = await manageCreate(page.request, `/venues/${venueId}/halls`, {
    title: { ru: `Зал доступности ${unique}` },
    address: { ru: 'ул. Доступная, 1' },
  });
  const document = planDocument(`Схема ${unique}`);
  const seat = document.sections[0]!.rows[3]!
    .seats[0]! as (typeof document.sections)[0]['rows'][0]['seats'][0] & {
    flags?: string[];
  };
  seat.flags = ['wheelchair'];
  document.shapes = [
    { kind: 'stage', label: { ru: 'Сцена' }, x: 150, y: 20, width: 300, height: 60, rotation: 3 },
  ] as never;
  const plan = await manageCreate(page.request, `/halls/${hall.id}/plans`, document);
  await manageApi(page.request, 'POST', `/plans/${plan.id}/publish`, {});
  const show = await manageCreate(page.request, '/performances', {
    title: { ru: `Доступный зал ${unique}` },
    age: 0,
    duration: '1:30',
    venue: venueId,
  });
  const session = await manageCreate(page.request, '/events', {
    performance: show.id,
    hall: hall.id,
    starts_at: `${venueDate(25)}T19:00`,
    status: 'on_sale',
    prices: [
      { category: 'c1', price: 2000 },
      { category: 'c2', price: 1000 },
    ],
  });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await presetStorage(visitor, returningVisitor);
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(`/events/${session.id}`);
  const map = seatMap(visitor);
  await expect(map).toBeVisible({ timeout: 20_000 });
  const wheelchair = map.getByRole('option', {
    name: /^Партер, ряд 4, место 1 \(место для зрителя на коляске\), /,
  });
  await expect(wheelchair).toHaveCount(1);
  // Its neighbour has no note.
  await expect(map.getByRole('option', { name: /^Партер, ряд 4, место 2, / })).toHaveCount(1);
  // A glyph is drawn on it (one flagged seat: one path of glyphs), and the plan's own stage, turned.
  await expect(map.locator('path[data-flags]')).toHaveCount(1);
  await expect(map.locator('rect[transform^="rotate(3 "]')).toHaveCount(1);
  // The legend shows the glyph with its note.
  await expect(
    visitor.getByRole('listitem').filter({ hasText: /^Место для зрителя на коляске$/ }),
  ).toHaveCount(1);
  // The tooltip says it too.
  await wheelchair.scrollIntoViewIfNeeded();
  const box = await wheelchair.boundingBox();
  if (!box) throw new Error('the seat is not drawn');
  await visitor.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(visitor.getByTestId('seat-tooltip')).toContainText('место для зрителя на коляске');
  await saveScreenshot(visitor, testInfo, 'seat-map-flags-1280');
  await context.close();
});
