// Owns the editor's other steps on a selection and on single things: delete; price category; seat flags; a
// section made of selected rows; renumbering selected rows or seats; zones, shapes and the traced background
// added and changed. Each answers a new document (the same object when nothing changed, so the history
// records no empty step); moving things is transform.ts's, copying clipboard.ts's.
import { SEAT_FLAGS } from '@afisha/contracts/manage/plans';
import {
  type EditorDocument,
  type EditorSection,
  type EditorShape,
  type EditorZone,
  type ElementId,
  idMaker,
  mapChosen,
  mapRows,
  mapSeats,
  newKey,
  usedKeys,
} from './editor-document.ts';
import { numberRows, numberSeats } from './numbering.ts';
import type {
  Numbering,
  PlanBackground,
  PlanName,
  PlanSeatFlag,
  PlanSectionKind,
  PlanShape,
  PlanZone,
} from './plan-types.ts';
import { type Selection, selectedRowIds, selectedSeatIds } from './selection.ts';

type Made = { document: EditorDocument; id: ElementId };

/**
 * Removes the selected seats, rows, sections, zones and shapes. A row or section this leaves empty goes too:
 * it would only be an "empty row" problem at publishing, and nobody deletes every seat of a row to keep its
 * label.
 */
export function deleteSelection(document: EditorDocument, selection: Selection): EditorDocument {
  const seats = selectedSeatIds(document, selection);
  const zones = document.zones.filter((zone) => !selection.has(zone.id));
  const shapes = document.shapes.filter((shape) => !selection.has(shape.id));
  if (
    seats.size === 0 &&
    zones.length === document.zones.length &&
    shapes.length === document.shapes.length
  ) {
    const emptied = document.sections.some(
      (s) => selection.has(s.id) || s.rows.some((r) => selection.has(r.id)),
    );
    if (!emptied) return document;
  }
  const sections = document.sections.flatMap((section) => {
    if (selection.has(section.id)) return [];
    let changed = false;
    const rows = section.rows.flatMap((row) => {
      const touched = selection.has(row.id) || row.seats.some((seat) => seats.has(seat.id));
      if (!touched) return [row];
      changed = true;
      if (selection.has(row.id)) return [];
      const kept = row.seats.filter((seat) => !seats.has(seat.id));
      return kept.length > 0 ? [{ ...row, seats: kept }] : [];
    });
    if (!changed) return [section];
    return rows.length > 0 ? [{ ...section, rows }] : [];
  });
  return { ...document, sections, zones, shapes };
}

/** Puts the selected seats and zones in a price category (`undefined`: in none, to be given later). */
export function assignCategory(
  document: EditorDocument,
  selection: Selection,
  category: string | undefined,
): EditorDocument {
  const seats = selectedSeatIds(document, selection);
  const withCategory = <T extends { category?: string | undefined }>(item: T): T => {
    if (item.category === category) return item;
    const { category: _old, ...rest } = item;
    return (category === undefined ? rest : { ...rest, category }) as T;
  };
  const next = mapSeats(document, (seat) => (seats.has(seat.id) ? withCategory(seat) : seat));
  const zones = mapChosen(next.zones, selection, withCategory);
  return zones === next.zones ? next : { ...next, zones };
}

/** Sets or clears a flag on the selected seats; flags are kept in the contracts' order, and none means no field. */
export function setSeatFlag(
  document: EditorDocument,
  selection: Selection,
  flag: PlanSeatFlag,
  on: boolean,
): EditorDocument {
  const seats = selectedSeatIds(document, selection);
  return mapSeats(document, (seat) => {
    if (!seats.has(seat.id) || (seat.flags ?? []).includes(flag) === on) return seat;
    const flags = SEAT_FLAGS.filter((each) => (each === flag ? on : (seat.flags ?? []).includes(each)));
    const { flags: _old, ...rest } = seat;
    return flags.length > 0 ? { ...rest, flags } : rest;
  });
}

/**
 * Renumbers the selected seats, row by row, left to right as drawn (a whole row selected: every seat, and the
 * row keeps the settings). Labels change, keys never: a sold seat renumbered is still the same seat, and the
 * plan's changes list shows it as relabelled.
 */
export function renumberSeats(
  document: EditorDocument,
  selection: Selection,
  numbering: Numbering,
): EditorDocument {
  const seats = selectedSeatIds(document, selection);
  const whole = selectedRowIds(document, selection, seats);
  return mapRows(document, (row) => {
    if (whole.has(row.id)) return numberSeats(row, numbering);
    if (!row.seats.some((seat) => seats.has(seat.id))) return row;
    return numberSeats(row, numbering, (seat) => seats.has(seat.id));
  });
}

