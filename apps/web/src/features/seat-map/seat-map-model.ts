// Owns the drawing model of a hall plan (GET /events/{id}/places/plan): every seat with its section, row, number,
// colour and price looked up once; where the row numbers and section names go; where the stage is drawn (above the
// seats: the plan puts the stage at the top, at small y, but does not send its shape); the box that fits it all; and
// the seat size, from the spacing of neighbouring seats. A plan that draws its own stage and decorations (`shapes`:
// boxes turned by `rotation` about their middle, polygons, lines) has them drawn as given; zones are rectangles,
// ellipses (both may be turned) or polygons. Pure: the components draw it, the keyboard walks it.
import type { TPlaceShape, TPlacesPlan, TPlaceZone, TPriceCategory, TSeatFlag } from '@afisha/contracts';

export type MapSeat = {
  id: number;
  x: number;
  y: number;
  /** The seat number as printed on the ticket. */
  number: string;
  row: string;
  section: string;
  sectionIndex: number;
  rowIndex: number;
  /** Position in its row, left to right. */
  index: number;
  category: number;
  /** Roubles; null when the category is not sold at this event. */
  price: number | null;
  color: string;
  /** What a buyer should know of the seat (a wheelchair place, restricted view…); empty for most. */
  flags: readonly TSeatFlag[];
};

export type Box = { minX: number; minY: number; maxX: number; maxY: number };
export type TextMark = {
  key: string;
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
};

export type MapModel = {
  seats: MapSeat[];
  byId: ReadonlyMap<number, MapSeat>;
  /** The seats with flags (a glyph is drawn on each). */
  flagged: MapSeat[];
  sections: { id: number; name: string }[];
  /** Seat ids per section, per row, left to right. */
  rows: number[][][];
  categories: ReadonlyMap<number, TPriceCategory>;
  zones: TPlaceZone[];
  rowLabels: TextMark[];
  /** Each section's name where it is written by default: centred in front of its first row (section-labels.ts moves it). */
  sectionLabels: TextMark[];
  /**
   * Each section that has seats, in plan order: the box of its seats (what "zoom to section" shows) and its middle
   * seat (the one nearest the average of its seats: for a curved balcony, in the middle of its arc).
   */
  sectionAreas: { index: number; name: string; box: Box; middle: { x: number; y: number } }[];
  /** The stage: the plan's own (turned by `rotation` degrees about its middle, named by `label`) or one placed above the seats. */
  stage: { x: number; y: number; width: number; height: number; rotation: number; label?: string };
  /** The plan's other decorations, drawn under the seats. */
  shapes: TPlaceShape[];
  /** Seats, zones and the stage, with a margin: what "fit to screen" shows. */
  bounds: Box;
  /** Radius a seat is drawn with, in plan units. */
  seatRadius: number;
  /** Typical distance between neighbouring seats of a row. */
  pitch: number;
};

const FALLBACK_COLOR = '#8e8e96';
const NO_FLAGS: readonly TSeatFlag[] = [];
const DEFAULT_PITCH = 26;

/** The median gap between neighbours in the rows: robust to aisles (a few long gaps). */
function seatPitch(rows: number[][][], byId: ReadonlyMap<number, MapSeat>): number {
  const gaps: number[] = [];
  for (const section of rows) {
    for (const row of section) {
      for (let i = 1; i < row.length; i++) {
        const a = byId.get(row[i - 1] as number);
        const b = byId.get(row[i] as number);
        if (a && b) gaps.push(Math.hypot(b.x - a.x, b.y - a.y));
      }
    }
  }
  const positive = gaps.filter((gap) => gap > 0).sort((a, b) => a - b);
  if (positive.length === 0) return DEFAULT_PITCH;
  return positive[Math.floor(positive.length / 2)] as number;
}

/** The box of a box turned by `rotation` degrees about its middle. */
export function turnedBox(x: number, y: number, width: number, height: number, rotation = 0): Box {
  if (!rotation) return { minX: x, minY: y, maxX: x + width, maxY: y + height };
  const angle = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const halfW = (width * cos + height * sin) / 2;
  const halfH = (width * sin + height * cos) / 2;
  const cx = x + width / 2;
  const cy = y + height / 2;
  return { minX: cx - halfW, minY: cy - halfH, maxX: cx + halfW, maxY: cy + halfH };
}

