// The seat map and the cart as a visitor meets them (issue 5): from a performance page to a session's seat map,
// two seats chosen with the mouse (each held at once), the list and the total, the cart with its countdown, one
// seat removed; choosing with the keyboard alone; two visitors reaching for one seat (the second is told and sees
// it taken, and seats others take turn unavailable while the map is open); a hold running out (ended at once by the
// API's test control for this visitor alone, the page's countdown moved on by Playwright's clock): the cart says so
// and the seat is free again on the map. Each test works on a session of its own, so tests running side by side
// never take one another's seats.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { csrfToken } from '../helpers/accounts';
import { firstPerformanceHref } from '../helpers/catalogue';
import { saveScreenshot } from '../helpers/screenshot';
import {
  clickSeat,
  freeSeatsInView,
  mapScale,
  openMap,
  placeOf,
  plain,
  priceOf,
  roubles,
  seatMap,
  sessionsOnSale,
} from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

/** A session on sale for this test alone: counted from the end of the list, away from the first performance's. */
async function sessionFor(page: Page, slot: number): Promise<number> {
  const sessions = await sessionsOnSale(page);
  const id = sessions[sessions.length - 1 - slot];
  if (id === undefined) throw new Error(`fewer than ${slot + 1} sessions on sale`);
  return id;
}

