// Owns turning a plan document (contracts/manage/plans.ts) into the shape the seat map draws (contracts/places.ts
// TPlacesPlan), so the back office previews a plan with the storefront's own drawing: seats numbered in document
// order (the preview's ids; not the database's), categories by their order, names in the page's language. Also
// where a publishing problem is in words: the section, row and seat a field path such as
// `sections.0.rows.3.seats.12.x` points at.

import type { TPlacesPlan } from '@afisha/contracts';
import { pickLocalized } from '@afisha/contracts';
import type { TPlanDocumentRead } from '@afisha/contracts/manage/plans';

/**
 * @param prices a session's prices by category key: a category without one is drawn as not sold (grey), as the
 * storefront draws it. Left out, every category is drawn in its colour.
 */
export function planDocumentToPlaces(
  plan: TPlanDocumentRead,
  locale: string,
  prices?: ReadonlyMap<string, number>,
): TPlacesPlan {
  const categoryIds = new Map(plan.categories.map((category, index) => [category.key, index + 1]));
  let seatId = 0;
  return {
    event: 0,
    version: 'preview',
    width: plan.width,
    height: plan.height,
    max_per_order: 0,
    // A price of 0 keeps every category drawn in its colour (a null price is "not sold", drawn grey).
    categories: plan.categories.map((category, index) => ({
      id: index + 1,
      name: pickLocalized(category.name, locale),
      color: /^#[0-9a-f]{6}$/i.test(category.color) ? category.color : '#8e8e96',
      price: prices ? (prices.get(category.key) ?? null) : 0,
    })),
    sections: plan.sections.map((section, index) => ({
      id: index + 1,
      name: pickLocalized(section.name, locale),
      kind: section.kind,
      rows: section.rows.map((row) => ({
        label: row.label,
        seats: row.seats.map((seat) => {
          seatId += 1;
          return [seatId, seat.x, seat.y, seat.label, categoryIds.get(seat.category ?? '') ?? 0] as [
            number,
            number,
            number,
            string,
            number,
          ];
        }),
      })),
    })),
    zones: plan.zones.map((zone, index) => ({
      id: index + 1,
      name: pickLocalized(zone.name, locale),
      category: categoryIds.get(zone.category ?? '') ?? 0,
      capacity: zone.capacity,
      shape: zone.shape,
    })),
  };
}
