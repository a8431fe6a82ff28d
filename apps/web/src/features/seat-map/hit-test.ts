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

export function zoneAt(zones: readonly TPlaceZone[], x: number, y: number): TPlaceZone | null {
  for (const zone of zones) {
    const shape = zone.shape;
    if (shape.kind === 'rect') {
      if (x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height)
        return zone;
    } else if (shape.points.length >= 3 && insidePolygon(shape.points, x, y)) {
      return zone;
    }
  }
  return null;
}
