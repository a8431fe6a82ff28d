// Helpers of the seat map specs: sessions on sale from the API (each test takes its own, so parallel tests never
// reach for one another's seats), the map's listbox, zooming in with the wheel, the free seats a visitor can
// see and aim at, and the words of a seat's label ("Партер, ряд 5, место 12, 6 400 ₽").
import { expect, type Locator, type Page } from '@playwright/test';

type ApiEvent = { id: number; sale_status: string };

/** Ids of sessions on sale, soonest first (up to 100). */
export async function sessionsOnSale(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/v1/events?limit=100');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: ApiEvent[] };
  return results.filter((event) => event.sale_status === 'on_sale').map((event) => event.id);
}

export function seatMap(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Схема зала: выбор мест' });
}

/** The scale of the map's drawing now (its layer's transform). */
export async function mapScale(page: Page): Promise<number> {
  const transform = (await seatMap(page).locator('svg > g').first().getAttribute('transform')) ?? '';
  return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? Number.NaN);
}

/**
 * Waits for the map, then zooms in with the mouse wheel over the free seat nearest the middle of the map (as a
 * visitor aims at where they want to sit), until seats are big enough to click.
 */
export async function openMap(page: Page, notches = 3): Promise<Locator> {
  const map = seatMap(page);
  await expect(map).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="option"]').first()).toBeAttached();
  const [target] = await freeSeatsInView(page, true);
  if (!target) throw new Error('no free seat on the map');
  const before = await mapScale(page);
  await page.mouse.move(target.x, target.y);
  for (let i = 0; i < notches; i++) await page.mouse.wheel(0, -200);
  await expect.poll(() => mapScale(page)).toBeGreaterThan(before * 1.5);
  return map;
}

export type VisibleSeat = { id: string; label: string; x: number; y: number };

/**
 * Free seats inside the map's box and the window (clear of the edges and of the zoom buttons), front rows first:
 * the ones a visitor can click. Positions are the centres in viewport coordinates, as the mouse takes them.
 */
export async function freeSeatsInView(page: Page, nearestTheMiddle = false): Promise<VisibleSeat[]> {
  const map = seatMap(page);
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the seat map is not on screen');
  const seats = await page
    .locator('[role="option"]:not([aria-disabled="true"]):not([aria-selected="true"])')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          id: element.id,
          label: element.getAttribute('aria-label') ?? '',
          x: rect.x + rect.width / 2,
          y: rect.y + rect.height / 2,
        };
      }),
    );
  const margin = 24;
  const bottom = Math.min(box.y + box.height, viewport.height) - margin;
  const middle = { x: box.x + box.width / 2, y: (box.y + bottom) / 2 };
  const distance = (seat: VisibleSeat) => Math.hypot(seat.x - middle.x, seat.y - middle.y);
  return seats
    .filter(
      (seat) =>
        seat.x > box.x + margin &&
        seat.x < box.x + box.width - 80 &&
        seat.y > box.y + margin &&
        seat.y < bottom,
    )
    .sort(nearestTheMiddle ? (a, b) => distance(a) - distance(b) : (a, b) => a.y - b.y || a.x - b.x);
}

/** Clicks a seat where it is drawn, as a visitor would, and answers the status of the hold's answer. */
export async function clickSeat(page: Page, seat: VisibleSeat): Promise<number> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/cart/add') && response.request().method() === 'POST',
  );
  await page.mouse.click(seat.x, seat.y);
  return (await answer).status();
}

/** "Партер, ряд 5, место 12" out of "Партер, ряд 5, место 12, 6 400 ₽". */
export function placeOf(label: string): string {
  return label.slice(0, label.lastIndexOf(','));
}

/** 6400 out of "…, 6 400 ₽". */
export function priceOf(label: string): number {
  const text = label.slice(label.lastIndexOf(',') + 1);
  return Number(text.replace(/[^\d]/g, ''));
}

/** Roubles as the site writes them in Russian ("12 800 ₽"), spaces made plain for comparing. */
export function roubles(amount: number): string {
  return plain(
    new Intl.NumberFormat('ru', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount),
  );
}

export const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
