// Owns moving things on the canvas: move by a vector, turn about the selection's centre, align, distribute,
// snap to a grid. What moves as one ("a unit") is a whole row when all its seats are selected, else each seat
// alone, and each zone and shape; so "align left" on three rows lines up the rows, and on three seats lines
// up the seats.
//
// A row (or section) whose seats all move by one vector or turn together keeps a layout that still describes
// it: its origin (and angle) follow. A row only partly moved keeps its layout as it was — it records how the
// row was drawn, and the seats' own x, y are what is drawn; re-laying the row (drawing.ts) puts them back on
// it.
import {
  type EditorDocument,
  type EditorShape,
  type EditorZone,
  type ElementId,
  mapChosen,
} from './editor-document.ts';
import {
  type Box,
  boxCentre,
  normalizeAngle,
  type Point,
  rotatePoint,
  roundPoint,
  roundPosition,
} from './geometry.ts';
import { rotateRowLayout, translateLayout } from './row-geometry.ts';
import {
  type Selection,
  selectedRowIds,
  selectedSeatIds,
  selectionBox,
  shapeBox,
  zoneBox,
} from './selection.ts';

type Unit = { ids: ElementId[]; box: Box; anchor: Point };
type Offsets = Map<ElementId, Point>;

const ZERO: Point = { x: 0, y: 0 };
const sameOffset = (a: Point | undefined, b: Point | undefined) => !!a && !!b && a.x === b.x && a.y === b.y;
const isZero = (p: Point) => p.x === 0 && p.y === 0;
const shift = (p: Point, by: Point): Point => ({ x: p.x + by.x, y: p.y + by.y });
const shiftPoints = (points: [number, number][], by: Point): [number, number][] =>
  points.map(([x, y]) => [roundPosition(x + by.x), roundPosition(y + by.y)]);

/** What moves as one, with its box and the point that snaps to the grid. */
function unitsOf(document: EditorDocument, selection: Selection): Unit[] {
  const seats = selectedSeatIds(document, selection);
  const rows = selectedRowIds(document, selection, seats);
  const units: Unit[] = [];
  for (const section of document.sections) {
    for (const row of section.rows) {
      if (rows.has(row.id) && row.seats.length > 0) {
        const xs = row.seats.map((s) => s.x);
        const ys = row.seats.map((s) => s.y);
        const box = {
          left: Math.min(...xs),
          top: Math.min(...ys),
          right: Math.max(...xs),
          bottom: Math.max(...ys),
        };
        const first = row.seats[0] as Point;
        units.push({ ids: row.seats.map((s) => s.id), box, anchor: { x: first.x, y: first.y } });
        continue;
      }
      for (const seat of row.seats) {
        if (!seats.has(seat.id)) continue;
        const at = { x: seat.x, y: seat.y };
        units.push({ ids: [seat.id], box: { left: at.x, top: at.y, right: at.x, bottom: at.y }, anchor: at });
      }
    }
  }
  const boxed = (id: ElementId, box: Box) => {
    if (selection.has(id)) units.push({ ids: [id], box, anchor: { x: box.left, y: box.top } });
  };
  for (const zone of document.zones) boxed(zone.id, zoneBox(zone));
  for (const shape of document.shapes) boxed(shape.id, shapeBox(shape));
  return units;
}

function moveZone(zone: EditorZone, by: Point): EditorZone {
  const { shape } = zone;
  if (shape.kind === 'polygon')
    return { ...zone, shape: { ...shape, points: shiftPoints(shape.points, by) } };
  return { ...zone, shape: { ...shape, ...roundPoint(shift(shape, by)) } };
}

function moveShape(shape: EditorShape, by: Point): EditorShape {
  const moved = { ...shape, ...roundPoint(shift(shape, by)) };
  return shape.points ? { ...moved, points: shiftPoints(shape.points, by) } : moved;
}

