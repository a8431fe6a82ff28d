// The seat map's layout on the big halls (issue 17), checked on what the browser drew: at 1280 px the section names
// and the map's buttons cover no seat in any hall of 900 seats or more, and a seat's tooltip at the biggest hall's
// left edge stays in the window; on a phone (375 px, touch) that hall starts zoomed in to seats a finger can aim at,
// a tap there asks for the seat (no zoom first), a pinch still zooms, a section's button takes the view to that part
// of the hall, and "whole hall" shows it all. Screenshots of each are kept. These tests only look: the one tap is
// answered by the test itself, so no seat of the shared database is held.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { clip, meet, type Rect, windowRect } from '../helpers/geometry';
import { saveScreenshot } from '../helpers/screenshot';
import { mapScale, seatMap } from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

type ApiEvent = { id: number; hall_slug: string; sale_status: string };
type Plan = { sections: { name: string; rows: { seats: unknown[] }[] }[] };

type Hall = { id: number; slug: string; seats: number; sections: string[] };

/** A session on sale in each hall of at least `minSeats` seats, the biggest hall first. */
async function bigHalls(page: Page, minSeats: number): Promise<Hall[]> {
  const response = await page.request.get('/api/v1/events?limit=100');
  const { results } = (await response.json()) as { results: ApiEvent[] };
  const byHall = new Map<string, number>();
  for (const event of results) {
    if (event.sale_status === 'on_sale' && !byHall.has(event.hall_slug))
      byHall.set(event.hall_slug, event.id);
  }
  const halls: Hall[] = [];
  for (const [slug, id] of byHall) {
    const plan = (await (await page.request.get(`/api/v1/events/${id}/places/plan`)).json()) as Plan;
    const seats = plan.sections.reduce(
      (sum, section) => sum + section.rows.reduce((rows, row) => rows + row.seats.length, 0),
      0,
    );
    if (seats >= minSeats) halls.push({ id, slug, seats, sections: plan.sections.map((s) => s.name) });
  }
  halls.sort((a, b) => b.seats - a.seats);
  if ((halls[0]?.seats ?? 0) < 1000) throw new Error('no hall of 1,000 seats on sale');
  return halls;
}

async function openHall(page: Page, hall: Hall): Promise<Locator> {
  await page.goto(`/events/${hall.id}`);
  const map = seatMap(page);
  await expect(map).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="option"]').first()).toBeAttached();
  await map.scrollIntoViewIfNeeded();
  // The names are placed for the scale the map settled on (a frame after its first measure).
  await expect.poll(() => mapScale(page)).toBeGreaterThan(0);
  await expect(page.locator('[data-section-names] text').first()).toBeAttached();
  return map;
}

async function mapBox(map: Locator): Promise<Rect> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not drawn');
  return box;
}

type DrawnSeat = Rect & { id: string; centre: { x: number; y: number } };

/** The seats drawn inside the map's box (others are clipped away), as the browser placed them. */
async function seatsInView(page: Page, map: Locator, within = 'svg'): Promise<DrawnSeat[]> {
  const box = await mapBox(map);
  const seats = await page.locator(`${within} [role="option"]`).evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { id: element.id, x, y, width, height, centre: { x: x + width / 2, y: y + height / 2 } };
    }),
  );
  return seats.filter((seat) => clip(seat, box) !== null);
}

/** Every section name or button drawn over a seat, as "name over seat-id" (empty when none is). */
async function overSeats(page: Page, map: Locator, things: Locator): Promise<string[]> {
  const box = await mapBox(map);
  // What shows of each seat: a seat at the map's edge is partly clipped away.
  const seats = (await seatsInView(page, map)).map((seat) => ({ ...seat, ...clip(seat, box) }));
  const boxes = await things.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { text: element.textContent || element.getAttribute('aria-label') || '', x, y, width, height };
    }),
  );
  return boxes.flatMap((thing) =>
    seats.filter((seat) => meet(thing, seat)).map((seat) => `${thing.text} over ${seat.id}`),
  );
}

const sectionNames = (page: Page) => page.locator('[data-section-names] text');
const mapButtons = (page: Page) =>
  page
    .getByRole('button', { name: /^(Увеличить|Уменьшить|Показать весь зал)$/ })
    .or(page.getByRole('group', { name: 'Показать часть зала' }).getByRole('button'));

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

