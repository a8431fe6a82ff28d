// Owns what a drawing gesture on the board makes, as steps of the document: a row between two points (into the
// section being worked on, or a new section when the plan has none), a zone of an outline, a text label. The
// names new things get come from the caller (in the four languages); the geometry and keys from the model.

import { numberedName } from '../model/default-names.ts';
import { addBlock, addRow } from '../model/drawing.ts';
import { type EditorDocument, type ElementId, idKind } from '../model/editor-document.ts';
import { distance, type Point, roundPoint } from '../model/geometry.ts';
import { addShape, addZone } from '../model/operations.ts';
import type { PlanName, PlanSectionKind, PlanZoneShape } from '../model/plan-types.ts';
import { DEFAULT_SEAT_SPACING, layoutFromEnds } from '../model/row-geometry.ts';
import type { Selection } from '../model/selection.ts';

export type DrawDefaults = {
  section: { name: PlanName; kind: PlanSectionKind };
  zone: PlanName;
  text: PlanName;
  /** Standing places a new zone offers. */
  capacity: number;
};

export type ZoneOutline = PlanZoneShape;

/** The section the selection is in (its first element's), else the last section drawn. */
export function workingSection(document: EditorDocument, selection: Selection): ElementId | undefined {
  for (const id of selection) {
    for (const section of document.sections) {
      if (section.id === id) return section.id;
      const kind = idKind(id);
      if (kind === 'row' && section.rows.some((row) => row.id === id)) return section.id;
      if (kind === 'seat' && section.rows.some((row) => row.seats.some((seat) => seat.id === id)))
        return section.id;
    }
  }
  return document.sections.at(-1)?.id;
}

/** Seats along a line this long, about the default spacing apart (at least one). */
export const seatsAlong = (start: Point, end: Point) =>
  Math.max(1, Math.round(distance(start, end) / DEFAULT_SEAT_SPACING) + 1);

/** The default category of new seats and zones: the first of the plan's. */
const firstCategory = (document: EditorDocument) => document.categories[0]?.key;

export function drawRowBetween(
  document: EditorDocument,
  start: Point,
  end: Point,
  selection: Selection,
  defaults: DrawDefaults,
) {
  const count = seatsAlong(start, end);
  const layout = layoutFromEnds(roundPoint(start), roundPoint(end), count);
  const category = firstCategory(document);
  const section = workingSection(document, selection);
  if (section) return addRow(document, section, { layout, count, ...(category ? { category } : {}) });
  return addBlock(document, {
    ...defaults.section,
    layout: { ...layout, rows: 1, seats_per_row: count },
    ...(category ? { category } : {}),
  });
}

export function drawZone(document: EditorDocument, shape: ZoneOutline, defaults: DrawDefaults) {
  const category = firstCategory(document);
  return addZone(document, {
    name: numberedName(defaults.zone, document.zones.length),
    capacity: defaults.capacity,
    shape,
    ...(category ? { category } : {}),
  });
}

export function placeText(document: EditorDocument, at: Point, defaults: DrawDefaults) {
  const { x, y } = roundPoint(at);
  return addShape(document, { kind: 'text', label: defaults.text, x, y, width: 0, height: 18 });
}
