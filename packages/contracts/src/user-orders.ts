// Owns the contracts of GET /userorders (docs/api.md "Accounts"): the signed-in customer's orders,
// current (`is_archive=false`, the default: an order with a session not yet over) or archived
// (`is_archive=true`: every session is over, or the order has none, e.g. gift certificates).
// Only orders that were paid are listed (paid, partly or fully refunded); each carries its
// sessions as SPEC.md Events with their performance and the number of tickets of each.
import { z } from 'zod';
import { ZEvent, ZPrice } from './catalogue.ts';
import { ZFlagParam } from './catalogue-query.ts';
import { paginated, ZPaginationQuery } from './pagination.ts';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
  'cancelled',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

export const ZUserOrdersQuery = ZPaginationQuery.extend({
  is_archive: ZFlagParam.optional().describe(
    'true: orders whose sessions are all over; absent or false: the others.',
  ),
});
export type TUserOrdersQuery = z.infer<typeof ZUserOrdersQuery>;

export const ZUserOrderEvent = ZEvent.extend({
  performance: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    original_image: z.string().nullable(),
  }),
  tickets_count: z
    .number()
    .int()
    .describe('Admissions (seats and zone places) of this order at this session.'),
}).meta({ id: 'UserOrderEvent' });
export type TUserOrderEvent = z.infer<typeof ZUserOrderEvent>;

export const ZUserOrder = z
  .object({
    id: z.number().int(),
    number: z.string().describe('Reference printed on the tickets.'),
    status: ZOrderStatus,
    created_at: z.string().describe('ISO 8601 date-time.'),
    paid_at: z.string().nullable(),
    total: ZPrice.describe('Roubles paid.'),
    tickets_count: z.number().int(),
    tickets_url: z
      .string()
      .nullable()
      .describe(
        'While it has valid tickets (paid, partly refunded): the tickets link of the mail (`/api/v1/tickets/{number}?key=…`; `&format=pdf` for the PDF).',
      ),
    events: z.array(ZUserOrderEvent).describe('Sessions of the order, earliest first.'),
  })
  .meta({ id: 'UserOrder' });
export type TUserOrder = z.infer<typeof ZUserOrder>;
export const ZUserOrderPage = paginated(ZUserOrder);
export type TUserOrderPage = z.infer<typeof ZUserOrderPage>;
