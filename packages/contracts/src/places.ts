// Owns the contracts of an event's hall plan (docs/api.md "Catalogue": GET /events/{id}/places): the
// static geometry of the plan with the event's prices, and the live availability of its seats
// and general-admission zones. Three endpoints answer them:
//
//   GET /events/{id}/places         the whole thing, ZEventPlaces (plan + `status`), not cached;
//   GET /events/{id}/places/plan    the plan only, ZPlacesPlan: public, long max-age, ETag (its
//                                   `version`), varies by Accept-Language — load it once;
//   GET /events/{id}/places/status  the availability only, ZPlacesStatus: small, never cached —
//                                   poll it every few seconds while the seat map is open. When its
//                                   `version` differs from the plan's, the plan (prices, seats)
//                                   changed: fetch the plan again (revalidating with If-None-Match).
//
// Compactness: a 1,500-seat hall is about 1,500 seats, so each seat is a fixed-order tuple
// (ZPlaceSeat) instead of an object, and statuses list only the seats that are NOT free (ids by
// status); every seat missing from those lists is free.
import { z } from 'zod';
import { ZPrice } from './catalogue.ts';

export const SECTION_KINDS = [
  'parterre',
  'amphitheatre',
  'mezzanine',
  'balcony',
  'box',
  'stalls',
  'dance_floor',
  'other',
] as const;
export const ZSectionKind = z.enum(SECTION_KINDS);
export type TSectionKind = z.infer<typeof ZSectionKind>;

export const SEAT_STATUSES = ['free', 'held', 'sold', 'blocked'] as const;
export const ZSeatStatus = z.enum(SEAT_STATUSES);
export type TSeatStatus = z.infer<typeof ZSeatStatus>;

export const ZPriceCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    color: z.string().describe('#RRGGBB: the colour of the seats and zones of this category.'),
    price: ZPrice.nullable().describe('Roubles at this event; null: the category is not sold at this event.'),
  })
  .meta({ id: 'PriceCategory' });
export type TPriceCategory = z.infer<typeof ZPriceCategory>;

/** Seat flags the site knows (the plan document's `flags`), each shown to buyers with an icon and a note. */
export const SEAT_FLAGS = ['wheelchair', 'companion', 'restricted_view', 'no_back'] as const;
export const ZSeatFlag = z.enum(SEAT_FLAGS);
export type TSeatFlag = z.infer<typeof ZSeatFlag>;

/**
 * One seat as a tuple, in this order: `[id, x, y, label, category, flags?]`.
 * - id: the seat id (what POST /cart/add takes in `places`);
 * - x, y: the seat's centre in plan units (0..width, 0..height; the stage is at the top, small y);
 * - label: the seat number as printed on the ticket ("12");
 * - category: id of its price category (colour and price come from `categories`);
 * - flags: only on a seat that has some (a wheelchair place, restricted view…): the tuple has five items otherwise.
 */
export const ZPlaceSeat = z
  .tuple([
    z.number().int(),
    z.number(),
    z.number(),
    z.string(),
    z.number().int(),
    z.array(ZSeatFlag).optional(),
  ])
  .meta({ id: 'PlaceSeat', description: '[id, x, y, label, category id, flags?]' });
export type TPlaceSeat = z.infer<typeof ZPlaceSeat>;

export const ZPlaceRow = z
  .object({
    label: z.string().describe('Row number as printed on the ticket ("5").'),
    seats: z.array(ZPlaceSeat).describe('Seats of the row, left to right as seen from the stage.'),
  })
  .meta({ id: 'PlaceRow' });
export type TPlaceRow = z.infer<typeof ZPlaceRow>;

export const ZPlaceSection = z
  .object({
    id: z.number().int(),
    name: z.string().describe('"Партер", "Амфитеатр", "Ложа бенуара"…'),
    kind: ZSectionKind,
    rows: z.array(ZPlaceRow),
  })
  .meta({ id: 'PlaceSection' });
export type TPlaceSection = z.infer<typeof ZPlaceSection>;

/** Degrees clockwise about the middle of the shape's box; 0 when missing. */
const ZRotation = z.number().min(-360).max(360).optional();

export const ZZoneShape = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('rect'),
      x: z.number(),
      y: z.number(),
      width: z.number(),
      height: z.number(),
      rotation: ZRotation,
    }),
    z.object({ kind: z.literal('polygon'), points: z.array(z.tuple([z.number(), z.number()])) }),
    z.object({
      kind: z.literal('ellipse'),
      x: z.number().describe('The ellipse is drawn inside this box (x, y, width, height).'),
      y: z.number(),
      width: z.number(),
      height: z.number(),
      rotation: ZRotation,
    }),
  ])
  .meta({ id: 'ZoneShape', description: 'Where the zone is drawn, in plan units.' });
