// Generates seat plans that look like real halls: curved rows fanning out from the stage, radial
// aisles, parterre, amphitheatre, dress circle, balconies, boxes and general-admission zones.
// Pure geometry: no database, only the PRNG. Coordinates are plan units (a seat is about 26 wide)
// with the stage at the top; every plan has between 200 and 1,500 numbered seats.
import {
  CATEGORY_COLORS,
  categoryName,
  SECTION_NAMES,
  type SectionKind,
  ZONE_COLOR,
  ZONE_NAMES,
  type ZoneKind,
} from './data/hall-terms.data.js';
import type { Random } from './random.js';
import type { L4 } from './text.js';

export type HallLayout = 'proscenium' | 'horseshoe' | 'chamber' | 'concert' | 'club' | 'cabaret';

export type Rect = { x: number; y: number; width: number; height: number };
export type PlanSeat = { number: number; x: number; y: number; category: number };
export type PlanRow = { number: number; seats: PlanSeat[] };
export type PlanSection = { kind: SectionKind; name: L4; rows: PlanRow[] };
export type PlanZone = { kind: ZoneKind; name: L4; capacity: number; category: number; rect: Rect };
/** `tier` is the price level (0 = the dearest) that event prices are computed from. */
export type PlanCategory = { name: L4; color: string; tier: number };

export type PlanDraft = {
  layout: HallLayout;
  width: number;
  height: number;
  stage: Rect;
  categories: PlanCategory[];
  sections: PlanSection[];
  zones: PlanZone[];
  seatCount: number;
};

export const MIN_SEATS = 200;
export const MAX_SEATS = 1500;

const SEAT_PITCH = 26;
const ROW_PITCH = 30;
const AISLE_WIDTH = 40;
const MARGIN = 40;
const DEG = Math.PI / 180;

/** A seat before numbering: position and price tier (0 = the dearest). */
type RawSeat = { x: number; y: number; tier: number };
type RawSection = { kind: SectionKind; rows: RawSeat[][] };
type RawZone = { kind: ZoneKind; capacity: number; tier: number; rect: Rect };
type Layout = { sections: RawSection[]; zones: RawZone[]; stage: Rect };

/** Seats of one row on an arc centred on the stage, leaving gaps at the aisle angles. */
function arcRow(radius: number, halfAngle: number, aisles: readonly number[]): { x: number; y: number }[] {
  const step = SEAT_PITCH / radius;
  const count = Math.floor((2 * halfAngle) / step) + 1;
  const start = -((count - 1) * step) / 2;
  const aisleHalf = AISLE_WIDTH / 2 / radius;
  const seats: { x: number; y: number }[] = [];
  for (let i = 0; i < count; i++) {
    const theta = start + i * step;
    if (aisles.some((a) => Math.abs(theta - a) < aisleHalf)) continue;
    seats.push({ x: radius * Math.sin(theta), y: radius * Math.cos(theta) });
  }
  return seats;
}

type ArcSpec = {
  kind: SectionKind;
  quota: number;
  startRadius: number;
  halfAngle: number;
  aisles: readonly number[];
  maxRows: number;
  /** Tier of a row from its position 0..1 from the front to the back of the section. */
  tier: (position: number) => number;
};

/** Fills rows outwards until the quota of seats is reached; returns where the section ends. */
function arcSection(spec: ArcSpec): { section: RawSection; endRadius: number } {
  const rows: { x: number; y: number }[][] = [];
  let radius = spec.startRadius;
  let total = 0;
  while (total < spec.quota && rows.length < spec.maxRows) {
    const row = arcRow(radius, spec.halfAngle, spec.aisles);
    rows.push(row);
    total += row.length;
    radius += ROW_PITCH;
  }
  const last = Math.max(1, rows.length - 1);
  const section: RawSection = {
    kind: spec.kind,
    rows: rows.map((row, i) => row.map((p) => ({ ...p, tier: spec.tier(i / last) }))),
  };
  return { section, endRadius: radius - ROW_PITCH };
}

