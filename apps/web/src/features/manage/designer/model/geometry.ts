// Owns the plane the designer draws on: points, boxes, turning and rounding. Plan units are screen pixels at
// scale 1, y pointing down (the stage at the top); angles are degrees clockwise, as the plan document stores
// them.

export type Point = { readonly x: number; readonly y: number };
export type Box = {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
};

/**
 * Positions are stored to a tenth of a unit: finer than anyone can see or click (a seat is ~14 units), and it
 * keeps the document small and a saved plan byte-for-byte the same when nothing moved (no 100.00000000000001
 * drift).
 */
export const POSITION_PRECISION = 0.1;
/** Angles to a hundredth of a degree: at 100,000 units from the origin that is ~17 units, below a seat. */
export const ANGLE_PRECISION = 0.01;

const DEGREES_PER_RADIAN = 180 / Math.PI;
const FULL_TURN_DEGREES = 360;

export function roundTo(value: number, precision: number): number {
  const rounded = Math.round(value / precision) * precision;
  // Two steps: the division leaves binary noise (0.30000000000000004) that JSON would store.
  const decimals = Math.max(0, -Math.floor(Math.log10(precision)));
  const clean = Number(rounded.toFixed(decimals));
  return Object.is(clean, -0) ? 0 : clean;
}

export const roundPosition = (value: number) => roundTo(value, POSITION_PRECISION);
export const roundPoint = (point: Point): Point => ({ x: roundPosition(point.x), y: roundPosition(point.y) });

export const toRadians = (degrees: number) => degrees / DEGREES_PER_RADIAN;
export const toDegrees = (radians: number) => radians * DEGREES_PER_RADIAN;

/** An angle brought into (-360, 360), the range the document accepts, rounded. */
export function normalizeAngle(degrees: number): number {
  return roundTo(degrees % FULL_TURN_DEGREES, ANGLE_PRECISION);
}

/** `point` turned by `degrees` clockwise (y down) about `centre`. */
export function rotatePoint(point: Point, centre: Point, degrees: number): Point {
  const radians = toRadians(degrees);
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}

export const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

export function boundingBox(points: Iterable<Point>): Box | undefined {
  let box: { left: number; top: number; right: number; bottom: number } | undefined;
  for (const { x, y } of points) {
    if (!box) box = { left: x, top: y, right: x, bottom: y };
    else {
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

export const boxCentre = (box: Box): Point => ({
  x: (box.left + box.right) / 2,
  y: (box.top + box.bottom) / 2,
});

/** A box from two corners in any order (a rubber band dragged either way). */
export function boxFromCorners(a: Point, b: Point): Box {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    right: Math.max(a.x, b.x),
    bottom: Math.max(a.y, b.y),
  };
}

export const inBox = (point: Point, box: Box) =>
  point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;

/** Even-odd ray casting: a lasso drawn by hand may cross itself, and this still gives a sensible inside. */
export function inPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}
