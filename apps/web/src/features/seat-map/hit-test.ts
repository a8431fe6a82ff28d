// Owns finding what a click or tap landed on, in plan units: the nearest seat within reach (a forgiving radius, so
// small seats can be hit with a finger) and the general-admission zone under the point.
import type { TPlaceZone } from '@afisha/contracts';
import type { MapModel, MapSeat } from './seat-map-model';

export function seatNear(model: MapModel, x: number, y: number, reach: number): MapSeat | null {
  let best: MapSeat | null = null;
  let bestDistance = reach;
  for (const seat of model.seats) {
    const distance = Math.hypot(seat.x - x, seat.y - y);
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = seat;
    }
  }
  return best;
}

/** Even-odd rule: a point is inside when a ray from it crosses the outline an odd number of times. */
function insidePolygon(points: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as readonly [number, number];
    const [xj, yj] = points[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The point in the frame of a box turned by `rotation` degrees about its middle (turned back). */
function unturned(x: number, y: number, cx: number, cy: number, rotation = 0): [number, number] {
  if (!rotation) return [x, y];
  const angle = (-rotation * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(angle) - dy * Math.sin(angle), cy + dx * Math.sin(angle) + dy * Math.cos(angle)];
}

export function zoneAt(zones: readonly TPlaceZone[], x: number, y: number): TPlaceZone | null {
  for (const zone of zones) {
    const shape = zone.shape;
    if (shape.kind === 'polygon') {
      if (shape.points.length >= 3 && insidePolygon(shape.points, x, y)) return zone;
      continue;
    }
    const cx = shape.x + shape.width / 2;
    const cy = shape.y + shape.height / 2;
    const [px, py] = unturned(x, y, cx, cy, shape.rotation);
    if (shape.kind === 'ellipse') {
      const a = shape.width / 2;
      const b = shape.height / 2;
      if (a > 0 && b > 0 && ((px - cx) / a) ** 2 + ((py - cy) / b) ** 2 <= 1) return zone;
    } else if (
      px >= shape.x &&
      px <= shape.x + shape.width &&
      py >= shape.y &&
      py <= shape.y + shape.height
    ) {
      return zone;
    }
  }
  return null;
}