/** Boxes along an arc: each box is a row of the section, two or three seats deep in two lines. */
function boxSection(
  kind: SectionKind,
  radius: number,
  fromAngle: number,
  toAngle: number,
  boxes: number,
  seatsPerLine: number,
  tier: number,
): RawSection {
  const rows: RawSeat[][] = [];
  const span = (toAngle - fromAngle) / boxes;
  for (let b = 0; b < boxes; b++) {
    const centre = fromAngle + span * (b + 0.5);
    const seats: RawSeat[] = [];
    for (let line = 0; line < 2; line++) {
      const r = radius + line * (ROW_PITCH - 4);
      const step = SEAT_PITCH / r;
      for (let s = 0; s < seatsPerLine; s++) {
        const theta = centre + (s - (seatsPerLine - 1) / 2) * step;
        seats.push({ x: r * Math.sin(theta), y: r * Math.cos(theta), tier });
      }
    }
    rows.push(seats);
  }
  return { kind, rows };
}

/** Three blocks split by two radial aisles at a third of the fan's width. */
function twoAisles(halfAngle: number): number[] {
  return [-halfAngle / 3, halfAngle / 3];
}

function stageFor(startRadius: number, halfAngle: number): Rect {
  const width = Math.max(260, 2 * startRadius * Math.sin(halfAngle) * 1.1);
  const bottom = startRadius * Math.cos(halfAngle) - 50;
  return { x: -width / 2, y: bottom - 110, width, height: 110 };
}

function proscenium(random: Random, target: number): Layout {
  const halfAngle = random.int(22, 28) * DEG;
  const startRadius = random.int(420, 520);
  const boxesPerSide = random.int(3, 5);
  const boxSeats = boxesPerSide * 2 * 2 * 2;
  const rest = Math.max(0, target - boxSeats);
  const parterre = arcSection({
    kind: 'parterre',
    quota: rest * 0.58,
    startRadius,
    halfAngle,
    aisles: random.chance(0.5) ? [0] : twoAisles(halfAngle),
    maxRows: 24,
    tier: (p) => (p < 0.34 ? 0 : p < 0.7 ? 1 : 2),
  });
  const amphitheatre = arcSection({
    kind: 'amphitheatre',
    quota: rest * 0.22,
    startRadius: parterre.endRadius + ROW_PITCH * 2,
    halfAngle: halfAngle + 4 * DEG,
    aisles: twoAisles(halfAngle + 4 * DEG),
    maxRows: 10,
    tier: (p) => (p < 0.5 ? 2 : 3),
  });
  const balcony = arcSection({
    kind: 'balcony',
    quota: rest * 0.2,
    startRadius: amphitheatre.endRadius + ROW_PITCH * 3,
    halfAngle: halfAngle + 10 * DEG,
    aisles: [0],
    maxRows: 8,
    tier: (p) => (p < 0.5 ? 3 : 4),
  });
  // Side boxes run along the walls beside the middle of the parterre.
  const boxRadius = (startRadius + parterre.endRadius) / 2;
  const from = halfAngle + 5 * DEG;
  const to = from + boxesPerSide * ((SEAT_PITCH * 3) / boxRadius);
  return {
    sections: [
      parterre.section,
      amphitheatre.section,
      balcony.section,
      boxSection('boxes-left', boxRadius, -to, -from, boxesPerSide, 2, 1),
      boxSection('boxes-right', boxRadius, from, to, boxesPerSide, 2, 1),
    ],
    zones: [],
    stage: stageFor(startRadius, halfAngle),
  };
}

