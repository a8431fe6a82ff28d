// Owns what is selected: a set of element ids (seats, rows, sections, zones, shapes), picked by id, by a
// rubber band or by a lasso, and each element's box — what alignment, rotation and picking measure. A seat is
// its centre; a zone or shape the box it is drawn in (its rotation left aside: alignment lines up the boxes
// one sees in the handles), a polygon or line the box round its points. An element is picked when its box's
// centre is inside the band or lasso, one rule for all, so a half-covered zone is in or out by where its
// middle is.
import type { EditorDocument, EditorShape, EditorZone, ElementId } from './editor-document.ts';
import { allSeats } from './editor-document.ts';
import { type Box, boundingBox, boxCentre, inBox, inPolygon, type Point } from './geometry.ts';

export type Selection = ReadonlySet<ElementId>;
export const EMPTY_SELECTION: Selection = new Set();

export function pointsBox(points: readonly (readonly [number, number])[]): Box {
  return boundingBox(points.map(([x, y]) => ({ x, y }))) ?? { left: 0, top: 0, right: 0, bottom: 0 };
}

const sizedBox = (x: number, y: number, width: number, height: number): Box => ({
  left: x,
  top: y,
  right: x + width,
  bottom: y + height,
});

export function zoneBox({ shape }: EditorZone): Box {
  return shape.kind === 'polygon'
    ? pointsBox(shape.points)
    : sizedBox(shape.x, shape.y, shape.width, shape.height);
}

export function shapeBox(shape: EditorShape): Box {
  return shape.points ? pointsBox(shape.points) : sizedBox(shape.x, shape.y, shape.width, shape.height);
}

export type Placed = { id: ElementId; box: Box };

/** Every element one can pick on the canvas (seats, zones, shapes), with its box. */
export function* placedElements(document: EditorDocument): Generator<Placed> {
  for (const { seat } of allSeats(document)) {
    yield { id: seat.id, box: { left: seat.x, top: seat.y, right: seat.x, bottom: seat.y } };
  }
  for (const zone of document.zones) yield { id: zone.id, box: zoneBox(zone) };
  for (const shape of document.shapes) yield { id: shape.id, box: shapeBox(shape) };
}

/** The ids that exist in the document, of those asked for (a stale selection after undo loses the gone ones). */
export function selectIds(document: EditorDocument, ids: Iterable<ElementId>): Selection {
  const wanted = new Set(ids);
  const found = new Set<ElementId>();
  for (const section of document.sections) {
    if (wanted.has(section.id)) found.add(section.id);
    for (const row of section.rows) {
      if (wanted.has(row.id)) found.add(row.id);
      for (const seat of row.seats) if (wanted.has(seat.id)) found.add(seat.id);
    }
  }
  for (const item of [...document.zones, ...document.shapes]) if (wanted.has(item.id)) found.add(item.id);
  return found;
}

function selectWhere(document: EditorDocument, inside: (point: Point) => boolean): Selection {
  const found = new Set<ElementId>();
  for (const { id, box } of placedElements(document)) if (inside(boxCentre(box))) found.add(id);
  return found;
}

export const selectInBox = (document: EditorDocument, box: Box) =>
  selectWhere(document, (point) => inBox(point, box));

export const selectInLasso = (document: EditorDocument, lasso: readonly Point[]) =>
  lasso.length < 3 ? EMPTY_SELECTION : selectWhere(document, (point) => inPolygon(point, lasso));

/** The seats a selection covers: those chosen, and every seat of a chosen row or section. */
export function selectedSeatIds(document: EditorDocument, selection: Selection): Set<ElementId> {
  const seats = new Set<ElementId>();
  for (const section of document.sections) {
    const wholeSection = selection.has(section.id);
    for (const row of section.rows) {
      const wholeRow = wholeSection || selection.has(row.id);
      for (const seat of row.seats) if (wholeRow || selection.has(seat.id)) seats.add(seat.id);
    }
  }
  return seats;
}

/** The rows a selection covers: those chosen, those of a chosen section, and those whose seats are all chosen. */
export function selectedRowIds(
  document: EditorDocument,
  selection: Selection,
  seats: ReadonlySet<ElementId> = selectedSeatIds(document, selection),
): Set<ElementId> {
  const rows = new Set<ElementId>();
  for (const section of document.sections) {
    for (const row of section.rows) {
      if (selection.has(row.id) || selection.has(section.id)) rows.add(row.id);
      else if (row.seats.length > 0 && row.seats.every((seat) => seats.has(seat.id))) rows.add(row.id);
    }
  }
  return rows;
}

/** The box round everything selected (seats through their rows and sections too); undefined for nothing. */
export function selectionBox(document: EditorDocument, selection: Selection): Box | undefined {
  const seats = selectedSeatIds(document, selection);
  const corners: Point[] = [];
  for (const { id, box } of placedElements(document)) {
    if (seats.has(id) || selection.has(id)) {
      corners.push({ x: box.left, y: box.top }, { x: box.right, y: box.bottom });
    }
  }
  return boundingBox(corners);
}
