// Owns where a row's seats are, from the row's `layout` — so a row stays a row: it is moved, turned, bent and
// re-spaced as one, and opened again later as the same row (docs/api.md "Plan document": the layout is the
// designer's only; every other reader draws the seats' own x, y, which this module computes).
//
// The layout, precisely (stored in documents, so these meanings must not change):
// - `origin`: the first seat's centre (the row's left end as drawn; numbering decides which end is seat 1).
// - `angle`: degrees clockwise (y down) of the chord from the first seat to the last; 0 runs left to right.
// - `spacing`: the distance between neighbouring seats' centres, measured ALONG the row (along the arc when
//   bent).
// - `curve`: the bend, a signed fraction: the sagitta (the arc's greatest distance from its chord) divided by
//   the chord's length. 0 straight; 0.5 a half circle; positive bows the middle of the row to the right of
//   the direction of travel — with angle 0, towards larger y, away from a stage at the top: the usual theatre
//   row, whose ends come round towards the stage. A fraction rather than pixels so the shape (the arc's
//   central angle, 4·atan(2·curve)) does not change when seats are added or the spacing changes.
import {
  distance,
  normalizeAngle,
  type Point,
  rotatePoint,
  roundPoint,
  roundTo,
  toDegrees,
} from './geometry.ts';
import type { RowLayout, SectionLayout } from './plan-types.ts';

/** A seat is drawn ~14 units wide (PLAN_LIMITS.minSeatDistance is 10): 20 leaves an aisle-less row readable. */
export const DEFAULT_SEAT_SPACING = 20;
/** Rows of a block, front to back, unless told otherwise: a seat and a knee's room. */
export const DEFAULT_ROW_SPACING = 24;
/**
 * The spacing is stored finer than positions: it is multiplied along the row, so a 0.05 error on it would put
 * the 40th seat 2 units off its end. 0.001 keeps a 1,000-seat row within a unit.
 */
export const SPACING_PRECISION = 0.001;
/** The curve is stored to this precision: 0.0001 of the chord is a tenth of a unit on a 1,000-unit row. */
export const CURVE_PRECISION = 0.0001;
const FULL_TURN = 2 * Math.PI;
/** Below this central angle (radians) a bend is drawn straight: the arc and its chord differ by < 0.01 unit. */
const STRAIGHT_ANGLE = 1e-9;

/** The arc's central angle for a curve (radians, unsigned): sagitta/chord = tan(θ/4)/2. */
export const centralAngle = (curve: number) => 4 * Math.atan(2 * Math.abs(curve));

/** Arc length over chord length for a curve: θ/2 ÷ sin(θ/2); 1 when straight. */
function arcOverChord(curve: number): number {
  const theta = centralAngle(curve);
  return theta < STRAIGHT_ANGLE ? 1 : theta / 2 / Math.sin(theta / 2);
}

/** An arc's chord and sagitta (its greatest distance from the chord) from its radius and central angle. */
function arc(radius: number, theta: number) {
  return { radius, chord: 2 * radius * Math.sin(theta / 2), sagitta: radius * (1 - Math.cos(theta / 2)) };
}

/** The arc of a row of `length` (first to last seat, along it) bent by `curve`, in the row's own frame. */
const arcOf = (length: number, curve: number) => arc(length / centralAngle(curve), centralAngle(curve));

/** The seats' centres, first to last, unrounded, in the row's own frame (first seat at 0,0, chord along +x). */
function localPositions(count: number, spacing: number, curve: number): Point[] {
  const length = spacing * Math.max(0, count - 1);
  const theta = centralAngle(curve);
  if (theta < STRAIGHT_ANGLE || length === 0) {
    return Array.from({ length: count }, (_, i) => ({ x: i * spacing, y: 0 }));
  }
  const { radius, chord, sagitta } = arcOf(length, curve);
  const side = Math.sign(curve);
  return Array.from({ length: count }, (_, i) => {
    // The angle from the circle's centre, 0 at the row's middle: equal steps of arc, so equal spacing along
    // it.
    const alpha = (i * spacing) / radius - theta / 2;
    return {
      x: chord / 2 + radius * Math.sin(alpha),
      y: side * (sagitta - radius * (1 - Math.cos(alpha))),
    };
  });
}

/** The centres of a row's `count` seats, first to last, rounded to the stored precision. */
export function rowSeatPositions(layout: RowLayout, count: number): Point[] {
  const { origin, angle = 0, spacing = DEFAULT_SEAT_SPACING, curve = 0 } = layout;
  return localPositions(count, spacing, curve).map((local) =>
    roundPoint(rotatePoint({ x: origin.x + local.x, y: origin.y + local.y }, origin, angle)),
  );
}

/** The last seat's centre (the row's right end as drawn), unrounded. */
export function rowEnd(layout: RowLayout, count: number): Point {
  const { spacing = DEFAULT_SEAT_SPACING, curve = 0, angle = 0, origin } = layout;
  const chord = (spacing * Math.max(0, count - 1)) / arcOverChord(curve);
  return rotatePoint({ x: origin.x + chord, y: origin.y }, origin, angle);
}

