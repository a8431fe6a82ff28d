// Owns copy and paste. The clipboard holds plain copies of what was selected — for seats, the rows they are
// in, each with only the selected seats — so it survives later edits of the document. Pasting gives
// everything new ids and new keys (a pasted seat is a new seat: it must never be matched with the original's
// tickets) and moves it by an offset so the copy is seen beside the original. Labels are kept: a row pasted
// into its own section repeats its label until renumbered, which the problems list shows at once.
import {
  type EditorDocument,
  type EditorRow,
  type EditorShape,
  type EditorZone,
  type ElementId,
  idMaker,
  newKey,
  usedKeys,
} from './editor-document.ts';
import { type Point, roundPoint } from './geometry.ts';
import { type Selection, selectedSeatIds } from './selection.ts';
import { moveSelection } from './transform.ts';

/** Where a paste lands by default: down and right of the original, one seat's width, so both are seen. */
export const PASTE_OFFSET: Point = { x: 20, y: 20 };

export type Clipboard = {
  readonly rows: readonly { sectionKey: string; row: EditorRow }[];
  readonly zones: readonly EditorZone[];
  readonly shapes: readonly EditorShape[];
};

export function copySelection(document: EditorDocument, selection: Selection): Clipboard {
  const seats = selectedSeatIds(document, selection);
  const rows = document.sections.flatMap((section) =>
    section.rows.flatMap((row) => {
      const chosen = row.seats.filter((seat) => seats.has(seat.id));
      return chosen.length > 0 ? [{ sectionKey: section.key, row: { ...row, seats: chosen } }] : [];
    }),
  );
  return {
    rows,
    zones: document.zones.filter((zone) => selection.has(zone.id)),
    shapes: document.shapes.filter((shape) => selection.has(shape.id)),
  };
}

/**
 * Pastes the clipboard: rows into the section they came from (the last section if it is gone), zones and
 * shapes after the others; answers the document and the pasted things as the new selection.
 */
export function pasteClipboard(
  document: EditorDocument,
  clipboard: Clipboard,
  offset: Point = PASTE_OFFSET,
): { document: EditorDocument; selection: Selection } {
  const ids = idMaker(document.nextId);
  const keys = usedKeys(document);
  const pasted = new Set<ElementId>();
  const lastKey = document.sections.at(-1)?.key;
  const home = (key: string) => (document.sections.some((s) => s.key === key) ? key : lastKey);
  const sections = document.sections.map((section) => {
    const incoming = clipboard.rows.filter(({ sectionKey }) => home(sectionKey) === section.key);
    if (incoming.length === 0) return section;
    const rows = incoming.map(({ row }): EditorRow => {
      const rowKey = newKey(keys, section.key, row.label);
      const id = ids.make('row');
      pasted.add(id);
      return {
        ...row,
        id,
        key: rowKey,
        seats: row.seats.map((seat) => ({
          ...seat,
          id: ids.make('seat'),
          key: newKey(keys, rowKey, seat.label),
        })),
      };
    });
    return { ...section, rows: [...section.rows, ...rows] };
  });
  const zones = clipboard.zones.map((zone) => {
    const id = ids.make('zone');
    pasted.add(id);
    return { ...zone, id, key: newKey(keys, zone.key) };
  });
  const shapes = clipboard.shapes.map((shape) => {
    const id = ids.make('shape');
    pasted.add(id);
    return { ...shape, id };
  });
  const placed: EditorDocument = {
    ...document,
    sections,
    zones: [...document.zones, ...zones],
    shapes: [...document.shapes, ...shapes],
    nextId: ids.done(),
  };
  // Moved as whole rows, so their layouts follow them (transform.ts).
  return { document: moveSelection(placed, pasted, roundPoint(offset)), selection: pasted };
}
