// Owns the cart contracts (docs/api.md "Cart, checkout, tickets"): holding seats or zone places
// (POST /cart/add) and its 409 answer naming what was taken, releasing lines (POST /cart/delete,
// POST /cart/clear), the cart's content grouped by event with the hold deadline
// (GET /cart/content) and the header counter (GET /cart/count_seats, SPEC.md 4 "Cart counter").
//
// Money: like every price on the wire, `price` and `total` are roubles (docs/api.md); the `*_kopecks`
// twins are the same amounts as exact integers, for sums without rounding.
import { z } from 'zod';
import { ZEvent, ZPrice } from './catalogue.ts';
import { ZIdField } from './catalogue-query.ts';
import { ZCertificatePreview } from './certificates.ts';
import { ZPaymentMethod, ZPendingOrder, ZPromoPreview } from './checkout.ts';
import { ZCartServiceLine } from './services.ts';

/** Most ids one request may name (and most places one zone request may ask for). */
export const CART_REQUEST_MAX = 100;

export const ZCartSeatCount = z.object({
  count: z
    .number()
    .int()
    .min(0)
    .describe(
      'Places held for this visitor: in the cart, and in the order waiting for payment that /cart offers to pay again.',
    ),
});
export type TCartSeatCount = z.infer<typeof ZCartSeatCount>;

const hasDuplicates = (ids: readonly number[]) => new Set(ids).size !== ids.length;

/**
 * Either `{event, places}` (seat ids of that event's plan, from GET /events/{id}/places) or
 * `{event, zone, quantity}` (places in a general-admission zone). All of one request are held
 * together or none is. Seats this cart already holds are accepted again without change.
 */
export const ZCartAddRequest = z
  .object({
    event: ZIdField.describe('Event id.'),
    places: z
      .array(ZIdField)
      .min(1)
      .max(CART_REQUEST_MAX)
      .refine((ids) => !hasDuplicates(ids), { params: { message: 'cart.duplicate_places' } })
      .optional()
      .describe('Seat ids to hold.'),
    zone: ZIdField.optional().describe('General-admission zone id.'),
    quantity: z.number().int().min(1).max(CART_REQUEST_MAX).optional().describe('Places in `zone`.'),
  })
  .superRefine((body, context) => {
    const seats = body.places !== undefined;
    const zone = body.zone !== undefined;
    if (seats === zone) {
      context.addIssue({ code: 'custom', path: [], params: { message: 'cart.places_or_zone' } });
    } else if (zone && body.quantity === undefined) {
      context.addIssue({ code: 'invalid_type', expected: 'number', path: ['quantity'], input: undefined });
    } else if (seats && body.quantity !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        params: { message: 'cart.quantity_without_zone' },
      });
    }
  })
  .meta({ id: 'CartAddRequest' });
export type TCartAddRequest = z.infer<typeof ZCartAddRequest>;

/** One line of the cart as the seat map needs it. */
export const ZCartLine = z
  .object({
    id: z.number().int().describe('Cart line id (POST /cart/delete takes it).'),
    event: z.number().int(),
    seat: z.number().int().nullable(),
    zone: z.number().int().nullable(),
    quantity: z.number().int().describe('1 for a seat; places for a zone line.'),
    price: ZPrice.describe('Roubles per place.'),
    price_kopecks: z.number().int(),
  })
  .meta({ id: 'CartLine' });
export type TCartLine = z.infer<typeof ZCartLine>;

/** The cart's state after a change: what the header counter and the countdown need. */
export const ZCartState = z
  .object({
    count: z.number().int().min(0).describe('Places (seats and zone places) held now.'),
    expires_at: z
      .string()
      .nullable()
      .describe(
        'ISO 8601: when every hold of the cart ends (fixed by the first place added); null when empty.',
      ),
    seconds_left: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('Seconds until expires_at by the server clock (a countdown immune to a wrong client clock).'),
  })
  .meta({ id: 'CartState' });
export type TCartState = z.infer<typeof ZCartState>;

/** 200 of POST /cart/add: the lines of this request (new or already held) and the cart's state. */
export const ZCartAddResponse = ZCartState.extend({ items: z.array(ZCartLine) }).meta({
  id: 'CartAddResponse',
});
export type TCartAddResponse = z.infer<typeof ZCartAddResponse>;

/**
 * 409 of POST /cart/add. `code`:
 * - `places_taken`: someone holds, bought or blocked these seats (`places`); nothing was held;
 * - `zone_full`: the zone has fewer free places than asked (`remaining`); nothing was held;
 * - `not_on_sale`: the event is not sold now (past, cancelled, sold out, sale not open yet);
 * - `hold_limit`: the visitor's network (address) already holds its share of this event (`reason` `event`), or
 *   opened too many new carts lately (`reason` `carts`); nothing was held.
 * `detail` says it in the visitor's language, naming the seats ("Партер, ряд 5, место 12").
 */