export type TZoneShape = z.infer<typeof ZZoneShape>;

export const ZPlaceZone = z
  .object({
    id: z.number().int().describe('What POST /cart/add takes in `zone`.'),
    name: z.string().describe('"Танцпол", "Фан-зона"…'),
    category: z.number().int().describe('Id of its price category.'),
    capacity: z.number().int(),
    shape: ZZoneShape,
  })
  .meta({ id: 'PlaceZone' });
export type TPlaceZone = z.infer<typeof ZPlaceZone>;

export const PLACE_SHAPE_KINDS = ['stage', 'label', 'rect', 'ellipse', 'polygon', 'line'] as const;

/** A decoration of the hall (not sold): the stage, a label, a wall… as the plan's editor drew it. */
export const ZPlaceShape = z
  .object({
    kind: z.enum(PLACE_SHAPE_KINDS),
    label: z.string().optional().describe('Text written in it, in the language asked for.'),
    x: z.number(),
    y: z.number(),
    width: z.number(),
    height: z.number(),
    rotation: ZRotation,
    points: z
      .array(z.tuple([z.number(), z.number()]))
      .optional()
      .describe("A polygon's corners or a line's points, in plan units."),
  })
  .meta({ id: 'PlaceShape' });
export type TPlaceShape = z.infer<typeof ZPlaceShape>;

/** The static part: the same for every visitor until the plan or the event's prices change. */
export const ZPlacesPlan = z
  .object({
    event: z.number().int().describe('Event id.'),
    version: z
      .string()
      .describe(
        'Version of this answer: `<read>.<fingerprint>` (plan-version.ts), the fingerprint also its ETag; the ' +
          'status answer repeats it. A later `read` is a newer plan.',
      ),
    width: z.number().describe('Drawing box of the plan in plan units.'),
    height: z.number(),
    max_per_order: z
      .number()
      .int()
      .describe('Most places (seats and zone places together) one cart may hold for this event.'),
    categories: z.array(ZPriceCategory),
    sections: z.array(ZPlaceSection),
    zones: z.array(ZPlaceZone).describe('General-admission zones, sold by quantity.'),
    shapes: z
      .array(ZPlaceShape)
      .optional()
      .describe(
        'What the plan draws beside the seats (the stage first); missing: the map draws a stage itself.',
      ),
  })
  .meta({ id: 'PlacesPlan' });
export type TPlacesPlan = z.infer<typeof ZPlacesPlan>;

export const ZMyPlace = z
  .object({
    seat: z.number().int().nullable().describe('Seat id, or null for a zone line.'),
    zone: z.number().int().nullable().describe('Zone id, or null for a seat line.'),
    quantity: z.number().int(),
    item: z.number().int().describe('Cart line id: POST /cart/delete takes it.'),
  })
  .meta({ id: 'MyPlace' });
export type TMyPlace = z.infer<typeof ZMyPlace>;

/** The live part. Seats in none of the lists are free; an expired hold counts as free. */
export const ZPlacesStatus = z
  .object({
    event: z.number().int(),
    version: z
      .string()
      .describe(
        'The plan version this answer belongs to: refetch the plan (bypassing caches) when yours is older ' +
          '(isPlanBehind), until it is not.',
      ),
    on_sale: z
      .boolean()
      .describe(
        'false: nothing can be added to the cart now (not on sale, past, cancelled, or the public sale has not ' +
          'opened and this session has not unlocked it with a key).',
      ),
    sale_opens_at: z
      .string()
      .nullable()
      .describe('ISO 8601 (UTC): when the public sale opens, while it has not; show it in `timezone`.'),
    timezone: z.string().describe("The venue's IANA time zone."),
    early_access: z
      .boolean()
      .describe('The public sale has not opened, but a key (POST /events/{id}/check_key) can unlock it.'),
    held: z
      .array(z.number().int())
      .describe('Seat ids held by a cart or an unpaid order (this visitor’s too).'),
    sold: z.array(z.number().int()).describe('Seat ids sold.'),
    blocked: z.array(z.number().int()).describe('Seat ids never sold online (off sale, house seats).'),
    zones: z
      .array(z.object({ id: z.number().int(), remaining: z.number().int().min(0) }))
      .describe('Places still free in each zone.'),
    mine: z
      .array(ZMyPlace)
      .describe("What this visitor's cart holds at this event (its seats are also in `held`)."),
  })
  .meta({ id: 'PlacesStatus' });
export type TPlacesStatus = z.infer<typeof ZPlacesStatus>;

/** GET /events/{id}/places: the plan with its live status, in one answer. */
export const ZEventPlaces = ZPlacesPlan.extend({ status: ZPlacesStatus }).meta({ id: 'EventPlaces' });
export type TEventPlaces = z.infer<typeof ZEventPlaces>;
