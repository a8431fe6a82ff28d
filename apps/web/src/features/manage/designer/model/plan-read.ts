// Owns turning the plan as the API reads it (GET /manage/plans/{id}: every name whole, '' where a language is
// missing; the background with its `url`) back into the plan document the editor edits and saves (PUT takes the
// document: names only in the languages that have text, no `url`).
import { SEAT_FLAGS, SHAPE_KINDS, type TPlanDocumentRead } from '@afisha/contracts/manage/plans';
import type { PlanDocument, PlanName, PlanSeat, PlanSeatFlag, PlanShape } from './plan-types.ts';

type NameRead = TPlanDocumentRead['categories'][number]['name'];

/** A name with the languages that have text; Russian always (the contracts require it, even when empty). */
export function nameFromRead(name: NameRead): PlanName {
  const out: PlanName = { ru: name.ru };
  for (const locale of ['en', 'fr', 'de'] as const) if (name[locale]) out[locale] = name[locale];
  return out;
}

const isShapeKind = (kind: string): kind is PlanShape['kind'] =>
  (SHAPE_KINDS as readonly string[]).includes(kind);
const isSeatFlag = (flag: string): flag is PlanSeatFlag => (SEAT_FLAGS as readonly string[]).includes(flag);

type SeatRead = TPlanDocumentRead['sections'][number]['rows'][number]['seats'][number];

function seatFromRead({ flags, ...seat }: SeatRead): PlanSeat {
  const known = flags?.filter(isSeatFlag);
  return known?.length ? { ...seat, flags: known } : seat;
}

/**
 * The document to edit. Shapes and seat flags of a kind the contracts no longer know are left out (the API would
 * refuse to save them); everything else — keys, labels, positions, layouts, flags — is kept exactly.
 */
export function planFromRead(read: TPlanDocumentRead): PlanDocument {
  const { background, ...rest } = read;
  const shapes = read.shapes.flatMap((shape): PlanShape[] => {
    if (!isShapeKind(shape.kind)) return [];
    const { label, ...drawn } = shape;
    return [{ ...drawn, kind: shape.kind, ...(label ? { label: nameFromRead(label) } : {}) }];
  });
  return {
    ...rest,
    categories: read.categories.map((category) => ({ ...category, name: nameFromRead(category.name) })),
    sections: read.sections.map((section) => ({
      ...section,
      name: nameFromRead(section.name),
      rows: section.rows.map((row) => ({
        ...row,
        seats: row.seats.map(seatFromRead),
      })),
    })),
    zones: read.zones.map((zone) => ({ ...zone, name: nameFromRead(zone.name) })),
    shapes,
    ...(background
      ? {
          background: {
            media: background.media,
            x: background.x,
            y: background.y,
            scale: background.scale,
            opacity: background.opacity,
          },
        }
      : {}),
  };
}
