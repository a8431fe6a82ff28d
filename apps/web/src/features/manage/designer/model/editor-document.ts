// Owns the editor's document: the plan document with an id on every thing one can select, and the way back.
//
// Ids and keys are different things. A key is stored and is how the next version of the hall's plan is
// matched with this one (a sold seat follows its key), so an existing key is never made again, even when it
// repeats (that is a problem to show, not to repair behind the user's back). An id lives only while the
// editor is open: it tells apart two things even when their keys repeat, and shapes, which have no key, get
// one too. An id says its kind (`seat:12`), so a mixed selection can be split without looking things up.
//
// The document is immutable; the helpers here change the seats or rows one asks for and give every other row,
// section and array the same object as before, which is what keeps the history small (history.ts).
import { roundPosition } from './geometry.ts';
import type { PlanDocument, PlanRow, PlanSeat, PlanSection, PlanShape, PlanZone } from './plan-types.ts';

export type ElementKind = 'section' | 'row' | 'seat' | 'zone' | 'shape';
export type ElementId = `${ElementKind}:${number}`;

export type EditorSeat = PlanSeat & { id: ElementId };
export type EditorRow = Omit<PlanRow, 'seats'> & { id: ElementId; seats: EditorSeat[] };
export type EditorSection = Omit<PlanSection, 'rows'> & { id: ElementId; rows: EditorRow[] };
export type EditorZone = PlanZone & { id: ElementId };
export type EditorShape = PlanShape & { id: ElementId };
export type EditorDocument = Omit<PlanDocument, 'sections' | 'zones' | 'shapes'> & {
  sections: EditorSection[];
  zones: EditorZone[];
  shapes: EditorShape[];
  /** The number the next new id takes: ids are never reused within a session, even after a delete and undo. */
  nextId: number;
};

/** Keys are at most this long (ZPlanKey). */
const KEY_MAX_LENGTH = 100;

export const idKind = (id: string): ElementKind => id.slice(0, id.indexOf(':')) as ElementKind;

/** Hands out ids from the document's counter; `done` gives the counter to store back. */
export function idMaker(nextId: number) {
  let next = nextId;
  return {
    make: (kind: ElementKind): ElementId => `${kind}:${next++}`,
    done: () => next,
  };
}

export function fromPlan(plan: PlanDocument): EditorDocument {
  const ids = idMaker(1);
  const sections = plan.sections.map(
    (section): EditorSection => ({
      ...section,
      id: ids.make('section'),
      rows: section.rows.map(
        (row): EditorRow => ({
          ...row,
          id: ids.make('row'),
          seats: row.seats.map((seat) => ({ ...seat, id: ids.make('seat') })),
        }),
      ),
    }),
  );
  const zones = plan.zones.map((zone) => ({ ...zone, id: ids.make('zone') }));
  const shapes = plan.shapes.map((shape) => ({ ...shape, id: ids.make('shape') }));
  return { ...plan, sections, zones, shapes, nextId: ids.done() };
}

function withoutId<T extends { id: ElementId }>({ id: _id, ...rest }: T): Omit<T, 'id'> {
  return rest;
}

/**
 * The plan document to save: ids gone, layouts kept (so a row is a row when opened again), and every seat's
 * final x, y written, rounded — the one thing the storefront draws.
 */
export function toPlan(document: EditorDocument): PlanDocument {
  const { nextId: _next, sections, zones, shapes, ...rest } = document;
  return {
    ...rest,
    sections: sections.map((section) => ({
      ...withoutId(section),
      rows: section.rows.map((row) => ({
        ...withoutId(row),
        seats: row.seats.map((seat) => ({
          ...withoutId(seat),
          x: roundPosition(seat.x),
          y: roundPosition(seat.y),
        })),
      })),
    })),
    zones: zones.map(withoutId),
    shapes: shapes.map(withoutId),
  };
}

/** Every key in use (categories, sections, rows, seats, zones): new keys must be none of them. */
export function usedKeys(document: EditorDocument): Set<string> {
  const keys = new Set<string>();
  for (const category of document.categories) keys.add(category.key);
  for (const section of document.sections) {
    keys.add(section.key);
    for (const row of section.rows) {
      keys.add(row.key);
      for (const seat of row.seats) keys.add(seat.key);
    }
  }
  for (const zone of document.zones) keys.add(zone.key);
  return keys;
}

/**
 * A new key from readable parts (`p`, `3`, `12` → `p-3-12`: the section's key, the row's and seat's labels),
 * made unique against `taken` with a suffix (`p-3-12-2`), and added to it so a batch of new keys stays unique
 * too.
 */
export function newKey(taken: Set<string>, ...parts: (string | number)[]): string {
  const base =
    parts
      .map((part) => String(part).trim().replace(/\s+/g, '_'))
      .filter(Boolean)
      .join('-')
      .slice(0, KEY_MAX_LENGTH - 4) || 'k';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

type SeatChange = (seat: EditorSeat, row: EditorRow, section: EditorSection) => EditorSeat;
type RowChange = (row: EditorRow, section: EditorSection) => EditorRow;

/** The document with `change` applied to each row; only changed rows (and their sections) are new objects. */
export function mapRows(document: EditorDocument, change: RowChange): EditorDocument {
  let changed = false;
  const sections = document.sections.map((section) => {
    let sectionChanged = false;
    const rows = section.rows.map((row) => {
      const next = change(row, section);
      if (next !== row) sectionChanged = true;
      return next;
    });
    if (!sectionChanged) return section;
    changed = true;
    return { ...section, rows };
  });
  return changed ? { ...document, sections } : document;
}

/** The document with `change` applied to each seat; a row none of whose seats changed stays the same object. */
export function mapSeats(document: EditorDocument, change: SeatChange): EditorDocument {
  return mapRows(document, (row, section) => {
    let rowChanged = false;
    const seats = row.seats.map((seat) => {
      const next = change(seat, row, section);
      if (next !== seat) rowChanged = true;
      return next;
    });
    return rowChanged ? { ...row, seats } : row;
  });
}

/** Applies `change` to the items whose id is chosen; the array stays the same object when none is. */
export function mapChosen<T extends { id: ElementId }>(
  items: T[],
  chosen: ReadonlySet<string>,
  change: (item: T) => T,
): T[] {
  let changed = false;
  const next = items.map((item) => {
    if (!chosen.has(item.id)) return item;
    const after = change(item);
    if (after !== item) changed = true;
    return after;
  });
  return changed ? next : items;
}

export function* allSeats(document: EditorDocument) {
  for (const section of document.sections) {
    for (const row of section.rows) for (const seat of row.seats) yield { seat, row, section };
  }
}