test('[SEATMAP]: the big halls at 1280 px: section names and buttons cover no seat; a tooltip at the left edge stays in the window', async ({
  page,
}, testInfo) => {
  // A plan per hall, then every hall of 900 seats or more (the demo has about eight, of five different shapes).
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const halls = await bigHalls(page, 900);
  expect(halls.length).toBeGreaterThan(3);
  for (const hall of halls) {
    const map = await openHall(page, hall);
    expect(await sectionNames(page).count(), hall.slug).toBeGreaterThan(0);
    expect(await overSeats(page, map, sectionNames(page)), hall.slug).toEqual([]);
    await expect(page.getByRole('button', { name: 'Увеличить' })).toBeVisible();
    expect(await overSeats(page, map, mapButtons(page)), hall.slug).toEqual([]);
    await saveScreenshot(page, testInfo, `seat-map-${hall.slug}-1280`);
  }

  // The leftmost seat of the biggest hall, hovered with the mouse: its tooltip is whole, inside the map and window.
  const map = await openHall(page, halls[0] as Hall);
  const seats = await seatsInView(page, map);
  const leftmost = seats.reduce((a, b) => (b.centre.x < a.centre.x ? b : a));
  const label = (await page.locator(`#${leftmost.id}`).getAttribute('aria-label')) ?? '';
  await page.mouse.move(leftmost.centre.x, leftmost.centre.y);
  const tooltip = page.locator('p[aria-hidden="true"]').getByText(label, { exact: true });
  await expect(tooltip).toBeVisible();
  const tip = await tooltip.boundingBox();
  if (!tip) throw new Error('no tooltip box');
  const inside = (inner: Rect, outer: Rect) =>
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height;
  expect(inside(tip, windowRect(page))).toBe(true);
  expect(inside(tip, await mapBox(map))).toBe(true);
  await saveScreenshot(page, testInfo, 'seat-map-tooltip-left-edge-1280');
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await presetStorage(page, returningVisitor);
  return page;
}

/** Two fingers spread from `from` to `to` pixels apart about a point (Playwright's touchscreen has one finger). */
async function pinch(page: Page, at: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (half: number) => [
    { x: at.x - half, y: at.y, id: 1 },
    { x: at.x + half, y: at.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from / 2) });
  for (let step = 1; step <= 10; step++) {
    const half = (from + ((to - from) * step) / 10) / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(half) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The typical distance between a seat and its nearest neighbour on screen: the width a finger has to aim at. */
function typicalPitch(seats: DrawnSeat[]): number {
  const nearest = seats.map((seat) =>
    Math.min(
      ...seats
        .filter((other) => other !== seat)
        .map((other) => Math.hypot(other.centre.x - seat.centre.x, other.centre.y - seat.centre.y)),
    ),
  );
  nearest.sort((a, b) => a - b);
  return nearest[Math.floor(nearest.length / 2)] ?? 0;
}

test('[SEATMAP]: on a phone a big hall starts zoomed in to seats a finger can tap; the section buttons show each part', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const page = await phone(browser);
  try {
    const [hall] = await bigHalls(page, 1000);
    if (!hall) throw new Error('no big hall');
    const { sections } = hall;
    const map = await openHall(page, hall);
    const box = await mapBox(map);
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    // The first view: finger-sized seats (at least 24 px apart), the stage's side of the hall.
    const seats = await seatsInView(page, map);
    expect(seats.length).toBeGreaterThan(20);
    expect(typicalPitch(seats)).toBeGreaterThanOrEqual(23.5);
    await expect(page.getByText('СЦЕНА', { exact: true })).toBeInViewport();
    expect(await overSeats(page, map, sectionNames(page))).toEqual([]);
    expect(await overSeats(page, map, mapButtons(page))).toEqual([]);
    await saveScreenshot(page, testInfo, 'seat-map-big-hall-375');

    // A tap on a free seat there asks for it at once (the test answers in the API's stead: nothing is held).
    let answer: (body: unknown) => void = () => {};
    const asked = new Promise<unknown>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/v1/cart/add', async (route) => {
      answer(route.request().postDataJSON());
      await route.abort();
    });
    const free = (await seatsInView(page, map, 'svg')).filter(
      (seat) =>
        seat.centre.x > box.x + 24 &&
        seat.centre.x < box.x + box.width - 24 &&
        seat.centre.y > box.y + 24 &&
        seat.centre.y < Math.min(box.y + box.height, 667) - 24,
    );
    const [target] = await Promise.all(
      free.map(async (seat) =>
        (await page.locator(`#${seat.id}`).getAttribute('aria-disabled')) === 'true' ? null : seat,
      ),
    ).then((all) => all.filter((seat): seat is DrawnSeat => seat !== null));
    if (!target) throw new Error('no free seat in the first view');
    const scale = await mapScale(page);
    await page.touchscreen.tap(target.centre.x, target.centre.y);
    expect(await asked).toMatchObject({ places: [Number(target.id.replace('seat-', ''))] });
    expect(await mapScale(page)).toBeCloseTo(scale, 5);

    // Two fingers still zoom: a pinch about the map's middle.
    const now = await mapBox(map);
    await pinch(page, { x: now.x + now.width / 2, y: now.y + now.height / 2 }, 40, 120);
    await expect.poll(() => mapScale(page)).toBeGreaterThan(scale * 1.5);

    // Each section's button brings that section into view at the same finger's size: the last one (furthest from the
    // stage, not in the first view) shows its own seats in the middle of the map.
    const buttons = page.getByRole('group', { name: 'Показать часть зала' }).getByRole('button');
    await expect(buttons).toHaveText(sections);
    const last = sections[sections.length - 1] as string;
    const lastSection = `svg [role="group"][aria-label="${last}"]`;
    expect(await seatsInView(page, map, lastSection)).toEqual([]);
    await buttons.filter({ hasText: last }).tap();
    const middleSeatSection = async () => {
      const now = await mapBox(map);
      const centre = { x: now.x + now.width / 2, y: now.y + now.height / 2 };
      const seen = await seatsInView(page, map);
      const nearest = seen.reduce((a, b) =>
        Math.hypot(b.centre.x - centre.x, b.centre.y - centre.y) <
        Math.hypot(a.centre.x - centre.x, a.centre.y - centre.y)
          ? b
          : a,
      );
      return page
        .locator(`#${nearest.id}`)
        .evaluate((seat) => seat.parentElement?.getAttribute('aria-label'));
    };
    await expect.poll(middleSeatSection).toBe(last);
    expect(typicalPitch(await seatsInView(page, map))).toBeGreaterThanOrEqual(23.5);
    await saveScreenshot(page, testInfo, 'seat-map-section-375');

    await page.getByRole('button', { name: 'Показать весь зал' }).tap();
    await expect
      .poll(async () => (await seatsInView(page, map)).length)
      .toBe(await page.locator('svg [role="option"]').count());
  } finally {
    await page.context().close();
  }
});
