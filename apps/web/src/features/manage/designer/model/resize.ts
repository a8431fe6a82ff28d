// Owns resizing a zone or a decoration by a corner of its box, as the board's handles do: the opposite corner stays,
// the dragged one follows the pointer, and the box never turns inside out or shrinks below a minimum. Only what is
// drawn in an upright box can be resized this way (a rectangle or oval zone; a stage, screen, rectangle, oval or exit
// not turned); a polygon, a line, a text or a turned box keeps its panel's fields.
import { type EditorDocument, type ElementId, idKind } from './editor-document.ts';
import type { Point } from './geometry.ts';
import { updateShape, updateZone } from './operations.ts';

export type UprightBox = { x: number; y: number; width: number; height: number };
export type Corner = 'nw' | 'ne' | 'sw' | 'se';
export const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];

/** The smallest side a box is resized to (plan units). */
export const MIN_SIDE = 10;

const BOXED_SHAPES = new Set(['stage', 'screen', 'rect', 'ellipse', 'exit']);

/** The box of `id` when it can be resized by its corners, else undefined. */
export function resizableBox(document: EditorDocument, id: ElementId): UprightBox | undefined {
  const kind = idKind(id);
  if (kind === 'zone') {
    const shape = document.zones.find((zone) => zone.id === id)?.shape;
    if (!shape || shape.kind === 'polygon' || (shape.rotation ?? 0) % 360 !== 0) return undefined;
    return { x: shape.x, y: shape.y, width: shape.width, height: shape.height };
  }
  if (kind === 'shape') {
    const shape = document.shapes.find((each) => each.id === id);
    if (!shape || !BOXED_SHAPES.has(shape.kind) || (shape.rotation ?? 0) % 360 !== 0) return undefined;
    return { x: shape.x, y: shape.y, width: shape.width, height: shape.height };
  }
  return undefined;
}

/** The corner's point of a box. */
export function cornerPoint(box: UprightBox, corner: Corner): Point {
  return {
    x: corner.endsWith('w') ? box.x : box.x + box.width,
    y: corner.startsWith('n') ? box.y : box.y + box.height,
  };
}

/** `box` with `corner` dragged to `to`: the opposite corner stays, each side at least MIN_SIDE, whole units. */
export function dragCorner(box: UprightBox, corner: Corner, to: Point): UprightBox {
  const west = corner.endsWith('w');
  const north = corner.startsWith('n');
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const x = west ? Math.min(Math.round(to.x), right - MIN_SIDE) : box.x;
  const y = north ? Math.min(Math.round(to.y), bottom - MIN_SIDE) : box.y;
  const width = west ? right - x : Math.max(MIN_SIDE, Math.round(to.x) - box.x);
  const height = north ? bottom - y : Math.max(MIN_SIDE, Math.round(to.y) - box.y);
  return { x, y, width, height };
}

/** Gives the zone or decoration `id` the box `box` (a no-op for what resizableBox refuses). */
export function resizeElement(document: EditorDocument, id: ElementId, box: UprightBox): EditorDocument {
  if (!resizableBox(document, id)) return document;
  if (idKind(id) === 'zone') {
    const zone = document.zones.find((each) => each.id === id);
    if (!zone || zone.shape.kind === 'polygon') return document;
    return updateZone(document, id, { shape: { ...zone.shape, ...box } });
  }
  return updateShape(document, id, box);
}
