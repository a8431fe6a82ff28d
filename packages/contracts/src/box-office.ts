// Owns the box office contracts (issue 7; docs/api.md "Box office", staff only): the door check (POST /checkin), the order
// search and detail, refunds, and staff roles.
import { z } from 'zod';
import { ZIdField } from './catalogue-query.ts';
import { ZErrorDetail } from './errors.ts';
import { ZEmailField } from './forms.ts';
import { paginated, ZPaginationQuery } from './pagination.ts';
import { ZOrderStatus } from './user-orders.ts';

export const CHECKIN_RESULTS = ['valid', 'already_used', 'refunded', 'unknown', 'wrong_event'] as const;

/**
 * POST /checkin: the code read from the ticket's QR (or typed), the session at this door (docs/api.md's `{secret}` alone
 * lets the ticket in to its own session: a door open to every session), the scanner's id.
 */
export const ZCheckinRequest = z
  .object({
    secret: z.string().trim().toUpperCase().min(1).max(64).describe('The ticket code (its QR code says it).'),
    event: ZIdField.optional().describe(
      'The session being let in (a ticket of another one is `wrong_event`); without it, the ticket’s own session.',
    ),
    device: z
      .string()
      .trim()
      .max(64)
      .optional()
      .describe(
        'The scanner’s own id, within the signed-in clerk’s: scanning again a ticket it let in answers `valid` ' +
          'again (`repeat`); another clerk’s scanner of the same id is another device.',
      ),
  })
  .meta({ id: 'CheckinRequest' });
export type TCheckinRequest = z.input<typeof ZCheckinRequest>;

export const ZCheckinAnswer = z
  .object({
    result: z.enum(CHECKIN_RESULTS),
    repeat: z
      .boolean()
      .describe('A repeated scan by the device (of the same clerk) that let this ticket in.'),
    place: z
      .string()
      .nullable()
      .describe(
        '"Партер, ряд 5, место 12" (in the request\'s language) or the zone; null for an unknown code.',
      ),
    event: z
      .object({ id: z.number().int(), title: z.string(), starts_at: z.string(), timezone: z.string() })
      .nullable()
      .describe("The ticket's own session (for `wrong_event`: where it belongs)."),
    used_at: z.string().nullable().describe('ISO 8601: when it was let in.'),
    used_by: z.string().nullable().describe('Who let it in (already used).'),
  })
  .meta({ id: 'CheckinAnswer' });
export type TCheckinAnswer = z.infer<typeof ZCheckinAnswer>;

/** GET /checkin/events: how many days, from today, the door's list of sessions covers. */
export const CHECKIN_EVENT_DAYS_MAX = 14;
export const CHECKIN_EVENT_DAYS_DEFAULT = 3;

export const ZCheckinEventsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHECKIN_EVENT_DAYS_MAX)
    .default(CHECKIN_EVENT_DAYS_DEFAULT)
    .describe('Today (in each session’s own time zone) and the days after it: this many days in all.'),
});
export type TCheckinEventsQuery = z.input<typeof ZCheckinEventsQuery>;

export const ZCheckinEvent = z
  .object({
    id: z.number().int(),
    title: z.string(),
    starts_at: z.string().describe('ISO 8601.'),
    timezone: z.string().describe('The venue’s IANA zone: the session’s day and time are read in it.'),
    venue: z.string(),
    hall: z.string(),
  })
  .meta({ id: 'CheckinEvent' });
export type TCheckinEvent = z.infer<typeof ZCheckinEvent>;

/** GET /checkin/events: the sessions at the door of the staff member's venues, by local day and time (a list, one page). */
export const ZCheckinEvents = z
  .object({
    count: z.number().int(),
    next: z.null(),
    previous: z.null(),
    results: z.array(ZCheckinEvent),
  })
  .meta({ id: 'CheckinEvents' });
export type TCheckinEvents = z.infer<typeof ZCheckinEvents>;

// ---------------------------------------------------------------------------------------------------------------
// Orders: search, one order in full, refunds (GET /orders/admin, GET /orders/admin/{id}, POST …/full_refund…).

const ZSearchText = z.string().trim().max(100);

/**
 * GET /orders/admin, a list as docs/api.md's Lists: the text (`search`; `q` is the same, kept for callers of the
 * parameter's first name) matches the order number, the buyer's email, phone (any format) or name; `limit` (default 12) and
 * `offset` page it.
 */
export const ZAdminOrderSearch = z
  .object({
    search: ZSearchText.optional().describe('Order number, email, phone (4 digits or more) or name.'),
    q: ZSearchText.optional().describe('The same as `search` (used when `search` is not given).'),
    status: ZOrderStatus.optional(),
    ...ZPaginationQuery.shape,
  })
  .meta({ id: 'AdminOrderSearch' });
export type TAdminOrderSearch = z.input<typeof ZAdminOrderSearch>;

/** What the search and the detail both say of an order: which one, its state, its buyer and what it cost. */
const ADMIN_ORDER_HEAD = {
  id: z.number().int(),
  number: z.string(),
  status: ZOrderStatus,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  total_kopecks: z.number().int(),
};

