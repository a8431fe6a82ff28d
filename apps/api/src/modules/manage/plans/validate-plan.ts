// Owns what a plan document must be to be published (docs/api.md "Plan document"): every problem found, each keyed by its
// path in the document (`sections.0.rows.3.seats.12.x`, for the order and for tools) and worded for a person in the
// request's language with the names of the section, row, seat, zone or category ("Stalls, row 1: seat 2 appears
// twice"), never a path or a key the person did not write, so the editor can fix them all in one pass; beside the
// words, each problem carries the key it is about (the 400's `keys`: field → key), for tools. Pure: no
// database; the document's structure is already checked by its zod schema.
//
// Overlap: two seats whose centres are closer than PLAN_LIMITS.minSeatDistance plan units. Seats go into a grid of
// cells that size, so each seat is compared with the seats of its own and the eight neighbouring cells only — linear
// in the number of seats, not quadratic (10,000 seats in a few milliseconds).
import { pickLocalized, type TLocale } from '@afisha/contracts';
import { PLAN_LIMITS, type TPlanDocument } from '@afisha/contracts/manage/plans';
import { createTranslator } from '../../../i18n/translate.ts';
import type { FieldIssue } from '../../../lib/app-error.ts';

const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** A seat's place, for messages: its section's name in the request's language, the row and seat labels. */
type Where = { section: string; row: string; seat: string };

type Named = Partial<Record<TLocale, string>>;

