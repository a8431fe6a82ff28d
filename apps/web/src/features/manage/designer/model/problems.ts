// Owns the problems the editor shows as one draws: the publish rules of the API's validate-plan
// (apps/api/src/modules/manage/plans/validate-plan.ts) checked here, in the same order and with the same
// field paths (`sections.0.rows.3.seats.12.x`), so what the editor lists is what publishing would refuse.
// Each problem is a code (the message catalogue's `field.<code>`, the API's own words) with parameters, the
// key it is about, the editor's id of it (to select it) and its place; no text here — the words come from the
// catalogues.
//
// Fast enough to run after every step: one pass over the plan, sets for uniqueness, and overlaps through a
// grid of cells PLAN_LIMITS.minSeatDistance wide, so each seat is compared with the few seats of the 3×3
// cells around it — linear in the seats, not quadratic (see the timing in problems.test.ts).
import { PLAN_LIMITS } from '@afisha/contracts/manage/plans';
import type { ElementId } from './editor-document.ts';
import { repeatedIndexes } from './numbering.ts';
import type { PlanDocument } from './plan-types.ts';

export type ProblemCode =
  | 'plan_duplicate_key'
  | 'plan_color'
  | 'plan_category_missing'
  | 'plan_category_unknown'
  | 'plan_section_empty'
  | 'plan_duplicate_row'
  | 'plan_row_empty'
  | 'plan_duplicate_seat'
  | 'plan_seat_outside'
  | 'plan_seat_overlap'
  | 'plan_zone_capacity'
  | 'plan_too_many_seats'
  | 'plan_too_many_zones'
  | 'plan_nothing_to_sell';

/** Where a problem is: the keys of its section and zone or category, the labels of its row and seat. */
export type ProblemPlace = {
  category?: string;
  section?: string;
  row?: string;
  seat?: string;
  zone?: string;
};

export type Problem = {
  code: ProblemCode;
  /** The document path, as the API's 400 names it. */
  field: string;
  /** The key of what the problem is about (absent for the plan as a whole). */
  key?: string;
  /** The editor's id of it, when checking the editor's document. */
  id?: ElementId;
  place: ProblemPlace;
  params: Record<string, string | number>;
};

const COLOR = /^#[0-9A-Fa-f]{6}$/;
/** Offsets keeping grid cells' coordinates positive in one number key: a plan is at most ±100,000 units. */
const GRID_SPAN = (2 * PLAN_LIMITS.size) / PLAN_LIMITS.minSeatDistance + 4;

const idOf = (item: object): ElementId | undefined => (item as { id?: ElementId }).id;

/** A seat in the grid: its position and what names it (its place is made only for a seat found too close). */
type GridSeat = { x: number; y: number; section: string; row: string; seat: string };
const MIN_DISTANCE_SQUARED = PLAN_LIMITS.minSeatDistance ** 2;

/** Seats by the cell of the minimum distance they are in: a seat's too-close neighbours are in the 3×3 around. */
class SeatGrid {
  private readonly cells = new Map<number, GridSeat[]>();

  /** Adds a seat; answers the first seat already there closer than the minimum distance, if any. */
  add(seat: GridSeat): GridSeat | undefined {
    const cx = Math.floor(seat.x / PLAN_LIMITS.minSeatDistance);
    const cy = Math.floor(seat.y / PLAN_LIMITS.minSeatDistance);
    const key = cellKey(cx, cy);
    const found = this.near(seat, key);
    const cell = this.cells.get(key);
    if (cell) cell.push(seat);
    else this.cells.set(key, [seat]);
    return found;
  }

  /** Plain loops, no callbacks: this runs for every seat of the plan after every step. */
  private near(seat: GridSeat, key: number): GridSeat | undefined {
    for (let dx = -GRID_SPAN; dx <= GRID_SPAN; dx += GRID_SPAN) {
      for (let dy = -1; dy <= 1; dy++) {
        const cell = this.cells.get(key + dx + dy);
        if (!cell) continue;
        for (const other of cell) {
          const ox = other.x - seat.x;
          const oy = other.y - seat.y;
          if (ox * ox + oy * oy < MIN_DISTANCE_SQUARED) return other;
        }
      }
    }
    return undefined;
  }
}

const cellKey = (cx: number, cy: number) => (cx + GRID_SPAN / 2) * GRID_SPAN + (cy + GRID_SPAN / 2);

/**
 * Every problem publishing would list, in its order. Takes the plan document or the editor's (whose items
 * carry an id, which each problem then names). The seat loop allocates nothing but the grid's entry unless it
 * finds a problem: a problem's field and place are built only then.
 */