export const ZCartAddConflict = z
  .object({
    detail: z.string(),
    code: z.enum(['places_taken', 'zone_full', 'not_on_sale', 'hold_limit']),
    places: z.array(z.number().int()).optional().describe('places_taken: the seat ids that were taken.'),
    remaining: z.number().int().min(0).optional().describe('zone_full: places still free in the zone.'),
    reason: z
      .enum(['event', 'carts'])
      .optional()
      .describe(
        "hold_limit: the visitor's network holds its share of this event (`event`) or opened too many new carts (`carts`).",
      ),
  })
  .meta({ id: 'CartAddConflict' });
export type TCartAddConflict = z.infer<typeof ZCartAddConflict>;

export const ZCartDeleteRequest = z
  .object({
    items: z
      .array(ZIdField)
      .min(1)
      .max(CART_REQUEST_MAX)
      .refine((ids) => !hasDuplicates(ids), { params: { message: 'cart.duplicate_items' } })
      .describe('Cart line ids to release.'),
  })
  .meta({ id: 'CartDeleteRequest' });
export type TCartDeleteRequest = z.infer<typeof ZCartDeleteRequest>;

export const ZCartSeatLabel = z
  .object({
    id: z.number().int(),
    section: z.string().describe('"Партер"'),
    row: z.string().describe('"5"'),
    seat: z.string().describe('"12"'),
  })
  .meta({ id: 'CartSeatLabel' });

export const ZCartItem = z
  .object({
    id: z.number().int().describe('Cart line id (POST /cart/delete takes it).'),
    kind: z.enum(['seat', 'zone']),
    seat: ZCartSeatLabel.nullable(),
    zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    category: z.object({ id: z.number().int(), name: z.string(), color: z.string() }),
    quantity: z.number().int(),
    price: ZPrice.describe('Roubles per place.'),
    price_kopecks: z.number().int(),
    total: ZPrice.describe('price × quantity, roubles.'),
    total_kopecks: z.number().int(),
  })
  .meta({ id: 'CartItem' });
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCartEventGroup = z
  .object({
    event: ZEvent.describe('The session, with the SPEC.md Event fields (date display, hall).'),
    performance: z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      original_image: z.string().nullable(),
    }),
    venue: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), address: z.string() }),
    items: z.array(ZCartItem).describe('Seats by section, row and number; zone lines last.'),
    requires_names: z
      .boolean()
      .describe(
        'Every ticket of this session carries its holder: POST /cart/buy needs `persons` for its places.',
      ),
    count: z.number().int(),
    total: ZPrice,
    total_kopecks: z.number().int(),
  })
  .meta({ id: 'CartEventGroup' });
export type TCartEventGroup = z.infer<typeof ZCartEventGroup>;

/** The visitor's order waiting for payment, with what it holds: the cart page shows it as it showed the cart. */
export const ZCartPendingOrder = ZPendingOrder.extend({
  events: z
    .array(ZCartEventGroup)
    .describe(
      "The order's places grouped by session as the cart's `events` (line ids are the order's items).",
    ),
}).meta({ id: 'CartPendingOrder' });
export type TCartPendingOrder = z.infer<typeof ZCartPendingOrder>;

/** GET /cart/content: live lines only (an expired hold is gone), grouped by event, soonest first. */
export const ZCartContent = ZCartState.extend({
  events: z.array(ZCartEventGroup),
  total: ZPrice.describe('Roubles, every line and service.'),
  total_kopecks: z.number().int(),
  pending_order: ZCartPendingOrder.nullable().describe(
    'An order of this visitor waiting for payment (null when none): pay it again before its deadline.',
  ),
  services: z
    .array(ZCartServiceLine)
    .describe('Extra services with the sessions in the cart (their sum is part of `total`).'),
  promocode: ZPromoPreview.nullable().describe(
    'The promo code applied to the cart and what it takes off now (null when none, or when it no longer applies).',
  ),
  certificate: ZCertificatePreview.nullable().describe(
    'The gift certificate applied to the cart and what it pays now (null when none, or when it can no longer pay).',
  ),
  to_pay: ZPrice.describe('Roubles left to pay: the total less the promo discount and the certificate.'),
  to_pay_kopecks: z.number().int(),
  payment_methods: z
    .array(ZPaymentMethod)
    .describe(
      'The ways to pay the configured payment provider takes (`sbp` only where it has the fast payment system).',
    ),
}).meta({ id: 'CartContent' });
export type TCartContent = z.infer<typeof ZCartContent>;