/** Moves each element by its own offset; row and section layouts follow when all their seats moved alike. */
function displace(document: EditorDocument, offsets: Offsets): EditorDocument {
  for (const [id, by] of offsets) if (isZero(by)) offsets.delete(id);
  if (offsets.size === 0) return document;
  let changed = false;
  const sections = document.sections.map((section) => {
    if (!section.rows.some((row) => row.seats.some((seat) => offsets.has(seat.id)))) return section;
    const sectionSeats = section.rows.flatMap((row) => row.seats);
    const first = sectionSeats[0] && offsets.get(sectionSeats[0].id);
    const wholeSection = sectionSeats.every((seat) => sameOffset(offsets.get(seat.id), first));
    let sectionChanged = false;
    const rows = section.rows.map((row) => {
      if (!row.seats.some((seat) => offsets.has(seat.id))) return row;
      sectionChanged = true;
      const rowOffset = row.seats[0] && offsets.get(row.seats[0].id);
      const wholeRow = row.seats.every((seat) => sameOffset(offsets.get(seat.id), rowOffset));
      return {
        ...row,
        seats: row.seats.map((seat) => {
          const by = offsets.get(seat.id);
          return by ? { ...seat, ...roundPoint(shift(seat, by)) } : seat;
        }),
        ...(wholeRow && row.layout && rowOffset ? { layout: translateLayout(row.layout, rowOffset) } : {}),
      };
    });
    if (!sectionChanged) return section;
    changed = true;
    const layout =
      wholeSection && section.layout && first ? translateLayout(section.layout, first) : section.layout;
    return { ...section, rows, ...(layout ? { layout } : {}) };
  });
  const zones = mapChosen(document.zones, new Set(offsets.keys()), (z) =>
    moveZone(z, offsets.get(z.id) ?? ZERO),
  );
  const shapes = mapChosen(document.shapes, new Set(offsets.keys()), (s) =>
    moveShape(s, offsets.get(s.id) ?? ZERO),
  );
  return changed || zones !== document.zones || shapes !== document.shapes
    ? { ...document, ...(changed ? { sections } : {}), zones, shapes }
    : document;
}

function offsetsFor(units: Unit[], offsetOf: (unit: Unit, index: number) => Point): Offsets {
  const offsets: Offsets = new Map();
  units.forEach((unit, index) => {
    const by = offsetOf(unit, index);
    for (const id of unit.ids) offsets.set(id, by);
  });
  return offsets;
}

export function moveSelection(document: EditorDocument, selection: Selection, by: Point): EditorDocument {
  return displace(
    document,
    offsetsFor(unitsOf(document, selection), () => by),
  );
}

export type Alignment = 'left' | 'right' | 'top' | 'bottom' | 'centre' | 'middle';

/** Lines the units up on the selection's edge (`centre`: a vertical line through its middle; `middle`: horizontal). */
export function alignSelection(
  document: EditorDocument,
  selection: Selection,
  to: Alignment,
): EditorDocument {
  const units = unitsOf(document, selection);
  const all = selectionBox(document, selection);
  if (!all || units.length < 2) return document;
  const middle = boxCentre(all);
  const offsetOf = ({ box }: Unit): Point => {
    switch (to) {
      case 'left':
        return { x: all.left - box.left, y: 0 };
      case 'right':
        return { x: all.right - box.right, y: 0 };
      case 'top':
        return { x: 0, y: all.top - box.top };
      case 'bottom':
        return { x: 0, y: all.bottom - box.bottom };
      case 'centre':
        return { x: middle.x - boxCentre(box).x, y: 0 };
      case 'middle':
        return { x: 0, y: middle.y - boxCentre(box).y };
    }
  };
  return displace(document, offsetsFor(units, offsetOf));
}

/** Spaces the units' centres evenly between the outermost two, across (`horizontal`) or down (`vertical`). */
export function distributeSelection(
  document: EditorDocument,
  selection: Selection,
  direction: 'horizontal' | 'vertical',
): EditorDocument {
  const axis = direction === 'horizontal' ? 'x' : 'y';
  const units = unitsOf(document, selection)
    .map((unit) => ({ unit, at: boxCentre(unit.box)[axis] }))
    .sort((a, b) => a.at - b.at);
  if (units.length < 3) return document;
  const first = units[0]!.at;
  const step = (units.at(-1)!.at - first) / (units.length - 1);
  return displace(
    document,
    offsetsFor(
      units.map((u) => u.unit),
      (_, i) => {
        const by = first + i * step - units[i]!.at;
        return axis === 'x' ? { x: by, y: 0 } : { x: 0, y: by };
      },
    ),
  );
}