export function planProblems(plan: PlanDocument): Problem[] {
  const problems: Problem[] = [];
  const add = (problem: Omit<Problem, 'id'>, item?: object) => {
    const id = item && idOf(item);
    problems.push(id ? { ...problem, id } : problem);
  };
  /** Keys are unique in the whole document: a seat key matches the next version's seat wherever it moved. */
  const keys = new Set<string>();
  /** True the first time a key is seen; a repeat is a problem at the later item. */
  const firstUse = (key: string) => !keys.has(key) && !!keys.add(key);
  const categories = new Set<string>();
  /** What is wrong with a seat's or zone's category, if anything: none given, or one the plan lacks. */
  const categoryProblem = (value: string | undefined): [ProblemCode, Problem['params']] | undefined => {
    if (value === undefined || value === '') return ['plan_category_missing', {}];
    return categories.has(value) ? undefined : ['plan_category_unknown', { category: value }];
  };

  for (const [index, category] of plan.categories.entries()) {
    const about = { key: category.key, place: { category: category.key } };
    if (!firstUse(category.key)) {
      add(
        {
          ...about,
          code: 'plan_duplicate_key',
          field: `categories.${index}.key`,
          params: { key: category.key },
        },
        category,
      );
    }
    categories.add(category.key);
    if (!COLOR.test(category.color)) {
      const params = { color: category.color.slice(0, 20) };
      add({ ...about, code: 'plan_color', field: `categories.${index}.color`, params });
    }
  }

  let seatCount = 0;
  const grid = new SeatGrid();
  for (const [s, section] of plan.sections.entries()) {
    const sectionField = `sections.${s}`;
    const sectionAbout = { key: section.key, place: { section: section.key } };
    if (!firstUse(section.key)) {
      add(
        {
          ...sectionAbout,
          code: 'plan_duplicate_key',
          field: `${sectionField}.key`,
          params: { key: section.key },
        },
        section,
      );
    }
    if (section.rows.length === 0) {
      add(
        { ...sectionAbout, code: 'plan_section_empty', field: `${sectionField}.rows`, params: {} },
        section,
      );
    }
    const repeatedRows = new Set(repeatedIndexes(section.rows.map((row) => row.label)));
    for (const [r, row] of section.rows.entries()) {
      const rowField = `${sectionField}.rows.${r}`;
      const rowAbout = { key: row.key, place: { section: section.key, row: row.label } };
      // A repeated label is said once, as the label (its key often repeats too, having been made from it).
      if (repeatedRows.has(r)) {
        add({ ...rowAbout, code: 'plan_duplicate_row', field: `${rowField}.label`, params: {} }, row);
      } else if (!firstUse(row.key)) {
        add(
          { ...rowAbout, code: 'plan_duplicate_key', field: `${rowField}.key`, params: { key: row.key } },
          row,
        );
      }
      if (row.seats.length === 0) {
        add({ ...rowAbout, code: 'plan_row_empty', field: `${rowField}.seats`, params: {} }, row);
      }
      const repeatedSeats = new Set(repeatedIndexes(row.seats.map((seat) => seat.label)));
      const seatProblem = (n: number, code: ProblemCode, suffix: string, params: Problem['params'] = {}) => {
        const seat = row.seats[n] as (typeof row.seats)[number];
        const place = { ...rowAbout.place, seat: seat.label };
        add({ code, field: `${rowField}.seats.${n}${suffix}`, key: seat.key, place, params }, seat);
      };
      for (let n = 0; n < row.seats.length; n++) {
        const seat = row.seats[n] as (typeof row.seats)[number];
        seatCount++;
        if (repeatedSeats.has(n)) seatProblem(n, 'plan_duplicate_seat', '.label');
        else if (!firstUse(seat.key)) seatProblem(n, 'plan_duplicate_key', '.key', { key: seat.key });
        if (seat.x < 0 || seat.x > plan.width) seatProblem(n, 'plan_seat_outside', '.x');
        if (seat.y < 0 || seat.y > plan.height) seatProblem(n, 'plan_seat_outside', '.y');
        const wrongCategory = categoryProblem(seat.category);
        if (wrongCategory) seatProblem(n, wrongCategory[0], '.category', wrongCategory[1]);
        const other = grid.add({
          x: seat.x,
          y: seat.y,
          section: section.key,
          row: row.label,
          seat: seat.label,
        });
        if (other) {
          seatProblem(n, 'plan_seat_overlap', '', {
            other_section: other.section,
            other_row: other.row,
            other_seat: other.seat,
            distance: PLAN_LIMITS.minSeatDistance,
          });
        }
      }
    }
  }

  for (const [z, zone] of plan.zones.entries()) {
    const field = `zones.${z}`;
    const about = { key: zone.key, place: { zone: zone.key } };
    if (!firstUse(zone.key))
      add({ ...about, code: 'plan_duplicate_key', field: `${field}.key`, params: { key: zone.key } }, zone);
    const wrongCategory = categoryProblem(zone.category);
    if (wrongCategory) {
      add({ ...about, code: wrongCategory[0], field: `${field}.category`, params: wrongCategory[1] }, zone);
    }
    if (zone.capacity <= 0) {
      add({ ...about, code: 'plan_zone_capacity', field: `${field}.capacity`, params: { min: 1 } }, zone);
    }
  }

  if (seatCount > PLAN_LIMITS.seats) {
    const params = { max: PLAN_LIMITS.seats, count: seatCount };
    add({ code: 'plan_too_many_seats', field: 'sections', place: {}, params });
  }
  if (plan.zones.length > PLAN_LIMITS.zones) {
    const params = { max: PLAN_LIMITS.zones, count: plan.zones.length };
    add({ code: 'plan_too_many_zones', field: 'zones', place: {}, params });
  }
  if (seatCount === 0 && plan.zones.length === 0) {
    add({ code: 'plan_nothing_to_sell', field: 'sections', place: {}, params: {} });
  }
  return problems;
}

/** The problems grouped by the id of what they are about, for marking things on the canvas. */
export function problemsById(problems: readonly Problem[]): Map<ElementId, Problem[]> {
  const byId = new Map<ElementId, Problem[]>();
  for (const problem of problems) {
    if (!problem.id) continue;
    const list = byId.get(problem.id);
    if (list) list.push(problem);
    else byId.set(problem.id, [problem]);
  }
  return byId;
}
