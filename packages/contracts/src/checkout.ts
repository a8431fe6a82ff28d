// Owns the checkout and ticket contracts (docs/api.md "Cart, checkout, tickets"): turning the cart into
// a pending order and answering where to pay (POST /cart/buy), the order's payment state
// (GET /cart/order_status), the fast-payment-system link (POST /cart/get_sbp_link) and a guest's
// tickets behind the key of the ticket mail (GET /tickets/{reservation}?key=).
//
// Money: roubles on the wire (docs/api.md), with exact `*_kopecks` twins, as in cart.ts.
import { z } from 'zod';
import { ZPersonName, ZPhone } from './account.ts';
import { ZPrice } from './catalogue.ts';
import { ZEmailField } from './forms.ts';
import { ZCartPersons } from './named-tickets.ts';

export const PAYMENT_METHODS = ['card', 'sbp'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Order states a client sees (docs/api.md /cart/order_status). */
export const ORDER_STATES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
] as const;
export const ZOrderState = z.enum(ORDER_STATES);
export type TOrderState = z.infer<typeof ZOrderState>;

/** Order number as printed on tickets ("A7K-39QX"): letters, digits and a dash. */
export const ZOrderNumber = z
  .string()
  .trim()
  .toUpperCase()
  .min(1)
  .max(20)
  .regex(/^[0-9A-Z-]+$/);

/**
 * POST /cart/buy: the buyer and how they pay. The cart's live places become one pending order with
 * the prices fixed; the places stay the order's for the payment window. A repeated request (a
 * double click) while that order waits for payment answers the same order.
 *
 * Paying again: with an empty cart and a pending order of this visitor whose last payment failed
 * (or that the buyer wants to pay by the other method), the same request starts a new payment of
 * that order (new idempotency key, the method of this request, buyer data updated) and answers its
 * URL; 409 `hold_expired` once the order's deadline has passed. A second payment that succeeds for
 * an order another payment already paid is refunded automatically.
 */
export const ZCartBuyRequest = z
  .object({
    email: ZEmailField.describe('Where the tickets are sent.'),
    phone: ZPhone.refine((phone) => phone !== null, { params: { message: 'field.required' } }).describe(
      'SPEC.md phone input, e.g. "+7 (999) 123-45-67".',
    ),
    name: ZPersonName.min(1).describe("Buyer's name."),
    payment_method: ZPaymentMethod.describe('`card` or `sbp` (the fast payment system).'),
    promocode: z
      .string()
      .trim()
      .max(50)
      .optional()
      .describe(
        'A promo code for this order; without it, the code the cart applied (POST /cart/check_promocode) is used. ' +
          '400 with a `promocode` field error when it cannot be used.',
      ),
    certificate: z
      .string()
      .trim()
      .max(50)
      .optional()
      .describe(
        'A gift certificate code paying part or all of the order (after the promo code); without it, the one the ' +
          'cart applied (POST /cart/check_certificate). 400 with a `certificate` field error when it cannot be spent.',
      ),
    persons: ZCartPersons.optional().describe(
      'The holders of the tickets of sessions that require them (`requires_names` in the cart content): one per ' +
        'place, keyed by cart line.',
    ),
  })
  .meta({ id: 'CartBuyRequest' });
export type TCartBuyRequest = z.input<typeof ZCartBuyRequest>;
export type TCartBuyParsed = z.output<typeof ZCartBuyRequest>;