/** Relabels the selected rows, section by section, front to back (a whole section: its settings kept). */
export function renumberRows(
  document: EditorDocument,
  selection: Selection,
  numbering: Numbering,
): EditorDocument {
  const rows = selectedRowIds(document, selection);
  let changed = false;
  const sections = document.sections.map((section) => {
    if (!section.rows.some((row) => rows.has(row.id))) return section;
    changed = true;
    return selection.has(section.id)
      ? numberRows(section, numbering)
      : numberRows(section, numbering, (row) => rows.has(row.id));
  });
  return changed ? { ...document, sections } : document;
}

export type NewSection = { name: PlanName; kind: PlanSectionKind; key?: string };

/**
 * A new section (parterre, amphitheatre, balcony, box…) of the selected rows, moved out of their sections
 * with their keys (keys are the plan's, not the section's, so sold seats still match). Sections left empty
 * go.
 */
export function makeSection(
  document: EditorDocument,
  selection: Selection,
  made: NewSection,
): Made | undefined {
  const rowIds = selectedRowIds(document, selection);
  if (rowIds.size === 0) return undefined;
  const ids = idMaker(document.nextId);
  const keys = usedKeys(document);
  const key = made.key && !keys.has(made.key) ? made.key : newKey(keys, made.kind);
  const moved = document.sections.flatMap((section) => section.rows.filter((row) => rowIds.has(row.id)));
  const remaining = document.sections.flatMap((section) => {
    if (!section.rows.some((row) => rowIds.has(row.id))) return [section];
    const rows = section.rows.filter((row) => !rowIds.has(row.id));
    return rows.length > 0 ? [{ ...section, rows }] : [];
  });
  const section: EditorSection = {
    id: ids.make('section'),
    key,
    name: made.name,
    kind: made.kind,
    rows: moved,
  };
  return { document: { ...document, sections: [...remaining, section], nextId: ids.done() }, id: section.id };
}

export type NewZone = Omit<PlanZone, 'key'> & { key?: string };

/** Adds a standing zone (a rect, ellipse or polygon with a capacity); its key from its own or `zone`. */
export function addZone(document: EditorDocument, { key, ...zone }: NewZone): Made {
  const ids = idMaker(document.nextId);
  const keys = usedKeys(document);
  const added: EditorZone = { ...zone, id: ids.make('zone'), key: newKey(keys, key ?? 'zone') };
  return { document: { ...document, zones: [...document.zones, added], nextId: ids.done() }, id: added.id };
}

/** Changes a zone's name, category, capacity or shape (its key stays: sold places follow it). */
export function updateZone(
  document: EditorDocument,
  id: ElementId,
  change: Partial<Omit<PlanZone, 'key'>>,
): EditorDocument {
  const zones = mapChosen(document.zones, new Set([id]), (zone) => ({ ...zone, ...change }));
  return zones === document.zones ? document : { ...document, zones };
}

/** Adds a decoration: a stage, label, rect or ellipse (a box, turned by `rotation`), a polygon or line (`points`). */
export function addShape(document: EditorDocument, shape: PlanShape): Made {
  const ids = idMaker(document.nextId);
  const added: EditorShape = { ...shape, id: ids.make('shape') };
  return { document: { ...document, shapes: [...document.shapes, added], nextId: ids.done() }, id: added.id };
}

export function updateShape(
  document: EditorDocument,
  id: ElementId,
  change: Partial<PlanShape>,
): EditorDocument {
  const shapes = mapChosen(document.shapes, new Set([id]), (shape) => ({ ...shape, ...change }));
  return shapes === document.shapes ? document : { ...document, shapes };
}

/** What a newly traced drawing starts as (the contracts' defaults): at the corner, full size, half faded. */
export const BACKGROUND_DEFAULTS = { x: 0, y: 0, scale: 1, opacity: 0.5 } as const;

/** Sets the hall's drawing to trace over, or changes its place, scale or fading; `media` is needed the first time. */
export function setBackground(
  document: EditorDocument,
  change: Partial<PlanBackground> &
    (typeof document.background extends undefined ? { media: number } : object),
): EditorDocument {
  const current = document.background;
  const media = change.media ?? current?.media;
  if (media === undefined) return document;
  return { ...document, background: { ...BACKGROUND_DEFAULTS, ...current, ...change, media } };
}

export function clearBackground(document: EditorDocument): EditorDocument {
  if (!document.background) return document;
  const { background: _gone, ...rest } = document;
  return rest;
}