/** Puts each unit's anchor (a seat's centre, a row's first seat, a zone's or shape's corner) on the grid. */
export function snapSelection(document: EditorDocument, selection: Selection, grid: number): EditorDocument {
  if (!(grid > 0)) return document;
  const snap = (value: number) => Math.round(value / grid) * grid - value;
  return displace(
    document,
    offsetsFor(unitsOf(document, selection), ({ anchor }) => ({ x: snap(anchor.x), y: snap(anchor.y) })),
  );
}

function turnZone(zone: EditorZone, centre: Point, degrees: number): EditorZone {
  const { shape } = zone;
  if (shape.kind === 'polygon') {
    const points = shape.points.map(([x, y]): [number, number] => {
      const p = roundPoint(rotatePoint({ x, y }, centre, degrees));
      return [p.x, p.y];
    });
    return { ...zone, shape: { ...shape, points } };
  }
  const middle = rotatePoint(boxCentre(zoneBox(zone)), centre, degrees);
  const corner = roundPoint({ x: middle.x - shape.width / 2, y: middle.y - shape.height / 2 });
  return {
    ...zone,
    shape: { ...shape, ...corner, rotation: normalizeAngle((shape.rotation ?? 0) + degrees) },
  };
}

function turnShape(shape: EditorShape, centre: Point, degrees: number): EditorShape {
  if (shape.points) {
    const points = shape.points.map(([x, y]): [number, number] => {
      const p = roundPoint(rotatePoint({ x, y }, centre, degrees));
      return [p.x, p.y];
    });
    return { ...shape, points };
  }
  const middle = rotatePoint(boxCentre(shapeBox(shape)), centre, degrees);
  const corner = roundPoint({ x: middle.x - shape.width / 2, y: middle.y - shape.height / 2 });
  return { ...shape, ...corner, rotation: normalizeAngle((shape.rotation ?? 0) + degrees) };
}

/**
 * Turns the selection by `degrees` clockwise about `centre` (by default the middle of its box). Whole rows
 * and sections turn their layouts too, so they stay rows; zones and shapes turn about their own middle as
 * well.
 */
export function rotateSelection(
  document: EditorDocument,
  selection: Selection,
  degrees: number,
  centre?: Point,
): EditorDocument {
  const box = selectionBox(document, selection);
  if (!box || degrees % 360 === 0) return document;
  const about = centre ?? boxCentre(box);
  const seats = selectedSeatIds(document, selection);
  const rows = selectedRowIds(document, selection, seats);
  let changed = false;
  const sections = document.sections.map((section) => {
    if (!section.rows.some((row) => row.seats.some((seat) => seats.has(seat.id)))) return section;
    changed = true;
    const whole = section.rows.every((row) => rows.has(row.id));
    return {
      ...section,
      ...(whole && section.layout ? { layout: rotateRowLayout(section.layout, degrees, about) } : {}),
      rows: section.rows.map((row) => {
        if (!row.seats.some((seat) => seats.has(seat.id))) return row;
        return {
          ...row,
          ...(rows.has(row.id) && row.layout ? { layout: rotateRowLayout(row.layout, degrees, about) } : {}),
          seats: row.seats.map((seat) =>
            seats.has(seat.id) ? { ...seat, ...roundPoint(rotatePoint(seat, about, degrees)) } : seat,
          ),
        };
      }),
    };
  });
  const zones = mapChosen(document.zones, selection, (zone) => turnZone(zone, about, degrees));
  const shapes = mapChosen(document.shapes, selection, (shape) => turnShape(shape, about, degrees));
  return { ...document, ...(changed ? { sections } : {}), zones, shapes };
}