function horseshoe(random: Random, target: number): Layout {
  const halfAngle = random.int(38, 44) * DEG;
  const startRadius = random.int(240, 300);
  const benoirBoxes = random.int(4, 6);
  const perLine = random.int(2, 3);
  const benoirSeats = benoirBoxes * 2 * perLine * 2;
  const rest = Math.max(0, target - benoirSeats);
  const parterre = arcSection({
    kind: 'parterre',
    quota: rest * 0.4,
    startRadius,
    halfAngle,
    aisles: [0],
    maxRows: 22,
    tier: (p) => (p < 0.4 ? 0 : 1),
  });
  const benoirRadius = parterre.endRadius + ROW_PITCH * 1.5;
  const wide = random.int(78, 86) * DEG;
  const benoir = boxSection('benoir', benoirRadius, -wide, wide, benoirBoxes * 2, perLine, 1);
  const mezzanine = arcSection({
    kind: 'mezzanine',
    quota: rest * 0.22,
    startRadius: benoirRadius + ROW_PITCH * 3,
    halfAngle: wide,
    aisles: [-wide / 2, 0, wide / 2],
    maxRows: 5,
    tier: () => 1,
  });
  const balcony = arcSection({
    kind: 'balcony',
    quota: rest * 0.2,
    startRadius: mezzanine.endRadius + ROW_PITCH * 2.5,
    halfAngle: wide,
    aisles: [-wide / 2, 0, wide / 2],
    maxRows: 5,
    tier: () => 2,
  });
  const upper = arcSection({
    kind: 'upper-balcony',
    quota: Math.max(0, rest * 0.18),
    startRadius: balcony.endRadius + ROW_PITCH * 2.5,
    halfAngle: wide,
    aisles: [-wide / 2, 0, wide / 2],
    maxRows: 6,
    tier: (p) => (p < 0.5 ? 3 : 4),
  });
  return {
    sections: [parterre.section, benoir, mezzanine.section, balcony.section, upper.section],
    zones: [],
    stage: stageFor(startRadius, halfAngle),
  };
}

function chamber(random: Random, target: number): Layout {
  const startRadius = random.int(700, 900);
  const seatsAcross = random.int(14, 20);
  const halfAngle = ((seatsAcross / 2) * SEAT_PITCH) / startRadius;
  const withBalcony = target > 280 && random.chance(0.6);
  const parterre = arcSection({
    kind: 'parterre',
    quota: withBalcony ? target * 0.8 : target,
    startRadius,
    halfAngle,
    aisles: random.chance(0.5) ? [0] : [],
    maxRows: 30,
    tier: (p) => (p < 0.4 ? 0 : p < 0.75 ? 1 : 2),
  });
  const sections = [parterre.section];
  if (withBalcony) {
    sections.push(
      arcSection({
        kind: 'balcony',
        quota: target * 0.2,
        startRadius: parterre.endRadius + ROW_PITCH * 2,
        halfAngle: halfAngle * 1.1,
        aisles: [],
        maxRows: 4,
        tier: () => 3,
      }).section,
    );
  }
  return { sections, zones: [], stage: stageFor(startRadius, halfAngle) };
}

function concert(random: Random, target: number): Layout {
  const startRadius = random.int(500, 700);
  const halfAngle = random.int(22, 28) * DEG;
  const parterre = arcSection({
    kind: 'parterre',
    quota: target * 0.55,
    startRadius,
    halfAngle,
    aisles: twoAisles(halfAngle),
    maxRows: 26,
    tier: (p) => (p < 0.3 ? 0 : p < 0.65 ? 1 : 2),
  });
  const amphitheatre = arcSection({
    kind: 'amphitheatre',
    quota: target * 0.25,
    startRadius: parterre.endRadius + ROW_PITCH * 2,
    halfAngle: halfAngle + 6 * DEG,
    aisles: twoAisles(halfAngle + 6 * DEG),
    maxRows: 12,
    tier: (p) => (p < 0.5 ? 2 : 3),
  });
  const balcony = arcSection({
    kind: 'balcony',
    quota: target * 0.2,
    startRadius: amphitheatre.endRadius + ROW_PITCH * 3,
    halfAngle: halfAngle + 12 * DEG,
    aisles: [0],
    maxRows: 8,
    tier: (p) => (p < 0.5 ? 3 : 4),
  });
  return {
    sections: [parterre.section, amphitheatre.section, balcony.section],
    zones: [],
    stage: stageFor(startRadius, halfAngle),
  };
}