/** A row of `count` seats from its first seat's centre to its last's (both fixed), bent by `curve`. */
export function layoutFromEnds(start: Point, end: Point, count: number, curve = 0): RowLayout {
  const chord = distance(start, end);
  const spacing = count > 1 ? (chord * arcOverChord(curve)) / (count - 1) : 0;
  return {
    origin: roundPoint(start),
    angle: normalizeAngle(toDegrees(Math.atan2(end.y - start.y, end.x - start.x))),
    spacing: roundTo(spacing, SPACING_PRECISION),
    curve: roundTo(curve, CURVE_PRECISION),
  };
}

/** A row from its first seat, the spacing and the direction (a row typed in: "24 seats, 20 apart"). */
export function layoutFromSpacing(
  origin: Point,
  spacing = DEFAULT_SEAT_SPACING,
  angle = 0,
  curve = 0,
): RowLayout {
  return {
    origin: roundPoint(origin),
    angle: normalizeAngle(angle),
    spacing: roundTo(spacing, SPACING_PRECISION),
    curve: roundTo(curve, CURVE_PRECISION),
  };
}

/**
 * The row bent to `curve`, its two ends staying where they are (the way one traces a curved row between its
 * end seats on the hall's drawing); the spacing grows or shrinks so the seats stay equally spaced along the
 * new arc.
 */
export function bendRow(layout: RowLayout, count: number, curve: number): RowLayout {
  if (count < 2) return { ...layout, curve: roundTo(curve, CURVE_PRECISION) };
  return { ...layout, ...layoutFromEnds(layout.origin, rowEnd(layout, count), count, curve) };
}

/** The row turned by `degrees` clockwise about `centre` (its own first seat when not given). */
export function rotateRowLayout<L extends RowLayout>(layout: L, degrees: number, centre?: Point): L {
  return {
    ...layout,
    origin: roundPoint(rotatePoint(layout.origin, centre ?? layout.origin, degrees)),
    angle: normalizeAngle((layout.angle ?? 0) + degrees),
  };
}

/** The row with its first seat where it was and its seats `spacing` apart along it. */
export function respaceRow(layout: RowLayout, spacing: number): RowLayout {
  return { ...layout, spacing: roundTo(spacing, SPACING_PRECISION) };
}

export function translateLayout<L extends RowLayout>(layout: L, by: Point): L {
  return { ...layout, origin: roundPoint({ x: layout.origin.x + by.x, y: layout.origin.y + by.y }) };
}

/**
 * Each row's own layout in a block (`rows` × `seats_per_row`), so each can be edited alone afterwards; rows
 * are `row_spacing` apart, behind one another (to the right of the rows' direction: towards larger y with
 * angle 0).
 * - Straight (curve 0): the same row moved back by `r · row_spacing`.
 * - Bent: concentric, as a theatre's rows are — every row an arc about the first row's centre, its radius
 *   `row_spacing` larger (or smaller, for a negative curve) per row, with the same seats at the same spacing,
 *   centred on the block's middle line; a row behind is thus bent a little less (its own `curve`). A row
 *   whose circle would be too small to hold it (a negative curve, many rows) is laid straight.
 * - `stagger` (plan units, along the row): the rows at an odd position (the 2nd, 4th, …) move on by that
 *   much, so their seats sit between the seats in front (stagger = spacing / 2: half a seat).
 */
export function blockRowLayouts(block: SectionLayout): RowLayout[] {
  const { rows = 0, row_spacing = DEFAULT_ROW_SPACING, stagger = 0, origin, angle = 0 } = block;
  const spacing = block.spacing ?? DEFAULT_SEAT_SPACING;
  const curve = block.curve ?? 0;
  const count = block.seats_per_row ?? 0;
  const length = spacing * Math.max(0, count - 1);
  const base = { angle, spacing, ...(block.numbering ? { numbering: block.numbering } : {}) };
  const bent = centralAngle(curve) >= STRAIGHT_ANGLE && length > 0;
  const side = Math.sign(curve);
  const first = bent ? arcOf(length, curve) : undefined;
  /** In the block's frame (first seat of the first row at 0,0; rows along +x), then placed and turned. */
  const place = (local: Point) =>
    roundPoint(rotatePoint({ x: origin.x + local.x, y: origin.y + local.y }, origin, angle));
  return Array.from({ length: rows }, (_, r) => {
    const shift = r % 2 === 1 ? stagger : 0;
    const radius = first ? first.radius + side * r * row_spacing : 0;
    // A circle too small to hold the row (its arc would close on itself) cannot carry it: that row is laid
    // straight.
    if (!first || radius * FULL_TURN <= length) {
      return { ...base, origin: place({ x: shift, y: r * row_spacing }), curve: first ? 0 : curve };
    }
    // The circles' centre, in the block's frame: `radius` from the middle of the first row, on the inner
    // side.
    const centre = { x: first.chord / 2, y: side * (first.sagitta - first.radius) };
    const { chord, sagitta } = arc(radius, length / radius);
    const ownCurve = roundTo(side * (sagitta / chord), CURVE_PRECISION);
    const start = { x: centre.x - chord / 2, y: centre.y + side * (radius - sagitta) };
    // Moving on along the arc is turning about the centre: clockwise for a row bent towards the stage.
    const turn = -side * toDegrees(shift / radius);
    const turned = rotatePoint(start, centre, turn);
    return { ...base, origin: place(turned), angle: normalizeAngle(angle + turn), curve: ownCurve };
  });
}
