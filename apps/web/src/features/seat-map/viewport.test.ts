import { describe, expect, it } from 'vitest';
import {
  clampView,
  ensureVisible,
  fitPart,
  fitView,
  panBy,
  START_PITCH_PX,
  scaleLimits,
  startView,
  toPlan,
  type View,
  wheelFactor,
  zoomAt,
} from './viewport';

const bounds = { minX: 100, minY: 50, maxX: 1100, maxY: 550 };
const size = { width: 500, height: 500 };
const screen = (view: View, x: number, y: number) => ({
  x: x * view.scale + view.x,
  y: y * view.scale + view.y,
});

describe('the view of the plan', () => {
  it('fits the whole hall, centred, by its narrower side', () => {
    const view = fitView(bounds, size);
    expect(view.scale).toBe(0.5);
    expect(screen(view, 100, 50)).toEqual({ x: 0, y: 125 });
    expect(screen(view, 1100, 550)).toEqual({ x: 500, y: 375 });
  });

  it('zooms about a point, which stays under the cursor', () => {
    const view = fitView(bounds, size);
    const before = toPlan(view, 200, 300);
    const zoomed = zoomAt(view, 2, 200, 300, { min: 0.1, max: 10 });
    expect(zoomed.scale).toBe(1);
    const after = toPlan(zoomed, 200, 300);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('keeps the zoom within its limits', () => {
    const view = fitView(bounds, size);
    expect(zoomAt(view, 100, 0, 0, { min: 0.4, max: 3 }).scale).toBe(3);
    expect(zoomAt(view, 0.01, 0, 0, { min: 0.4, max: 3 }).scale).toBe(0.4);
  });

  it('lets one zoom out a little past the fit and in until a seat is large', () => {
    const limits = scaleLimits(bounds, size, 26);
    expect(limits.min).toBeCloseTo(0.375, 9);
    expect(limits.max).toBeCloseTo(72 / 26, 9);
  });

  it('never lets the hall be panned out of sight', () => {
    const view = fitView(bounds, size);
    const far = clampView(panBy(view, -10_000, 10_000), bounds, size);
    expect(screen(far, 1100, 550).x).toBeGreaterThanOrEqual(size.width / 4 - 1e-9);
    expect(screen(far, 100, 50).y).toBeLessThanOrEqual(size.height * 0.75 + 1e-9);
    expect(clampView(view, bounds, size)).toEqual(view);
  });

  it('pans the least needed to bring a seat into view', () => {
    const view: View = { scale: 2, x: 0, y: 0 };
    expect(ensureVisible(view, 100, 100, size, 20)).toBe(view);
    const moved = ensureVisible(view, 400, 100, size, 20);
    expect(screen(moved, 400, 100)).toEqual({ x: 480, y: 200 });
    const up = ensureVisible(view, 100, -50, size, 20);
    expect(screen(up, 100, -50)).toEqual({ x: 200, y: 20 });
  });

  it('turns a wheel notch into a zoom step: down zooms out, up zooms in, lines and pages count more', () => {
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(-100, 0)).toBeCloseTo(1 / wheelFactor(100, 0), 9);
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(99, 0), 9);
    expect(wheelFactor(10_000, 0)).toBe(wheelFactor(300, 0));
  });

  it('starts with the whole hall on a wide screen, or when its seats are large enough on a phone', () => {
    expect(startView(bounds, { width: 1000, height: 600 }, 26, { x: 600, y: 50 })).toEqual(
      fitView(bounds, { width: 1000, height: 600 }),
    );
    // 400 px for 1,000 units: seats 10.4 px apart on a phone: too small for a finger.
    const small = { minX: 0, minY: 0, maxX: 300, maxY: 200 };
    expect(startView(small, { width: 343, height: 400 }, 26, { x: 150, y: 0 })).toEqual(
      fitView(small, { width: 343, height: 400 }),
    );
  });

  it('starts a big hall on a phone zoomed in to finger-sized seats, the stage at the top centre', () => {
    const phone = { width: 343, height: 420 };
    const view = startView(bounds, phone, 26, { x: 600, y: 50 });
    expect(26 * view.scale).toBeCloseTo(START_PITCH_PX, 9);
    expect(screen(view, 600, 50)).toEqual({ x: 343 / 2, y: 0 });
  });

  it('fits one section, centred, within the zoom limits', () => {
    const part = { minX: 200, minY: 100, maxX: 400, maxY: 200 };
    const focus = { x: 300, y: 180 };
    const view = fitPart(part, size, { min: 0.1, max: 10 }, 26, focus);
    expect(view.scale).toBe(2.5);
    expect(screen(view, 300, 150)).toEqual({ x: 250, y: 250 });
    expect(fitPart(part, size, { min: 0.1, max: 1 }, 26, focus).scale).toBe(1);
  });

  it('on a phone, shows a wide section at a finger’s width around its middle seat rather than fitted small', () => {
    const balcony = { minX: 0, minY: 500, maxX: 2000, maxY: 700 };
    const phone = { width: 343, height: 400 };
    const view = fitPart(balcony, phone, { min: 0.1, max: 3 }, 26, { x: 1000, y: 690 });
    expect(26 * view.scale).toBeCloseTo(START_PITCH_PX, 9);
    expect(screen(view, 1000, 690).x).toBeCloseTo(171.5, 9);
    expect(screen(view, 1000, 690).y).toBeCloseTo(200, 9);
  });
});
