// Boxes on screen for the layout specs: whether two meet, how much of the window they cover, and the boxes of the
// seat map's seats, section names and buttons as the browser drew them.
import type { Locator, Page } from '@playwright/test';

export type Rect = { x: number; y: number; width: number; height: number };

/** Whether two boxes overlap by more than `tolerance` pixels each way (rounding of a drawn edge is not overlap). */
export function meet(a: Rect, b: Rect, tolerance = 0.5): boolean {
  return (
    a.x + a.width - tolerance > b.x &&
    b.x + b.width - tolerance > a.x &&
    a.y + a.height - tolerance > b.y &&
    b.y + b.height - tolerance > a.y
  );
}

/** The part of `a` inside `b`, or null. */
export function clip(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** The boxes of every element a locator matches, in viewport pixels. */
export async function rectsOf(locator: Locator): Promise<Rect[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

/** The window's box. */
export function windowRect(page: Page): Rect {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  return { x: 0, y: 0, width: size.width, height: size.height };
}
