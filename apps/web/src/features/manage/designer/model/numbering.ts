// Owns the labels of rows and seats: the sequences the designer writes ("1, 2, 3", "A, B, …, Z, AA", "А, Б,
// В", "1, 3, 5" on the odd side of a Russian hall), renumbering a whole row or section or only a selection,
// and finding labels that repeat (publishing refuses them: a ticket must name one seat). The `numbering` kept
// in a layout records how the labels were made, so the next renumbering starts from the same settings;
// readers take the labels only.
import type { Numbering, PlanRow, PlanSection } from './plan-types.ts';

/** Latin row letters: all 26; after Z come AA, AB, … (as spreadsheets count columns). */
export const LATIN_ROW_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/**
 * Cyrillic row letters: the Russian alphabet less Ё (read as Е, and often printed so), Й, Ъ, Ы and Ь (no word
 * starts with them; they are not said alone) — 28 letters, А Б В Г Д Е Ж З И К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ
 * Э Ю Я, the list halls and stadiums print on tickets when rows are lettered. (Building drawings, ГОСТ
 * 21.101, leave out З, О, Х, Ц, Ч, Щ too, being like digits or each other; a hall that wants that skips them
 * with `skip`.) After Я come АА, АБ, … .
 */
export const CYRILLIC_ROW_LETTERS: readonly string[] = [...'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ'];

const ALPHABETS = { latin: LATIN_ROW_LETTERS, cyrillic: CYRILLIC_ROW_LETTERS } as const;
type Scheme = NonNullable<Numbering['scheme']>;

/** The defaults a missing setting stands for: 1, 2, 3… left to right. */
export const DEFAULT_NUMBERING = {
  start: 1,
  step: 1,
  direction: 'ltr',
  parity: 'all',
  scheme: 'numbers',
} as const satisfies Numbering;

/** The label of the `position`-th item (1-based) in a scheme: 27 → "AA" in Latin, "27" in numbers. */
export function schemeLabel(position: number, scheme: Scheme = 'numbers'): string {
  if (scheme === 'numbers') return String(position);
  const letters = ALPHABETS[scheme];
  // Bijective base-n: no zero digit, so after the last letter comes the first doubled, not "BA".
  let label = '';
  for (let rest = position; rest > 0; rest = Math.floor((rest - 1) / letters.length)) {
    label = letters[(rest - 1) % letters.length] + label;
  }
  return label;
}

/** The first position at or after `start` of the wanted parity. */
function firstOfParity(start: number, parity: Numbering['parity']): number {
  if (parity === 'odd') return start % 2 === 0 ? start + 1 : start;
  if (parity === 'even') return start % 2 === 0 ? start : start + 1;
  return start;
}

/**
 * `count` labels in numbering order (the first is seat or row 1's): from `start`, `step` apart — twice that
 * when only odd or only even numbers are used, so "odd" from 1 reads 1, 3, 5 — passing over the labels in
 * `skip` (the "13" some halls leave out). Letters count from 1 (A); a start of 0 begins at A too.
 */
export function labelSequence(numbering: Numbering, count: number): string[] {
  const scheme = numbering.scheme ?? DEFAULT_NUMBERING.scheme;
  const parity = numbering.parity ?? DEFAULT_NUMBERING.parity;
  const step = (numbering.step ?? DEFAULT_NUMBERING.step) * (parity === 'all' ? 1 : 2);
  const lowest = scheme === 'numbers' ? 0 : 1;
  const skip = new Set(numbering.skip ?? []);
  const labels: string[] = [];
  for (
    let position = firstOfParity(Math.max(lowest, numbering.start ?? DEFAULT_NUMBERING.start), parity);
    labels.length < count;
    position += step
  ) {
    const label = schemeLabel(position, scheme);
    if (!skip.has(label)) labels.push(label);
  }
  return labels;
}

/** Labels for items in drawing order (left to right): right to left numbering gives the rightmost the first. */
export function labelsInDrawingOrder(numbering: Numbering, count: number): string[] {
  const labels = labelSequence(numbering, count);
  return (numbering.direction ?? DEFAULT_NUMBERING.direction) === 'rtl' ? labels.reverse() : labels;
}

/** Relabels the chosen items (all when `chosen` is absent), in their order, keeping the others and every object
 * whose label does not change (so an unchanged row keeps its identity for the history's structural sharing).
 * */
function relabel<T extends { label: string }>(
  items: readonly T[],
  numbering: Numbering,
  chosen: ((item: T) => boolean) | undefined,
): T[] {
  const targets = chosen ? items.filter(chosen) : items;
  const labels = labelsInDrawingOrder(numbering, targets.length);
  const next = new Map(targets.map((item, i) => [item, labels[i] as string]));
  return items.map((item) => {
    const label = next.get(item);
    return label === undefined || label === item.label ? item : { ...item, label };
  });
}

/**
 * The row's seats renumbered (seats are in drawing order, left to right). A whole row keeps the settings in
 * its layout, for the next time; a selection of its seats (a part renumbered by hand) does not, as they no
 * longer describe the row.
 */
export function numberSeats<R extends PlanRow>(
  row: R,
  numbering: Numbering,
  chosen?: (seat: R['seats'][number]) => boolean,
): R {
  const seats = relabel(row.seats, numbering, chosen);
  const layout = !chosen && row.layout ? { ...row.layout, numbering } : row.layout;
  return { ...row, seats, ...(layout ? { layout } : {}) };
}

/** The section's rows relabelled, front to back (their order in the section), all or the chosen ones. */
export function numberRows<S extends PlanSection>(
  section: S,
  numbering: Numbering,
  chosen?: (row: S['rows'][number]) => boolean,
): S {
  const rows = relabel(section.rows, numbering, chosen);
  const layout = !chosen && section.layout ? { ...section.layout, row_numbering: numbering } : section.layout;
  return { ...section, rows, ...(layout ? { layout } : {}) };
}

/** The indexes of labels already seen earlier in the list: each repeat is reported once, at the later item. */
export function repeatedIndexes(labels: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  labels.forEach((label, index) => {
    if (seen.has(label)) repeats.push(index);
    seen.add(label);
  });
  return repeats;
}

export type DuplicateLabel =
  | { kind: 'row'; rowIndex: number; key: string; label: string }
  | { kind: 'seat'; rowIndex: number; seatIndex: number; key: string; label: string };

/** Row labels that repeat in the section and seat labels that repeat in a row, as publishing reports them. */
export function duplicateLabels(section: PlanSection): DuplicateLabel[] {
  const rows: DuplicateLabel[] = repeatedIndexes(section.rows.map((row) => row.label)).map((rowIndex) => {
    const row = section.rows[rowIndex] as PlanRow;
    return { kind: 'row', rowIndex, key: row.key, label: row.label };
  });
  const seats = section.rows.flatMap((row, rowIndex) =>
    repeatedIndexes(row.seats.map((seat) => seat.label)).map((seatIndex): DuplicateLabel => {
      const seat = row.seats[seatIndex] as PlanRow['seats'][number];
      return { kind: 'seat', rowIndex, seatIndex, key: seat.key, label: seat.label };
    }),
  );
  return [...rows, ...seats];
}