/** A seat is about half a metre wide; a dance floor holds about 2.5 standing people per m². */
function standingCapacity(width: number, depth: number): number {
  const metre = SEAT_PITCH * 2;
  return Math.round(((width / metre) * (depth / metre) * 2.5) / 10) * 10;
}

/** A concert club: standing dance floor and fan zone in front, seated balcony behind. */
function club(random: Random, target: number): Layout {
  const floorWidth = random.int(30, 44) * SEAT_PITCH;
  const floorDepth = random.int(18, 30) * ROW_PITCH;
  const fanDepth = random.int(3, 5) * ROW_PITCH;
  const stage: Rect = { x: -floorWidth / 2, y: -150, width: floorWidth, height: 120 };
  const fan: RawZone = {
    kind: 'fan-zone',
    capacity: standingCapacity(floorWidth, fanDepth),
    tier: 0,
    rect: { x: -floorWidth / 2, y: 0, width: floorWidth, height: fanDepth },
  };
  const floor: RawZone = {
    kind: 'dance-floor',
    capacity: standingCapacity(floorWidth, floorDepth),
    tier: 2,
    rect: { x: -floorWidth / 2, y: fanDepth + 20, width: floorWidth, height: floorDepth },
  };
  const balconyStart = fanDepth + floorDepth + 120;
  // A radius this large keeps balcony rows nearly straight, as in a club.
  const radius = balconyStart + 900;
  const halfAngle = (floorWidth * 0.65) / radius;
  const balcony = arcSection({
    kind: 'balcony',
    quota: Math.max(MIN_SEATS + 10, target),
    startRadius: radius,
    halfAngle,
    aisles: [0],
    maxRows: 14,
    tier: (p) => (p < 0.5 ? 1 : 3),
  });
  // Shift the balcony up so it sits right behind the dance floor.
  const shifted = balcony.section.rows.map((row) =>
    row.map((seat) => ({ ...seat, y: seat.y - radius + balconyStart })),
  );
  return { sections: [{ kind: 'balcony', rows: shifted }], zones: [fan, floor], stage };
}

/** A stand-up or cabaret room: straight rows around a small stage. */
function cabaret(random: Random, target: number): Layout {
  const across = random.int(16, 22);
  const radius = 2000;
  const halfAngle = ((across / 2) * SEAT_PITCH) / radius;
  const hall = arcSection({
    kind: 'hall',
    quota: Math.min(target, 320),
    startRadius: radius,
    halfAngle,
    aisles: [0],
    maxRows: 20,
    tier: (p) => (p < 0.35 ? 0 : p < 0.7 ? 1 : 2),
  });
  const rows = hall.section.rows.map((row) => row.map((seat) => ({ ...seat, y: seat.y - radius + 120 })));
  const stage: Rect = { x: -150, y: -20, width: 300, height: 90 };
  return { sections: [{ kind: 'hall', rows }], zones: [], stage };
}

const BUILDERS: Record<HallLayout, (random: Random, target: number) => Layout> = {
  proscenium,
  horseshoe,
  chamber,
  concert,
  club,
  cabaret,
};

/** Seat counts each layout aims at, inside the 200..1,500 band with room for a last row. */
const LAYOUT_SEATS: Record<HallLayout, readonly [number, number]> = {
  proscenium: [500, 1100],
  horseshoe: [900, 1400],
  chamber: [210, 380],
  concert: [700, 1400],
  club: [220, 400],
  cabaret: [210, 300],
};

