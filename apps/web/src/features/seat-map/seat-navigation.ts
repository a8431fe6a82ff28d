// Owns moving between seats with the keyboard, the way the hall looks: left and right go along the row (and past
// its end to the nearest seat that way, across an aisle or into the next section); up and down go to the row in
// front or behind, to the seat nearest the current one (rows curve, so "straight down" is rarely exact), and past
// the first or last row of a section to the nearest seat of the next block that way. Home and End jump to the ends
// of the row. Every seat is reachable, unavailable ones too, so a screen-reader user hears that they are taken.
import type { MapModel, MapSeat } from './seat-map-model';

export type Direction = 'left' | 'right' | 'up' | 'down';

const DIRECTION_KEYS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export function directionOfKey(key: string): Direction | null {
  return DIRECTION_KEYS[key] ?? null;
}

const vector: Record<Direction, [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

const seatAt = (model: MapModel, id: number | undefined) =>
  id === undefined ? undefined : model.byId.get(id);

/**
 * The nearest seat lying in a direction from `from` (at least a third of a seat pitch that way), weighing distance
 * across the direction `crossWeight` times more than along it; `skip` leaves out candidates (the current row).
 */
function nearestToward(
  model: MapModel,
  from: MapSeat,
  direction: Direction,
  crossWeight: number,
  skip: (seat: MapSeat) => boolean,
): MapSeat | null {
  const [vx, vy] = vector[direction];
  const minimum = model.pitch / 3;
  let best: MapSeat | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const seat of model.seats) {
    if (seat.id === from.id || skip(seat)) continue;
    const dx = seat.x - from.x;
    const dy = seat.y - from.y;
    const along = dx * vx + dy * vy;
    if (along < minimum) continue;
    const across = Math.abs(dx * vy - dy * vx);
    const score = along + crossWeight * across;
    if (score < bestScore) {
      bestScore = score;
      best = seat;
    }
  }
  return best;
}

/** The seat of a row closest to a point. */
function closestInRow(model: MapModel, ids: readonly number[], x: number, y: number): MapSeat | null {
  let best: MapSeat | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const id of ids) {
    const seat = model.byId.get(id);
    if (!seat) continue;
    const distance = Math.hypot(seat.x - x, seat.y - y);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = seat;
    }
  }
  return best;
}

/** The seat the arrow key leads to from `fromId`, or null when nothing lies that way. */
export function nextSeat(model: MapModel, fromId: number, direction: Direction): number | null {
  const from = model.byId.get(fromId);
  if (!from) return null;
  const row = model.rows[from.sectionIndex]?.[from.rowIndex] ?? [];
  const sameRow = (seat: MapSeat) =>
    seat.sectionIndex === from.sectionIndex && seat.rowIndex === from.rowIndex;

  if (direction === 'left' || direction === 'right') {
    const neighbour = seatAt(model, row[from.index + (direction === 'right' ? 1 : -1)]);
    if (neighbour) return neighbour.id;
    return nearestToward(model, from, direction, 3, sameRow)?.id ?? null;
  }

  // Up and down: the neighbouring row of the section that lies that way, if any.
  const section = model.rows[from.sectionIndex] ?? [];
  const wantsDown = direction === 'down';
  for (const rowIndex of [from.rowIndex - 1, from.rowIndex + 1]) {
    const ids = section[rowIndex];
    if (!ids || ids.length === 0) continue;
    const candidate = closestInRow(model, ids, from.x, from.y);
    if (!candidate) continue;
    const dy = candidate.y - from.y;
    if (Math.abs(dy) >= model.pitch / 3 && dy > 0 === wantsDown) return candidate.id;
  }
  return nearestToward(model, from, direction, 2, sameRow)?.id ?? null;
}

/** The last arrow move: from which seat, to which, which way. */
export type SeatMove = { from: number; to: number; direction: Direction };

const opposite: Record<Direction, Direction> = { left: 'right', right: 'left', up: 'down', down: 'up' };

/**
 * The seat an arrow key leads to, remembering the move just made: the opposite arrow right after it goes back to
 * the seat it came from, so Down then Up returns where one was even where the nearest seat each way differs
 * (curved or staggered rows). Otherwise as `nextSeat`.
 */
export function stepFrom(
  model: MapModel,
  fromId: number,
  direction: Direction,
  last: SeatMove | null,
): number | null {
  if (last && last.to === fromId && last.direction === opposite[direction] && model.byId.has(last.from)) {
    return last.from;
  }
  return nextSeat(model, fromId, direction);
}

/** Home and End: the first or last seat of the row. */
export function rowEnd(model: MapModel, fromId: number, end: 'first' | 'last'): number | null {
  const from = model.byId.get(fromId);
  if (!from) return null;
  const row = model.rows[from.sectionIndex]?.[from.rowIndex] ?? [];
  return (end === 'first' ? row[0] : row[row.length - 1]) ?? null;
}

/** Where the keyboard starts: the first seat that can be chosen (front rows first), else the very first seat. */
export function firstSeat(model: MapModel, isChoosable: (id: number) => boolean): number | null {
  for (const section of model.rows) {
    for (const row of section) {
      const middle = Math.floor(row.length / 2);
      // From the middle of the row outwards: the best seats of a row are in its centre.
      for (let offset = 0; offset <= middle + 1; offset++) {
        for (const index of [middle - offset, middle + offset]) {
          const id = row[index];
          if (id !== undefined && isChoosable(id)) return id;
        }
      }
    }
  }
  return model.seats[0]?.id ?? null;
}
