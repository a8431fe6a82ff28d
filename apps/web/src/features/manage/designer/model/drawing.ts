// Owns drawing seats: a new row from a layout, a new block of rows (a section), a row re-laid after its
// layout changed (bent, turned, re-spaced), a row lengthened or shortened. Each seat gets its x, y from
// row-geometry.ts and its label from numbering.ts; new keys are readable (`parterre-3-12`), existing ones are
// kept — re-laying a row moves its seats, never renames them, so a seat sold keeps its tickets.
import {
  type EditorDocument,
  type EditorRow,
  type EditorSection,
  type ElementId,
  idMaker,
  mapRows,
  newKey,
  usedKeys,
} from './editor-document.ts';
import { labelSequence, labelsInDrawingOrder } from './numbering.ts';
import type { Numbering, PlanName, PlanSectionKind, RowLayout, SectionLayout } from './plan-types.ts';
import { blockRowLayouts, rowSeatPositions } from './row-geometry.ts';

export type NewRow = {
  layout: RowLayout;
  count: number;
  /** The row's label; by default the next number after the section's rows. */
  label?: string;
  category?: string;
};

type Drawn = { document: EditorDocument; id: ElementId };

/** A row's seats at its layout's positions, labelled by its numbering, with new keys (`<row key>-<seat label>`). */
function drawRow(
  ids: ReturnType<typeof idMaker>,
  keys: Set<string>,
  sectionKey: string,
  label: string,
  { layout, count, category }: Omit<NewRow, 'label'>,
): EditorRow {
  const numbering: Numbering = layout.numbering ?? {};
  const key = newKey(keys, sectionKey, label);
  const labels = labelsInDrawingOrder(numbering, count);
  return {
    id: ids.make('row'),
    key,
    label,
    layout: { ...layout, numbering },
    seats: rowSeatPositions(layout, count).map(({ x, y }, i) => ({
      id: ids.make('seat'),
      key: newKey(keys, key, labels[i] as string),
      label: labels[i] as string,
      x,
      y,
      ...(category ? { category } : {}),
    })),
  };
}

/** The label after the section's numeric labels ("1" in an empty section). */
function nextRowLabel(section: EditorSection): string {
  const numbers = section.rows.map((row) => Number(row.label)).filter(Number.isInteger);
  return String(numbers.length > 0 ? Math.max(...numbers) + 1 : 1);
}

/** Adds a row at the back of a section; undefined when the section is gone. */
export function addRow(document: EditorDocument, sectionId: ElementId, row: NewRow): Drawn | undefined {
  const section = document.sections.find((each) => each.id === sectionId);
  if (!section) return undefined;
  const ids = idMaker(document.nextId);
  const drawn = drawRow(ids, usedKeys(document), section.key, row.label ?? nextRowLabel(section), row);
  const sections = document.sections.map((each) =>
    each === section ? { ...section, rows: [...section.rows, drawn] } : each,
  );
  return { document: { ...document, sections, nextId: ids.done() }, id: drawn.id };
}

export type NewBlock = {
  name: PlanName;
  kind: PlanSectionKind;
  /** The section's key; by default made from the kind (`parterre`, `parterre-2`). */
  key?: string;
  layout: SectionLayout;
  category?: string;
};

/**
 * Adds a section drawn as a block of `rows` × `seats_per_row`: each row gets its own layout
 * (blockRowLayouts), so it can be bent or lengthened alone later, and the rows their labels by
 * `row_numbering`.
 */
export function addBlock(document: EditorDocument, block: NewBlock): Drawn {
  const ids = idMaker(document.nextId);
  const keys = usedKeys(document);
  const key = block.key && !keys.has(block.key) ? block.key : newKey(keys, block.kind);
  keys.add(key);
  const layouts = blockRowLayouts(block.layout);
  const labels = labelSequence(block.layout.row_numbering ?? {}, layouts.length);
  const rows = layouts.map((layout, r) =>
    drawRow(ids, keys, key, labels[r] as string, {
      layout,
      count: block.layout.seats_per_row ?? 0,
      ...(block.category ? { category: block.category } : {}),
    }),
  );
  const section: EditorSection = {
    id: ids.make('section'),
    key,
    name: block.name,
    kind: block.kind,
    rows,
    layout: block.layout,
  };
  return {
    document: { ...document, sections: [...document.sections, section], nextId: ids.done() },
    id: section.id,
  };
}

/**
 * The row re-laid on a new layout: its seats, in their order, go to the new positions, keeping their keys,
 * labels, categories and flags. A row with no layout yet (imported from a CSV) gets one this way.
 */
export function applyRowLayout(
  document: EditorDocument,
  rowId: ElementId,
  layout: RowLayout,
): EditorDocument {
  return mapRows(document, (row) => {
    if (row.id !== rowId) return row;
    const positions = rowSeatPositions(layout, row.seats.length);
    return {
      ...row,
      layout:
        row.layout?.numbering && !layout.numbering ? { ...layout, numbering: row.layout.numbering } : layout,
      seats: row.seats.map((seat, i) => ({ ...seat, ...positions[i] })),
    };
  });
}

/**
 * The row made `count` seats long along its layout: seats leave from, or join at, its end as drawn (the last
 * seat). Seats that stay keep everything — key, label, place; a new seat takes its place on the layout, the
 * first label of the row's numbering not already in the row, and a new key. A row without a layout is left as
 * it is.
 */
export function resizeRow(document: EditorDocument, rowId: ElementId, count: number): EditorDocument {
  const ids = idMaker(document.nextId);
  let keys: Set<string> | undefined;
  const next = mapRows(document, (row) => {
    if (row.id !== rowId || !row.layout || count === row.seats.length || count < 0) return row;
    if (count < row.seats.length) return { ...row, seats: row.seats.slice(0, count) };
    keys ??= usedKeys(document);
    const taken = new Set(row.seats.map((seat) => seat.label));
    const free = labelSequence(row.layout.numbering ?? {}, count + taken.size).filter(
      (label) => !taken.has(label),
    );
    const category = row.seats.at(-1)?.category;
    const added = rowSeatPositions(row.layout, count)
      .slice(row.seats.length)
      .map(({ x, y }, i) => ({
        id: ids.make('seat'),
        key: newKey(keys as Set<string>, row.key, free[i] as string),
        label: free[i] as string,
        x,
        y,
        ...(category ? { category } : {}),
      }));
    return { ...row, seats: [...row.seats, ...added] };
  });
  return next === document ? document : { ...next, nextId: ids.done() };
}