/** Seconds the cart's countdown shows ("0:58", "14:05", "1:02:03"). */
function secondsShown(text: string): number {
  const time = /\d+(?::\d\d)+/.exec(text)?.[0] ?? '';
  return time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

function chosenList(page: Page) {
  return page.getByRole('region', { name: 'Выбранные места' });
}

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('[SEATMAP]: performance page → session → two seats → the list and total → cart with countdown → remove one', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(await firstPerformanceHref(page));
  await page
    .getByRole('link', { name: /^Купить билет:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openMap(page);

  const [first, second] = (await freeSeatsInView(page)).filter((_, index) => index % 3 === 0);
  if (!first || !second) throw new Error('no two free seats in view');
  expect(await clickSeat(page, first)).toBe(200);
  expect(await clickSeat(page, second)).toBe(200);

  const chosen = chosenList(page);
  await expect(chosen.getByText(placeOf(first.label), { exact: true })).toBeVisible();
  await expect(chosen.getByText(placeOf(second.label), { exact: true })).toBeVisible();
  await expect(chosen).toContainText('Итого, 2 билета');
  const total = priceOf(first.label) + priceOf(second.label);
  await expect(chosen.getByTestId('seat-map-total')).toHaveText(roubles(total), { useInnerText: true });
  await expect(page.locator(`#${first.id}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Корзина: 2 билета' })).toBeVisible();

  await chosen.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/\d:\d\d/);
  const read = async () => {
    const [minutes, seconds] = ((await timer.innerText()).match(/(\d+):(\d\d)/) ?? []).slice(1).map(Number);
    return (minutes ?? 0) * 60 + (seconds ?? 0);
  };
  const before = await read();
  expect(before).toBeGreaterThan(0);
  await expect.poll(read, { timeout: 5000 }).toBeLessThan(before);
  await expect(page.getByText(placeOf(first.label), { exact: true })).toBeVisible();
  await expect(page.getByText(placeOf(second.label), { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(roubles(total), { useInnerText: true });
  await saveScreenshot(page, testInfo, 'cart-1280');
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('button', { name: `Убрать из корзины: ${placeOf(first.label)}` }).click();
  await expect(page.getByText(placeOf(first.label), { exact: true })).toBeHidden();
  await expect(page.getByText(placeOf(second.label), { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(roubles(priceOf(second.label)), {
    useInnerText: true,
  });
  await expect(page.getByRole('link', { name: 'Корзина: 1 билет' })).toBeVisible();

  // Emptying the cart asks once more, then releases everything.
  await page.getByRole('button', { name: 'Очистить корзину' }).click();
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByText(placeOf(second.label), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Очистить корзину' }).click();
  await page.getByRole('button', { name: 'Да, очистить' }).click();
  await expect(page.getByText('В корзине пока нет билетов.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Корзина', exact: true })).toBeVisible();
});

test('[SEATMAP]: seats are chosen and given back with the keyboard alone', async ({ page }) => {
  // Many key presses, each a hold round trip: past the default 30 s on a loaded two-core machine (CI of 2026-11-25).
  test.setTimeout(90_000);
  await page.goto(`/events/${await sessionFor(page, 0)}`);
  const map = seatMap(page);
  await expect(map).toBeVisible({ timeout: 20_000 });

  // The map is one stop of the Tab order, right after the way back to the performance.
  await page.getByRole('link', { name: 'Все сеансы спектакля' }).focus();
  await page.keyboard.press('Tab');
  await expect(map).toBeFocused();
  const outline = await map.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');

  const active = async () => {
    const id = await map.getAttribute('aria-activedescendant');
    if (!id) throw new Error('no active seat');
    return page.locator(`#${id}`);
  };
  const start = await (await active()).getAttribute('id');
  await page.keyboard.press('ArrowRight');
  expect(await (await active()).getAttribute('id')).not.toBe(start);
  // On along the row to a seat one can choose (a taken one says so and cannot be chosen).
  for (let step = 0; step < 30 && (await (await active()).getAttribute('aria-disabled')) === 'true'; step++) {
    await page.keyboard.press('ArrowRight');
  }
  const seat = await active();
  const label = (await seat.getAttribute('aria-label')) ?? '';
  // "Партер, ряд 5, место 12, 3 500 ₽" (Intl writes its spaces as no-break ones).
  expect(plain(label)).toMatch(/^.+, ряд .+, место .+, [\d ]+ ₽$/);

  const held = page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/add'));
  await page.keyboard.press('Enter');
  expect((await held).status()).toBe(200);
  await expect(seat).toHaveAttribute('aria-selected', 'true');
  await expect(chosenList(page).getByText(placeOf(label), { exact: true })).toBeVisible();

  await page.keyboard.press('ArrowDown');
  const behind = await active();
  expect(await behind.getAttribute('id')).not.toBe(await seat.getAttribute('id'));
  await page.keyboard.press('ArrowUp');
  expect(await (await active()).getAttribute('id')).toBe(await seat.getAttribute('id'));

  const released = page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/delete'));
  await page.keyboard.press(' ');
  expect((await released).status()).toBe(200);
  await expect(seat).toHaveAttribute('aria-selected', 'false');
  await expect(chosenList(page)).toContainText('Нажмите на свободное место');
  await expectNoSeriousAxeViolation(page);
});

async function visitor(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await presetStorage(page, returningVisitor);
  return page;
}

test('[SEATMAP]: two visitors reach for one seat: the second is told and sees it taken; others’ holds show up live', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const [first, second] = await Promise.all(contexts.map(visitor));
    if (!first || !second) throw new Error('two pages');
    const path = `/events/${await sessionFor(first, 1)}`;

    // The second visitor's map keeps its first status, as if the seat were taken between two polls.
    let frozen: string | undefined;
    await second.route('**/api/v1/events/*/places/status', async (route) => {
      if (frozen === undefined) {
        const response = await route.fetch();
        frozen = await response.text();
        return route.fulfill({ response, body: frozen });
      }
      return route.fulfill({ status: 200, contentType: 'application/json', body: frozen });
    });
    await Promise.all([first.goto(path), second.goto(path)]);
    await Promise.all([openMap(first), openMap(second)]);

    const [seat, later] = (await freeSeatsInView(first)).filter((_, index) => index % 4 === 1);
    if (!seat || !later) throw new Error('no free seats in view');
    expect(await clickSeat(first, seat)).toBe(200);

    const theirs = second.locator(`#${seat.id}`);
    await expect(theirs).not.toHaveAttribute('aria-disabled', 'true');
    const box = await theirs.boundingBox();
    if (!box) throw new Error('the seat is not drawn');
    expect(await clickSeat(second, { ...seat, x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe(
      409,
    );
    await expect(
      second.getByRole('alert').filter({ hasText: `Место только что заняли: ${placeOf(seat.label)}` }),
    ).toBeVisible();
    await expect(theirs).toHaveAttribute('aria-disabled', 'true');
    await expect(theirs).toHaveAttribute('aria-label', `${placeOf(seat.label)}, занято`);
    await expect(chosenList(second)).toContainText('Нажмите на свободное место');

    // Live statuses: with polling back, a seat the first visitor takes now turns unavailable on the second map.
    await second.unroute('**/api/v1/events/*/places/status');
    expect(await clickSeat(first, later)).toBe(200);
    await expect(second.locator(`#${later.id}`)).toHaveAttribute('aria-disabled', 'true', {
      timeout: 15_000,
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('[SEATMAP]: the seat map at 375 and 1280 px is kept as a screenshot and fits the width', async ({
  page,
}, testInfo) => {
  // Three loads of the map: 26 s alone on a loaded two-core machine, past the default 30 s beside other specs.
  test.setTimeout(60_000);
  const path = `/events/${await sessionFor(page, 2)}`;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(seatMap(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('СЦЕНА', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, testInfo, `seat-map-${width}`);
  }
  // The buttons zoom in and back to the whole hall.
  const fitted = await mapScale(page);
  await page.getByRole('button', { name: 'Увеличить' }).click();
  await expect.poll(() => mapScale(page)).toBeGreaterThan(fitted * 1.2);
  await page.getByRole('button', { name: 'Уменьшить' }).click();
  await page.getByRole('button', { name: 'Увеличить' }).click();
  await page.getByRole('button', { name: 'Показать весь зал' }).click();
  await expect.poll(() => mapScale(page)).toBeCloseTo(fitted, 5);

  // In English the map and its seats speak English.
  await page.goto(`/en${path}`);
  const english = page.getByRole('listbox', { name: 'Hall plan: choose seats' });
  await expect(english).toBeVisible({ timeout: 20_000 });
  expect(plain((await page.locator('[role="option"]').first().getAttribute('aria-label')) ?? '')).toMatch(
    /^.+, row .+, seat .+, (RUB [\d,.]+|taken|not on sale)$/,
  );
  await expect(page.getByRole('region', { name: 'Your seats' })).toBeVisible();
});

test('[SEATMAP]: a hold runs out: the cart says so, and the seat is free again on the map', async ({
  page,
}) => {
  // No waiting for HOLD_MINUTES: the page runs on Playwright's clock (its time flows as usual until the test jumps
  // it), and the API ends this visitor's own hold with its test control (TEST_CONTROLS=on in
  // scripts/start-api.mjs), leaving the holds of the tests running beside it alone. Two loads of the map: 16 s alone,
  // past the default 30 s beside other specs on a loaded two-core machine.
  test.setTimeout(60_000);
  await page.clock.install();
  const path = `/events/${await sessionFor(page, 3)}`;
  await page.goto(path);
  await openMap(page);
  const [seat] = await freeSeatsInView(page);
  if (!seat) throw new Error('no free seat in view');
  expect(await clickSeat(page, seat)).toBe(200);
  await expect(page.getByRole('link', { name: 'Корзина: 1 билет' })).toBeVisible();

  await page.goto('/cart');
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/\d+:\d\d/);
  await expect(page.getByText(placeOf(seat.label), { exact: true })).toBeVisible();
  const left = secondsShown(await timer.innerText());
  expect(left).toBeGreaterThan(0);

  // The hold ends on the server, then the page's countdown jumps past its end (the countdown timer fires once at
  // the new time): at zero the page asks the API for the cart, finds it empty and says the hold ran out.
  const ended = await page.request.post('/api/v1/test-controls/cart/end-hold', {
    headers: { 'X-CSRFToken': await csrfToken(page.request) },
  });
  expect(ended.status()).toBe(200);
  expect(await ended.json()).toEqual({ carts: 1, seats: 1, zones: 0 });
  await page.clock.fastForward((left + 1) * 1000);
  await expect(page.getByRole('alert').filter({ hasText: 'Время брони истекло' })).toBeVisible();
  await expect(page.getByText(placeOf(seat.label), { exact: true })).toBeHidden();
  await expect(timer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Корзина', exact: true })).toBeVisible();

  await page.getByRole('link', { name: /^Выбрать места заново/ }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const again = page.locator(`#${seat.id}`);
  await expect(again).toHaveAttribute('aria-selected', 'false', { timeout: 20_000 });
  await expect(again).not.toHaveAttribute('aria-disabled', 'true');
  expect(plain((await again.getAttribute('aria-label')) ?? '')).toBe(plain(seat.label));
});
