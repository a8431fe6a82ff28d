// Owns the accessible names of the designer's canvas: each seat said as the buyer will read it (the
// storefront's own place wording, SeatLabelTexts of features/seat-map/seat-label.ts: "Партер, ряд 5, место
// 12"), and a row or a section summed up for a screen reader ("Партер, ряд 3: 24 места, 1–24"), where a
// sighted person sees the shape. The words come from the message catalogues (passed in as `texts`, plurals
// theirs); this module picks the values.
import { pickLocalized } from '@afisha/contracts';
import type { SeatLabelTexts } from '@/features/seat-map/seat-label';
import type { PlanRow, PlanSeat, PlanSection } from './plan-types.ts';

export type DescribeTexts = Pick<SeatLabelTexts, 'place' | 'flag'> & {
  /** "{section}, ряд {row}: {count, plural, …} {range}" → "Партер, ряд 3: 24 места, 1–24" */
  row: (values: { section: string; row: string; count: number; range: string }) => string;
  /** "{section}: {rows} рядов, {count} мест" */
  section: (values: { section: string; rows: number; count: number }) => string;
};

/** The section's name in the editor's language, along its fallbacks, else its key (a draft may lack a name). */
export const sectionName = (section: Pick<PlanSection, 'name' | 'key'>, locale: string) =>
  pickLocalized(section.name, locale) || section.key;

/**
 * A seat as the buyer reads it, with its flags after its place as the storefront says them ("…, место 12
 * (место для зрителя на коляске)").
 */
export function describeSeat(
  section: Pick<PlanSection, 'name' | 'key'>,
  row: Pick<PlanRow, 'label'>,
  seat: PlanSeat,
  texts: DescribeTexts,
  locale: string,
): string {
  const place = texts.place({ section: sectionName(section, locale), row: row.label, seat: seat.label });
  return seat.flags?.length ? `${place} (${seat.flags.map(texts.flag).join(', ')})` : place;
}

/** En dash between the first and last seat, as printed ranges are written. */
const RANGE_DASH = '–';

/**
 * The seats' labels as a range: numbers from lowest to highest ("1–24", "1–19" for an odd side), else the
 * first and last in drawing order ("А–Г"); one label alone; nothing for no seats.
 */
export function labelRange(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  const numbers = labels.map(Number);
  if (numbers.every(Number.isInteger)) return `${Math.min(...numbers)}${RANGE_DASH}${Math.max(...numbers)}`;
  return `${labels[0]}${RANGE_DASH}${labels.at(-1)}`;
}

export function describeRow(
  section: Pick<PlanSection, 'name' | 'key'>,
  row: PlanRow,
  texts: DescribeTexts,
  locale: string,
): string {
  return texts.row({
    section: sectionName(section, locale),
    row: row.label,
    count: row.seats.length,
    range: labelRange(row.seats.map((seat) => seat.label)),
  });
}

export function describeSection(section: PlanSection, texts: DescribeTexts, locale: string): string {
  return texts.section({
    section: sectionName(section, locale),
    rows: section.rows.length,
    count: section.rows.reduce((sum, row) => sum + row.seats.length, 0),
  });
}
