// Owns the arithmetic of looking at the plan: a view is a scale and an offset (screen = plan × scale + offset, in
// CSS pixels of the map's box). Fitting the whole hall, zooming about a point (the cursor, the pinch centre, the
// middle for the buttons) within limits, panning without losing the hall off screen, and bringing a seat into view;
// the first view (on a phone, a big hall starts zoomed in at the front rather than as a crumb of dots) and the view
// of one section.
import type { Box } from './seat-map-model';

export type View = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };

/** How far one may zoom in: a seat pitch this many pixels wide at most. */
const MAX_PITCH_PX = 72;
/** How far out: this share of the fitting scale. */
const MIN_FIT_SHARE = 0.75;

export function fitView(bounds: Box, size: Size): View {
  const width = Math.max(1, bounds.maxX - bounds.minX);
  const height = Math.max(1, bounds.maxY - bounds.minY);
  const scale = Math.max(1e-4, Math.min(size.width / width, size.height / height));
  return {
    scale,
    x: (size.width - width * scale) / 2 - bounds.minX * scale,
    y: (size.height - height * scale) / 2 - bounds.minY * scale,
  };
}

/** Below this width the map's box is a phone's. */
const NARROW_BOX_PX = 640;
/** On a phone, seats start at least this far apart (CSS px): a finger's target, so the first tap chooses a seat. */
export const START_PITCH_PX = 24;

/** Whether seats `pitch` apart at `scale` are too small for a finger in this box: a phone's narrow box. */
function tooSmallToTap(size: Size, pitch: number, scale: number): boolean {
  return size.width < NARROW_BOX_PX && pitch * scale < START_PITCH_PX;
}

/** Seats at a finger's width with the plan point (x, y) at the box's (px, py). */
function fingerView(pitch: number, x: number, y: number, px: number, py: number): View {
  const scale = START_PITCH_PX / Math.max(pitch, 1);
  return { scale, x: px - x * scale, y: py - y * scale };
}

/**
 * The view a visitor first sees: the whole hall; but in a phone's narrow box, when the whole hall would draw seats
 * closer than a finger's width, the seats at that width with the plan point `top` (the middle of the stage's edge)
 * at the top centre: the stage and the front rows, the rest a swipe or a section button away.
 */
export function startView(bounds: Box, size: Size, pitch: number, top: { x: number; y: number }): View {
  const whole = fitView(bounds, size);
  if (!tooSmallToTap(size, pitch, whole.scale)) return whole;
  return fingerView(pitch, top.x, top.y, size.width / 2, 0);
}

/**
 * The view of one part of the hall (a section with a margin around it): the whole part, centred, within the zoom
 * limits; on a phone, when that would draw seats too small to tap, seats at a finger's width centred on `focus`
 * (a seat in the middle of the part: a wide balcony fitted to a phone would be the whole hall again).
 */
export function fitPart(
  part: Box,
  size: Size,
  limits: { min: number; max: number },
  pitch: number,
  focus: { x: number; y: number },
): View {
  const fitted = fitView(part, size);
  if (tooSmallToTap(size, pitch, fitted.scale)) {
    return fingerView(pitch, focus.x, focus.y, size.width / 2, size.height / 2);
  }
  const scale = Math.min(limits.max, Math.max(limits.min, fitted.scale));
  const centreX = (part.minX + part.maxX) / 2;
  const centreY = (part.minY + part.maxY) / 2;
  return { scale, x: size.width / 2 - centreX * scale, y: size.height / 2 - centreY * scale };
}

export function scaleLimits(bounds: Box, size: Size, pitch: number): { min: number; max: number } {
  const fit = fitView(bounds, size).scale;
  return { min: fit * MIN_FIT_SHARE, max: Math.max(fit * 1.5, MAX_PITCH_PX / Math.max(pitch, 1)) };
}

/** Keeps at least a quarter of the map box covered by the hall, so it can never be panned out of sight. */
export function clampView(view: View, bounds: Box, size: Size): View {
  const keepX = size.width / 4;
  const keepY = size.height / 4;
  const left = bounds.minX * view.scale + view.x;
  const right = bounds.maxX * view.scale + view.x;
  const top = bounds.minY * view.scale + view.y;
  const bottom = bounds.maxY * view.scale + view.y;
  let { x, y } = view;
  if (right < keepX) x += keepX - right;
  if (left > size.width - keepX) x -= left - (size.width - keepX);
  if (bottom < keepY) y += keepY - bottom;
  if (top > size.height - keepY) y -= top - (size.height - keepY);
  return { scale: view.scale, x, y };
}

/** Zooms by `factor` keeping the plan point under (px, py) where it is. */
export function zoomAt(
  view: View,
  factor: number,
  px: number,
  py: number,
  limits: { min: number; max: number },
): View {
  const scale = Math.min(limits.max, Math.max(limits.min, view.scale * factor));
  const applied = scale / view.scale;
  return { scale, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { scale: view.scale, x: view.x + dx, y: view.y + dy };
}

export function toPlan(view: View, px: number, py: number): { x: number; y: number } {
  return { x: (px - view.x) / view.scale, y: (py - view.y) / view.scale };
}

/** Pans the least needed to show (x, y) at least `margin` pixels inside the box. */
export function ensureVisible(view: View, x: number, y: number, size: Size, margin: number): View {
  const sx = x * view.scale + view.x;
  const sy = y * view.scale + view.y;
  const m = Math.min(margin, size.width / 2, size.height / 2);
  let dx = 0;
  let dy = 0;
  if (sx < m) dx = m - sx;
  else if (sx > size.width - m) dx = size.width - m - sx;
  if (sy < m) dy = m - sy;
  else if (sy > size.height - m) dy = size.height - m - sy;
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy);
}

/** A wheel turn as a zoom factor: one notch (100 px, or 3 lines) is about 15 %. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 800 : deltaY;
  const clamped = Math.max(-300, Math.min(300, pixels));
  return Math.exp(-clamped * 0.0015);
}
