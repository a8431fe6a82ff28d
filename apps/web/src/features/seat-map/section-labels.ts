// Owns where the section names go at a given text size (in plan units: the size grows as the map zooms out, so a name
// stays readable): each name is tried in front of its section's first row (in the middle, then shifted sideways),
// behind its last row, then to its left and right, at its size and then a little smaller, and is written at the
// first place where it covers no seat, no name already placed and not the stage, and lies inside the hall's box; a
// name with no such place is left out (each seat's label and the section buttons under the map still say it).
// Pure: the text's width comes from the caller, measured in the browser or estimated.
import type { Box, MapModel, MapSeat, TextMark } from './seat-map-model';

/** How far a line's box reaches above and below its baseline, in em (a little more than common fonts). */
const ASCENT_EM = 1.0;
const DESCENT_EM = 0.3;
/** A character's width in em when the text is not measured: enough for bold Cyrillic in common sans fonts. */
const ESTIMATED_CHAR_EM = 0.68;
/** Air between a name and a seat, in em. */
const GAP_EM = 0.2;
/** A seat's drawn radius against its model radius: the visitor's own seats are drawn larger, with a thick ring. */
const SEAT_REACH = 1.25;
/** Sizes tried, against the one asked for: a slightly smaller name beats none. */
const SIZE_STEPS = [1, 0.8] as const;
/** Sideways shifts tried in front of and behind a section, in the name's widths. */
const SHIFTS = [0, -0.5, 0.5, -1, 1] as const;

/** The width of a text in em (its width at a font size of 1). */
export type WidthEm = (text: string) => number;
/** A name where it is written, and at what size (the one asked for, or a little smaller where that did not fit). */
export type PlacedLabel = TextMark & { fontSize: number };

export const estimateWidthEm: WidthEm = (text) => text.length * ESTIMATED_CHAR_EM;

/** The box a line of text takes when centred on `x` with its baseline at `y`. */
export function textBox(x: number, y: number, width: number, fontSize: number): Box {
  return {
    minX: x - width / 2,
    maxX: x + width / 2,
    minY: y - fontSize * ASCENT_EM,
    maxY: y + fontSize * DESCENT_EM,
  };
}

const grow = (box: Box, by: number): Box => ({
  minX: box.minX - by,
  minY: box.minY - by,
  maxX: box.maxX + by,
  maxY: box.maxY + by,
});
const overlaps = (a: Box, b: Box) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY;
const contains = (outer: Box, inner: Box) =>
  inner.minX >= outer.minX &&
  inner.maxX <= outer.maxX &&
  inner.minY >= outer.minY &&
  inner.maxY <= outer.maxY;

/** Whether a circle comes within the box (the nearest point of the box is inside the circle). */
function circleMeetsBox(cx: number, cy: number, radius: number, box: Box): boolean {
  const dx = cx - Math.max(box.minX, Math.min(cx, box.maxX));
  const dy = cy - Math.max(box.minY, Math.min(cy, box.maxY));
  return dx * dx + dy * dy < radius * radius;
}

/** The seats in square cells, so that a box is tested against the seats near it only (a 1,500-seat hall). */
function seatGrid(seats: readonly MapSeat[], cell: number) {
  const cells = new Map<string, MapSeat[]>();
  const key = (column: number, row: number) => `${column}:${row}`;
  for (const seat of seats) {
    const at = key(Math.floor(seat.x / cell), Math.floor(seat.y / cell));
    const list = cells.get(at);
    if (list) list.push(seat);
    else cells.set(at, [seat]);
  }
  return {
    near(box: Box): MapSeat[] {
      const found: MapSeat[] = [];
      for (let column = Math.floor(box.minX / cell); column <= Math.floor(box.maxX / cell); column++) {
        for (let row = Math.floor(box.minY / cell); row <= Math.floor(box.maxY / cell); row++) {
          const list = cells.get(key(column, row));
          if (list) found.push(...list);
        }
      }
      return found;
    },
  };
}

type SeatIndex = { bySection: Map<number, MapSeat[]>; grid: ReturnType<typeof seatGrid> };

/** The hall's seats by section and in the grid: built once per plan, not again at every zoom step. */
const seatIndexes = new WeakMap<MapModel, SeatIndex>();

function seatIndexOf(model: MapModel): SeatIndex {
  const known = seatIndexes.get(model);
  if (known) return known;
  const bySection = new Map<number, MapSeat[]>();
  for (const seat of model.seats) {
    const list = bySection.get(seat.sectionIndex);
    if (list) list.push(seat);
    else bySection.set(seat.sectionIndex, [seat]);
  }
  const index = { bySection, grid: seatGrid(model.seats, model.pitch * 2) };
  seatIndexes.set(model, index);
  return index;
}

export function placeSectionLabels(
  model: MapModel,
  fontSize: number,
  widthEm: WidthEm = estimateWidthEm,
): PlacedLabel[] {
  const { stage } = model;
  const stageBox: Box = {
    minX: stage.x,
    minY: stage.y,
    maxX: stage.x + stage.width,
    maxY: stage.y + stage.height,
  };
  const { bySection, grid } = seatIndexOf(model);
  const seatsMeet = (box: Box, reach: number) =>
    grid.near(grow(box, reach)).some((seat) => circleMeetsBox(seat.x, seat.y, reach, box));
  const kept: Box[] = [];
  const placed: PlacedLabel[] = [];

  for (const area of model.sectionAreas) {
    const mark = model.sectionLabels.find((candidate) => candidate.key === String(area.index));
    if (!mark?.text) continue;
    for (const size of SIZE_STEPS.map((step) => fontSize * step)) {
      const reach = model.seatRadius * SEAT_REACH + size * GAP_EM;
      // Placed a hair further than the test asks, so rounding never rejects a name placed just clear.
      const away = reach * 1.01;
      const width = widthEm(mark.text) * size;
      const half = width / 2;
      const free = (box: Box) =>
        contains(model.bounds, box) &&
        !overlaps(box, stageBox) &&
        !kept.some((other) => overlaps(box, other)) &&
        !seatsMeet(box, reach);
      // The section's own seats under the name, to stand in front of or behind.
      const edges = (x: number) => {
        const under = (bySection.get(area.index) ?? []).filter((seat) => Math.abs(seat.x - x) <= half + away);
        if (under.length === 0) return { front: area.box.minY, back: area.box.maxY };
        const ys = under.map((seat) => seat.y);
        return { front: Math.min(...ys), back: Math.max(...ys) };
      };
      const middleY = (area.box.minY + area.box.maxY) / 2 + (size * (ASCENT_EM - DESCENT_EM)) / 2;
      const candidates: [number, number][] = [];
      for (const side of ['front', 'back'] as const) {
        for (const shift of SHIFTS) {
          const x = mark.x + shift * width;
          const edge = edges(x);
          candidates.push(
            side === 'front'
              ? [x, edge.front - away - size * DESCENT_EM]
              : [x, edge.back + away + size * ASCENT_EM],
          );
        }
      }
      candidates.push([area.box.minX - away - half, middleY], [area.box.maxX + away + half, middleY]);
      const spot = candidates.find(([x, y]) => free(textBox(x, y, width, size)));
      if (spot) {
        kept.push(textBox(spot[0], spot[1], width, size));
        placed.push({ ...mark, x: spot[0], y: spot[1], anchor: 'middle', fontSize: size });
        break;
      }
    }
  }
  return placed;
}