export const ZAdminOrderHit = z
  .object({
    ...ADMIN_ORDER_HEAD,
    tickets: z.number().int(),
    title: z.string().nullable().describe('The title of its first session (null: gift certificates).'),
    starts_at: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderHit' });
export type TAdminOrderHit = z.infer<typeof ZAdminOrderHit>;

export const ZAdminOrderList = paginated(ZAdminOrderHit).meta({ id: 'AdminOrderList' });
export type TAdminOrderList = z.infer<typeof ZAdminOrderList>;

export const ZAdminOrderLine = z
  .object({
    id: z.number().int(),
    kind: z.enum(['seat', 'zone', 'service', 'certificate']),
    event: z
      .object({
        id: z.number().int(),
        title: z.string(),
        starts_at: z.string(),
        timezone: z.string(),
        venue: z.string(),
        hall: z.string(),
      })
      .nullable(),
    label: z
      .string()
      .nullable()
      .describe('"Партер, ряд 5, место 12" (in the request’s language), the zone, or the service.'),
    quantity: z.number().int(),
    price_kopecks: z.number().int(),
    discount_kopecks: z.number().int(),
    net_kopecks: z.number().int().describe('What the line cost the buyer (price × quantity − discount).'),
    refunded: z.boolean(),
    ticket: z
      .object({
        id: z.number().int(),
        code: z.string().describe('The code its QR says (the clerk can read it out or type it at the door).'),
        status: z.enum(['valid', 'used', 'refunded']),
        used_at: z.string().nullable(),
        refunded_at: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminOrderLine' });
export type TAdminOrderLine = z.infer<typeof ZAdminOrderLine>;

export const ZAdminRefund = z
  .object({
    id: z.number().int(),
    amount_kopecks: z.number().int().describe('Back to the card or account, through the payment provider.'),
    certificate_kopecks: z
      .number()
      .int()
      .describe('Back to the gift certificate that paid part of the order.'),
    status: z.enum(['pending', 'succeeded', 'failed']),
    reason: z.string(),
    created_at: z.string(),
    by: z.string().nullable().describe('The clerk; null for an automatic refund.'),
    lines: z.array(z.number().int()),
  })
  .meta({ id: 'AdminRefund' });
export type TAdminRefund = z.infer<typeof ZAdminRefund>;

export const ZAdminOrder = z
  .object({
    ...ADMIN_ORDER_HEAD,
    locale: z.string(),
    payment_method: z.string(),
    subtotal_kopecks: z.number().int(),
    discount_kopecks: z.number().int(),
    certificate_kopecks: z.number().int(),
    refunded_kopecks: z
      .number()
      .int()
      .describe('All that went back, to the bank and to certificates (not failed).'),
    can_refund: z.boolean(),
    lines: z.array(ZAdminOrderLine),
    payments: z.array(
      z.object({
        id: z.number().int(),
        provider: z.string(),
        amount_kopecks: z.number().int(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
    refunds: z.array(ZAdminRefund),
    audit: z.array(
      z.object({
        id: z.number().int(),
        action: z.string(),
        at: z.string(),
        by: z.string().nullable(),
        before: z.unknown(),
        after: z.unknown(),
      }),
    ),
  })
  .meta({ id: 'AdminOrder' });
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

/** POST /orders/admin/{id}/part_refund, …/part_refund_sbp_order: the order lines (tickets or services) to refund. */
export const ZPartRefundRequest = z
  .object({ items: z.array(ZIdField).min(1).max(500).describe('Ids of the order’s lines (`lines[].id`).') })
  .meta({ id: 'PartRefundRequest' });
export type TPartRefundRequest = z.input<typeof ZPartRefundRequest>;

/** POST /orders/admin/{id}/refund_again: the refund the payment provider refused, to send again. */
export const ZRefundAgainRequest = z
  .object({
    refund: ZIdField.describe('Id of the order’s refund (`refunds[].id`) whose status is `failed`.'),
  })
  .meta({ id: 'RefundAgainRequest' });
export type TRefundAgainRequest = z.input<typeof ZRefundAgainRequest>;

export const ZRefundAnswer = z
  .object({
    order: z.object({ id: z.number().int(), status: ZOrderStatus }),
    refund: ZAdminRefund,
  })
  .meta({ id: 'RefundAnswer' });
export type TRefundAnswer = z.infer<typeof ZRefundAnswer>;

/** 409 of a refund: why, and the lines at fault (already refunded, or let in at the door). */
export const ZRefundRefused = ZErrorDetail.extend({ items: z.array(z.number().int()).optional() }).meta({
  id: 'RefundRefused',
});

// ---------------------------------------------------------------------------------------------------------------
// Staff roles, granted by administrators (GET /staff, POST /staff/grant, POST /staff/revoke).

export const ZStaffMember = z
  .object({
    user: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['admin', 'staff']),
    /** Venues this member works for; `all` for the whole site. */
    venues: z.union([z.literal('all'), z.array(z.object({ id: z.number().int(), name: z.string() }))]),
  })
  .meta({ id: 'StaffMember' });
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffList = z
  .object({
    results: z.array(ZStaffMember),
    venues: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('Every venue, to grant.'),
  })
  .meta({ id: 'StaffList' });
export type TStaffList = z.infer<typeof ZStaffList>;

export const ZStaffGrant = z
  .object({
    email: ZEmailField.describe('An existing account.'),
    venue: ZIdField.nullable().describe('The venue, or null for the whole site.'),
  })
  .meta({ id: 'StaffGrant' });
export type TStaffGrant = z.input<typeof ZStaffGrant>;
