// Owns walking the plan by keyboard, the way a screen reader user thinks of a hall: through its sections, into a
// section's rows, into a row's seats, and back out. The top level is the sections, then the zones, then the
// decorations; a row's neighbours are its section's rows, a seat's its row's seats. Each step answers the one
// element to select.
import { type EditorDocument, type ElementId, idKind } from './editor-document.ts';
import type { Selection } from './selection.ts';

type Found = { level: readonly ElementId[]; parent?: ElementId; children: readonly ElementId[] };

function topLevel(document: EditorDocument): ElementId[] {
  return [
    ...document.sections.map((section) => section.id),
    ...document.zones.map((zone) => zone.id),
    ...document.shapes.map((shape) => shape.id),
  ];
}

/** The element's neighbours (its level), its parent and its children. */
function locate(document: EditorDocument, id: ElementId): Found | undefined {
  const kind = idKind(id);
  if (kind === 'zone' || kind === 'shape') return { level: topLevel(document), children: [] };
  for (const section of document.sections) {
    if (section.id === id) return { level: topLevel(document), children: section.rows.map((row) => row.id) };
    for (const row of section.rows) {
      const seats = row.seats.map((seat) => seat.id);
      if (row.id === id)
        return { level: section.rows.map((each) => each.id), parent: section.id, children: seats };
      if (kind === 'seat' && seats.includes(id)) return { level: seats, parent: row.id, children: [] };
    }
  }
  return undefined;
}

const one = (id: ElementId | undefined): Selection => (id ? new Set([id]) : new Set());

/** The next (or previous) element beside the selected one, wrapping round; the first one when nothing is. */
export function walkBeside(document: EditorDocument, selection: Selection, step: 1 | -1): Selection {
  const [current] = selection;
  const found = current && locate(document, current);
  if (!current || !found) return one(topLevel(document)[step === 1 ? 0 : topLevel(document).length - 1]);
  const index = found.level.indexOf(current);
  const next = (index + step + found.level.length) % found.level.length;
  return one(found.level[next]);
}

/** Into the selected element: a section's first row, a row's first seat (the same selection otherwise). */
export function walkInto(document: EditorDocument, selection: Selection): Selection {
  const [current] = selection;
  const first = current && locate(document, current)?.children[0];
  return first ? one(first) : selection;
}

/** Out to the selected element's parent: a seat's row, a row's section; nothing selected from the top level. */
export function walkOut(document: EditorDocument, selection: Selection): Selection {
  const [current] = selection;
  if (!current) return selection;
  return one(locate(document, current)?.parent);
}