export function validatePlan(plan: TPlanDocument, locale: TLocale = 'ru'): FieldIssue[] {
  const t = createTranslator(locale);
  /** A name in the request's language, else along its fallback chain, else the key the file gave. */
  const nameOf = (name: Named, key: string) => pickLocalized(name, locale) || key;
  const seatPlace = (where: Where) => t('plan.place_seat', where);
  const problems: FieldIssue[] = [];
  const categories = new Set<string>();
  /** Each key's first owner, in words. */
  const keys = new Map<string, string>();
  /** Keys are unique in the whole document: a seat key matches the next version's seat whatever moved around it. */
  const uniqueKey = (key: string, field: string, owner: string) => {
    const first = keys.get(key);
    if (first !== undefined) {
      problems.push({
        field,
        code: 'unique',
        message: 'field.plan_duplicate_key',
        params: { key, where: owner, first },
        key,
      });
    } else keys.set(key, owner);
  };

  for (const [index, category] of plan.categories.entries()) {
    const name = nameOf(category.name, category.key);
    uniqueKey(category.key, `categories.${index}.key`, t('plan.place_category', { name }));
    categories.add(category.key);
    if (!COLOR.test(category.color)) {
      problems.push({
        field: `categories.${index}.color`,
        code: 'invalid',
        message: 'field.plan_color',
        params: { category: name, color: category.color.slice(0, 20) },
        key: category.key,
      });
    }
  }

  const category = (value: string | undefined, field: string, where: string, key: string) => {
    if (value === undefined || value === '') {
      problems.push({
        field,
        code: 'required',
        message: 'field.plan_category_missing',
        params: { where },
        key,
      });
    } else if (!categories.has(value)) {
      problems.push({
        field,
        code: 'does_not_exist',
        message: 'field.plan_category_unknown',
        params: { where, category: value },
        key,
      });
    }
  };

  let seatCount = 0;
  const grid = new SeatGrid(PLAN_LIMITS.minSeatDistance);
  for (const [s, section] of plan.sections.entries()) {
    const sectionField = `sections.${s}`;
    const sectionName = nameOf(section.name, section.key);
    uniqueKey(section.key, `${sectionField}.key`, t('plan.place_section', { name: sectionName }));
    if (section.rows.length === 0) {
      problems.push({
        field: `${sectionField}.rows`,
        code: 'required',
        message: 'field.plan_section_empty',
        params: { section: sectionName },
        key: section.key,
      });
    }
    const rowLabels = new Set<string>();
    for (const [r, row] of section.rows.entries()) {
      const rowField = `${sectionField}.rows.${r}`;
      if (rowLabels.has(row.label)) {
        // Its key repeats too when the key was made from the label (a CSV): the label says it for a person.
        problems.push({
          field: `${rowField}.label`,
          code: 'unique',
          message: 'field.plan_duplicate_row',
          params: { section: sectionName, row: row.label },
          key: row.key,
        });
      } else {
        uniqueKey(row.key, `${rowField}.key`, t('plan.place_row', { section: sectionName, row: row.label }));
      }
      rowLabels.add(row.label);
      if (row.seats.length === 0) {
        problems.push({
          field: `${rowField}.seats`,
          code: 'required',
          message: 'field.plan_row_empty',
          params: { section: sectionName, row: row.label },
          key: row.key,
        });
      }
      const seatLabels = new Set<string>();
      for (const [n, seat] of row.seats.entries()) {
        seatCount++;
        const field = `${rowField}.seats.${n}`;
        const where: Where = { section: sectionName, row: row.label, seat: seat.label };
        if (seatLabels.has(seat.label)) {
          problems.push({
            field: `${field}.label`,
            code: 'unique',
            message: 'field.plan_duplicate_seat',
            params: where,
            key: seat.key,
          });
        } else {
          uniqueKey(seat.key, `${field}.key`, seatPlace(where));
        }
        seatLabels.add(seat.label);
        if (seat.x < 0 || seat.x > plan.width) {
          problems.push({
            field: `${field}.x`,
            code: 'invalid',
            message: 'field.plan_seat_outside',
            params: where,
            key: seat.key,
          });
        }
        if (seat.y < 0 || seat.y > plan.height) {
          problems.push({
            field: `${field}.y`,
            code: 'invalid',
            message: 'field.plan_seat_outside',
            params: where,
            key: seat.key,
          });
        }
        category(seat.category, `${field}.category`, seatPlace(where), seat.key);
        const other = grid.add(seat.x, seat.y, where);
        if (other) {
          problems.push({
            field,
            code: 'invalid',
            message: 'field.plan_seat_overlap',
            params: { ...where, other: seatPlace(other), distance: PLAN_LIMITS.minSeatDistance },
            key: seat.key,
          });
        }
      }
    }
  }

  for (const [z, zone] of plan.zones.entries()) {
    const field = `zones.${z}`;
    const zoneName = nameOf(zone.name, zone.key);
    const zonePlace = t('plan.place_zone', { name: zoneName });
    uniqueKey(zone.key, `${field}.key`, zonePlace);
    category(zone.category, `${field}.category`, zonePlace, zone.key);
    if (zone.capacity <= 0) {
      problems.push({
        field: `${field}.capacity`,
        code: 'min_value',
        message: 'field.plan_zone_capacity',
        params: { zone: zoneName, min: 1 },
        key: zone.key,
      });
    }
  }

  if (seatCount > PLAN_LIMITS.seats) {
    problems.push({
      field: 'sections',
      code: 'max_length',
      message: 'field.plan_too_many_seats',
      params: { max: PLAN_LIMITS.seats, count: seatCount },
    });
  }
  if (seatCount === 0 && plan.zones.length === 0) {
    problems.push({ field: 'sections', code: 'required', message: 'field.plan_nothing_to_sell' });
  }
  return problems;
}

/** A spatial hash: cells of the minimum distance, so a seat's neighbours within it are in the 3×3 cells around. */
class SeatGrid {
  private readonly cells = new Map<string, { x: number; y: number; where: Where }[]>();

  constructor(private readonly distance: number) {}

  /** Adds a seat; answers the first seat already there closer than the distance, if any. */
  add(x: number, y: number, where: Where): Where | undefined {
    const cx = Math.floor(x / this.distance);
    const cy = Math.floor(y / this.distance);
    let found: Where | undefined;
    for (let dx = -1; dx <= 1 && !found; dx++) {
      for (let dy = -1; dy <= 1 && !found; dy++) {
        for (const seat of this.cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          if (Math.hypot(seat.x - x, seat.y - y) < this.distance) {
            found = seat.where;
            break;
          }
        }
      }
    }
    const key = `${cx}:${cy}`;
    const cell = this.cells.get(key);
    if (cell) cell.push({ x, y, where });
    else this.cells.set(key, [{ x, y, where }]);
    return found;
  }
}