/** Trims seats from the back so a plan never exceeds the maximum. */
function clampSeats(sections: RawSection[]): void {
  let total = sections.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.length, 0), 0);
  for (let s = sections.length - 1; s >= 0 && total > MAX_SEATS; s--) {
    const rows = sections[s]!.rows;
    while (rows.length > 0 && total > MAX_SEATS) {
      const last = rows[rows.length - 1]!;
      const drop = Math.min(last.length, total - MAX_SEATS);
      if (drop === last.length) rows.pop();
      else last.splice(last.length - drop, drop);
      total -= drop;
    }
  }
}

export function generateHallPlan(random: Random, layout: HallLayout): PlanDraft {
  const [min, max] = LAYOUT_SEATS[layout];
  const built = BUILDERS[layout](random, random.int(min, max));
  built.sections = built.sections.filter((s) => s.rows.length > 0);
  clampSeats(built.sections);

  // Categories are numbered by the price tiers actually present, dearest first.
  const tiers = new Set<number>();
  for (const section of built.sections)
    for (const row of section.rows) for (const s of row) tiers.add(s.tier);
  for (const zone of built.zones) tiers.add(zone.tier);
  const order = [...tiers].sort((a, b) => a - b);
  const categoryOf = (tier: number): number => order.indexOf(tier);
  const categories: PlanCategory[] = order.map((tier, i) => ({
    name: categoryName(i),
    color: CATEGORY_COLORS[Math.min(tier, CATEGORY_COLORS.length - 1)]!,
    tier,
  }));
  const zoneCategories = new Set(built.zones.map((z) => categoryOf(z.tier)));
  for (const index of zoneCategories) {
    const zone = built.zones.find((z) => categoryOf(z.tier) === index);
    if (zone && !built.sections.some((s) => s.rows.some((r) => r.some((seat) => seat.tier === zone.tier)))) {
      categories[index] = { name: ZONE_NAMES[zone.kind], color: ZONE_COLOR, tier: zone.tier };
    }
  }

  // Move everything into positive coordinates with a margin.
  const xs: number[] = [built.stage.x, built.stage.x + built.stage.width];
  const ys: number[] = [built.stage.y, built.stage.y + built.stage.height];
  for (const section of built.sections) {
    for (const row of section.rows) {
      for (const seat of row) {
        xs.push(seat.x);
        ys.push(seat.y);
      }
    }
  }
  for (const zone of built.zones) {
    xs.push(zone.rect.x, zone.rect.x + zone.rect.width);
    ys.push(zone.rect.y, zone.rect.y + zone.rect.height);
  }
  const dx = MARGIN - Math.min(...xs);
  const dy = MARGIN - Math.min(...ys);
  const moveRect = (r: Rect): Rect => ({
    x: Math.round(r.x + dx),
    y: Math.round(r.y + dy),
    width: Math.round(r.width),
    height: Math.round(r.height),
  });

  let seatCount = 0;
  const sections: PlanSection[] = built.sections.map((section) => ({
    kind: section.kind,
    name: SECTION_NAMES[section.kind],
    rows: section.rows.map((row, r) => {
      // Seats are numbered left to right as seen from the stage's side of the map.
      const ordered = [...row].sort((a, b) => a.x - b.x);
      seatCount += ordered.length;
      return {
        number: r + 1,
        seats: ordered.map((seat, i) => ({
          number: i + 1,
          x: Math.round(seat.x + dx),
          y: Math.round(seat.y + dy),
          category: categoryOf(seat.tier),
        })),
      };
    }),
  }));

  return {
    layout,
    width: Math.round(Math.max(...xs) + dx + MARGIN),
    height: Math.round(Math.max(...ys) + dy + MARGIN),
    stage: moveRect(built.stage),
    categories,
    sections,
    zones: built.zones.map((zone) => ({
      kind: zone.kind,
      name: ZONE_NAMES[zone.kind],
      capacity: zone.capacity,
      category: categoryOf(zone.tier),
      rect: moveRect(zone.rect),
    })),
    seatCount,
  };
}