export const ZOrderSummary = z
  .object({
    id: z.number().int(),
    number: z.string().describe('Printed on tickets, said on the phone.'),
    status: ZOrderState,
    total: ZPrice.describe('Roubles.'),
    total_kopecks: z.number().int(),
    count: z.number().int().describe('Places in the order.'),
    payment_method: ZPaymentMethod,
    expires_at: z.string().nullable().describe('ISO 8601: the payment deadline (null once paid).'),
    paid_at: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

/** 200 of POST /cart/buy. */
export const ZCartBuyResponse = z
  .object({
    order: ZOrderSummary,
    payment_url: z.string().describe("The provider's payment page to send the buyer to."),
  })
  .meta({ id: 'CartBuyResponse' });
export type TCartBuyResponse = z.infer<typeof ZCartBuyResponse>;

/** Why the last payment of an order failed, as the buyer is told on /paymentfail. */
export const PAYMENT_FAILURES = ['declined', 'authentication_failed', 'cancelled', 'other'] as const;
export const ZPaymentFailure = z.enum(PAYMENT_FAILURES);
export type TPaymentFailure = z.infer<typeof ZPaymentFailure>;

/**
 * In GET /cart/content: this visitor's order that waits for payment (its places left the cart when it
 * was made), so the cart page can offer to pay it again until `expires_at`.
 */
export const ZPendingOrder = ZOrderSummary.extend({
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  failure: ZPaymentFailure.nullable().describe('Set when the last payment failed.'),
}).meta({ id: 'PendingOrder' });
export type TPendingOrder = z.infer<typeof ZPendingOrder>;

/** GET /cart/order_status?order=: an order of this visitor (session or account). */
export const ZOrderStatusQuery = z.object({
  order: z.coerce.number().int().min(1).max(2_147_483_647),
  key: z
    .string()
    .max(64)
    .optional()
    .describe(
      "The key of the payment's return address (`/paymentresult?order=…&key=…`): reads the order's status without " +
        "this visitor's session (a buyer the bank returned to another address or browser); no tickets link then.",
    ),
});
export const ZOrderStatusAnswer = z
  .object({
    order: z.number().int(),
    number: z.string(),
    status: ZOrderState,
    expires_at: z.string().nullable().describe('ISO 8601: the payment deadline while pending or failed.'),
    total: ZPrice.describe('Roubles.'),
    total_kopecks: z.number().int(),
    count: z.number().int().describe('Places in the order.'),
    payment_method: ZPaymentMethod.describe('Method of the latest payment.'),
    failure: ZPaymentFailure.nullable().describe('When `failed`: why the last payment failed.'),
    can_pay_again: z
      .boolean()
      .describe(
        'True while the order is failed or pending and before its deadline: POST /cart/buy pays it again.',
      ),
    tickets_url: z
      .string()
      .nullable()
      .describe(
        'Once paid: the guest link of the tickets (`/api/v1/tickets/{number}?key=…`), as in the mail.',
      ),
  })
  .meta({ id: 'OrderStatus' });
export type TOrderStatusAnswer = z.infer<typeof ZOrderStatusAnswer>;

export const ZSbpLinkRequest = z
  .object({ order: z.number().int().min(1).max(2_147_483_647) })
  .meta({ id: 'SbpLinkRequest' });
export const ZSbpLink = z
  .object({
    url: z.string().describe('Opens the bank app on a phone.'),
    qr_svg: z.string().describe('The same link as a QR code (SVG), for a desktop screen.'),
  })
  .meta({ id: 'SbpLink' });
export type TSbpLink = z.infer<typeof ZSbpLink>;

/** The ticket secret: 26 characters of the look-alike-free alphabet (130 bits). */
export const TICKET_SECRET_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TICKET_SECRET_LENGTH = 26;

export const ZTicket = z
  .object({
    id: z.number().int(),
    secret: z.string().describe('The code in the QR, checked at the door.'),
    status: z.enum(['valid', 'used', 'refunded']),
    event: z.number().int(),
    performance: z.string().describe('Show title in the order language.'),
    venue: z.string(),
    hall: z.string(),
    address: z.string().describe("The hall's street address."),
    age: z.number().int().describe('Minimum age in years (0: for everyone).'),
    duration_minutes: z.number().int().nullable().describe('Running time of the show (null: not announced).'),
    starts_at: z.string().describe('ISO 8601 (UTC); show it in `timezone`.'),
    timezone: z.string().describe("The venue's IANA time zone."),
    section: z.string().nullable(),
    row: z.string().nullable(),
    seat: z.string().nullable(),
    zone: z.string().nullable(),
    price: ZPrice,
    price_kopecks: z.number().int(),
    holder: z.string().nullable().describe("A named ticket's holder (null: not a named ticket)."),
  })
  .meta({ id: 'Ticket' });
export type TTicket = z.infer<typeof ZTicket>;

export const ZTicketsQuery = z.object({
  key: z.string().max(200).optional(),
  format: z.enum(['json', 'pdf']).optional(),
});
export const ZReservationParams = z.object({ reservation: z.string().max(40) });

/** GET /tickets/{reservation}?key=: the order and its tickets. */
export const ZOrderTickets = z
  .object({
    order: ZOrderSummary,
    tickets: z.array(ZTicket),
  })
  .meta({ id: 'OrderTickets' });
export type TOrderTickets = z.infer<typeof ZOrderTickets>;

/** POST /cart/check_promocode: a code to apply to the cart (an empty code takes the applied one off). */
export const ZCheckPromocodeRequest = z
  .object({ code: z.string().trim().max(50).describe('Case does not matter.') })
  .meta({ id: 'CheckPromocodeRequest' });
export type TCheckPromocodeRequest = z.input<typeof ZCheckPromocodeRequest>;

/** What a promo code takes off the cart as it is now (also in GET /cart/content `promocode`). */
export const ZPromoPreview = z
  .object({
    code: z.string().describe('As the shop wrote it.'),
    discount: ZPrice.describe('Roubles taken off.'),
    discount_kopecks: z.number().int(),
    to_pay: ZPrice.describe('Roubles left to pay: the cart total less the discount.'),
    to_pay_kopecks: z.number().int(),
  })
  .meta({ id: 'PromoPreview' });
export type TPromoPreview = z.infer<typeof ZPromoPreview>;

/** 200 of POST /cart/check_promocode: the applied code and its discount, or null once taken off. */
export const ZCheckPromocodeResponse = z
  .object({ promocode: ZPromoPreview.nullable() })
  .meta({ id: 'CheckPromocodeResponse' });
export type TCheckPromocodeResponse = z.infer<typeof ZCheckPromocodeResponse>;