function pointsBox(points: readonly (readonly [number, number])[]): Box {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

function zoneBox(zone: TPlaceZone): Box {
  const shape = zone.shape;
  if (shape.kind === 'polygon') return pointsBox(shape.points);
  if (shape.kind === 'ellipse' && shape.rotation) {
    // A turned ellipse's box is tighter than its turned box's: half-axes a, b turned by θ.
    const a = shape.width / 2;
    const b = shape.height / 2;
    const angle = (shape.rotation * Math.PI) / 180;
    const halfW = Math.hypot(a * Math.cos(angle), b * Math.sin(angle));
    const halfH = Math.hypot(a * Math.sin(angle), b * Math.cos(angle));
    const cx = shape.x + a;
    const cy = shape.y + b;
    return { minX: cx - halfW, minY: cy - halfH, maxX: cx + halfW, maxY: cy + halfH };
  }
  return turnedBox(shape.x, shape.y, shape.width, shape.height, shape.rotation);
}

/** The box a decoration covers. */
export function shapeBox(shape: TPlaceShape): Box {
  if (shape.points && shape.points.length > 0) return pointsBox(shape.points);
  return turnedBox(shape.x, shape.y, shape.width, shape.height, shape.rotation);
}

/** Where a zone's name is written: the middle of its box. */
export function zoneCentre(zone: TPlaceZone): { x: number; y: number } {
  const box = zoneBox(zone);
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
}

function union(boxes: Box[]): Box | null {
  if (boxes.length === 0) return null;
  return boxes.reduce((a, b) => ({
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  }));
}

export function buildMapModel(plan: TPlacesPlan): MapModel {
  const categories = new Map(plan.categories.map((category) => [category.id, category]));
  const seats: MapSeat[] = [];
  const byId = new Map<number, MapSeat>();
  const rows: number[][][] = [];

  plan.sections.forEach((section, sectionIndex) => {
    const sectionRows: number[][] = [];
    section.rows.forEach((row, rowIndex) => {
      const ids: number[] = [];
      // Left to right on the map, whatever order the answer used.
      const ordered = [...row.seats].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      ordered.forEach(([id, x, y, number, categoryId, flags], index) => {
        if (byId.has(id)) return;
        const category = categories.get(categoryId);
        const seat: MapSeat = {
          id,
          x,
          y,
          number,
          row: row.label,
          section: section.name,
          sectionIndex,
          rowIndex,
          index,
          category: categoryId,
          price: category?.price ?? null,
          color: category?.color ?? FALLBACK_COLOR,
          flags: flags ?? NO_FLAGS,
        };
        seats.push(seat);
        byId.set(id, seat);
        ids.push(id);
      });
      sectionRows.push(ids);
    });
    rows.push(sectionRows);
  });

  const pitch = seatPitch(rows, byId);
  const seatRadius = Math.min(Math.max(pitch * 0.4, 3), 20);

  const rowLabels: TextMark[] = [];
  const sectionLabels: TextMark[] = [];
  const sectionBoxes: Box[] = [];
  const sectionAreas: MapModel['sectionAreas'] = [];
  rows.forEach((sectionRows, sectionIndex) => {
    const sectionSeats = sectionRows.flat().map((id) => byId.get(id) as MapSeat);
    if (sectionSeats.length === 0) return;
    sectionRows.forEach((ids, rowIndex) => {
      const first = byId.get(ids[0] as number);
      const last = byId.get(ids[ids.length - 1] as number);
      if (!first || !last) return;
      const key = `${sectionIndex}:${rowIndex}`;
      rowLabels.push({
        key: `${key}:l`,
        text: first.row,
        x: first.x - pitch * 0.8,
        y: first.y,
        anchor: 'end',
      });
      if (last !== first) {
        rowLabels.push({
          key: `${key}:r`,
          text: last.row,
          x: last.x + pitch * 0.8,
          y: last.y,
          anchor: 'start',
        });
      }
    });
    const box = {
      minX: Math.min(...sectionSeats.map((seat) => seat.x)),
      minY: Math.min(...sectionSeats.map((seat) => seat.y)),
      maxX: Math.max(...sectionSeats.map((seat) => seat.x)),
      maxY: Math.max(...sectionSeats.map((seat) => seat.y)),
    };
    sectionBoxes.push(box);
    const meanX = sectionSeats.reduce((sum, seat) => sum + seat.x, 0) / sectionSeats.length;
    const meanY = sectionSeats.reduce((sum, seat) => sum + seat.y, 0) / sectionSeats.length;
    const middle = sectionSeats.reduce((best, seat) =>
      Math.hypot(seat.x - meanX, seat.y - meanY) < Math.hypot(best.x - meanX, best.y - meanY) ? seat : best,
    );
    sectionAreas.push({
      index: sectionIndex,
      name: plan.sections[sectionIndex]?.name ?? '',
      box,
      middle: { x: middle.x, y: middle.y },
    });
    // The name goes in front of the middle of the section's first row (the one nearest the stage): curved rows
    // sag in the middle, so that is the gap between this section and the one before it.
    const centreX = (box.minX + box.maxX) / 2;
    const frontRow = (sectionRows[0] ?? []).map((id) => byId.get(id) as MapSeat);
    const front = frontRow.reduce<MapSeat | null>(
      (best, seat) =>
        best === null || Math.abs(seat.x - centreX) < Math.abs(best.x - centreX) ? seat : best,
      null,
    );
    // A section in two parts (boxes on both sides of the hall) is named over the part of its first row instead.
    const split = front !== null && Math.abs(front.x - centreX) > pitch * 3;
    sectionLabels.push({
      key: String(sectionIndex),
      text: plan.sections[sectionIndex]?.name ?? '',
      x: split && front ? front.x : centreX,
      y: (front?.y ?? box.minY) - pitch * 0.9,
      anchor: 'middle',
    });
  });

  const shapes = plan.shapes ?? [];
  const drawnStage = shapes.find((shape) => shape.kind === 'stage' && shape.width > 0 && shape.height > 0);
  const decorations = shapes.filter((shape) => shape !== drawnStage);
  const content = union([...sectionBoxes, ...plan.zones.map(zoneBox), ...decorations.map(shapeBox)]) ?? {
    minX: 0,
    minY: 0,
    maxX: plan.width,
    maxY: plan.height,
  };
  const contentWidth = content.maxX - content.minX;
  let stage: MapModel['stage'];
  if (drawnStage) {
    stage = {
      x: drawnStage.x,
      y: drawnStage.y,
      width: drawnStage.width,
      height: drawnStage.height,
      rotation: drawnStage.rotation ?? 0,
      ...(drawnStage.label ? { label: drawnStage.label } : {}),
    };
  } else {
    const stageWidth = Math.max(contentWidth * 0.45, pitch * 8);
    // Tall enough, against the width of the hall, for its name to stay readable when the whole hall is shown.
    const stageHeight = Math.max(pitch * 2.2, contentWidth * 0.07);
    stage = {
      x: (content.minX + content.maxX) / 2 - stageWidth / 2,
      y: content.minY - pitch * 2.2 - stageHeight,
      width: stageWidth,
      height: stageHeight,
      rotation: 0,
    };
  }
  const stageBox = turnedBox(stage.x, stage.y, stage.width, stage.height, stage.rotation);
  // Row numbers stick out on both sides of the seats; the margin keeps them inside.
  const margin = pitch * 2;
  const bounds: Box = {
    minX: Math.min(content.minX, stageBox.minX) - margin,
    minY: Math.min(content.minY - margin, stageBox.minY - margin / 2),
    maxX: Math.max(content.maxX, stageBox.maxX) + margin,
    maxY: Math.max(content.maxY, stageBox.maxY) + margin,
  };

  return {
    seats,
    byId,
    flagged: seats.filter((seat) => seat.flags.length > 0),
    sections: plan.sections.map((section) => ({ id: section.id, name: section.name })),
    rows,
    categories,
    zones: plan.zones,
    rowLabels,
    sectionLabels,
    sectionAreas,
    stage,
    shapes: decorations,
    bounds,
    seatRadius,
    pitch,
  };
}
