// Owns the contracts of a signed-in customer's notifications (docs/api.md "Accounts"): the list
// (filter `is_viewed`, newest first, paged), one notification, and PUT `{is_viewed}`. The header's
// probe for unread ones (GET /notifications?is_viewed=false&query={id}) reads ZNotificationIdPage; PUT
// /notifications marks them all read at once.
// Notifications are made by the system only (account confirmed, order paid, refund done, new dates
// of a favourite performance); `kind` says which, `payload` holds what a link to it needs.
import { z } from 'zod';
import { ZFlagParam, ZIdParam } from './catalogue-query.ts';
import { paginated, ZPaginationQuery } from './pagination.ts';

export const ZNotificationIdPage = paginated(z.object({ id: z.number().int() }));
export type TNotificationIdPage = z.infer<typeof ZNotificationIdPage>;

/**
 * account_confirmed, order_paid, refund_done and new_dates are made by the API's hooks; event_changed (a session
 * the customer holds tickets for changed, e.g. its cast; payload: the performance and that session) is named by
 * the data model and written by the demo seed, so it is a kind the API must be able to list.
 */
export const NOTIFICATION_KINDS = [
  'account_confirmed',
  'order_paid',
  'refund_done',
  'new_dates',
  'event_changed',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/**
 * What a notification points at, for the client to build its link: an order (→ /account/orders),
 * a performance (→ /perfomances/{performance}) and, for new dates, the new events' ids.
 */
export const ZNotificationPayload = z
  .object({
    order: z.number().int().optional().describe('Order id.'),
    order_number: z.string().optional().describe('Order reference printed on the tickets.'),
    performance: z.string().optional().describe('Performance slug.'),
    events: z
      .array(z.number().int())
      .optional()
      .describe('Ids of the new events (new_dates), or of the changed one (event_changed).'),
    amount: z.number().optional().describe('Roubles paid or refunded.'),
  })
  .meta({ id: 'NotificationPayload' });
export type TNotificationPayload = z.infer<typeof ZNotificationPayload>;

export const ZNotification = z
  .object({
    id: z.number().int(),
    kind: ZNotificationKind,
    title: z.string().describe("In the request's language, Russian when not translated."),
    text: z.string().nullable(),
    is_viewed: z.boolean(),
    payload: ZNotificationPayload,
    created_at: z.string().describe('ISO 8601 date-time.'),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationPage = paginated(ZNotification);
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationListQuery = ZPaginationQuery.extend({
  is_viewed: ZFlagParam.optional().describe('false: only unread ones; true: only read ones; absent: all.'),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

export const ZNotificationIdParams = z.object({ id: ZIdParam });
export type TNotificationIdParams = z.infer<typeof ZNotificationIdParams>;

/**
 * PUT /notifications/{id}: `{is_viewed: true}` marks it read; false marks it unread again. PUT /notifications takes
 * the same body for all the customer's notifications at once ("mark all as read").
 */
export const ZNotificationUpdateRequest = z.object({ is_viewed: z.boolean() });
export type TNotificationUpdateRequest = z.infer<typeof ZNotificationUpdateRequest>;

/** PUT /notifications: how many notifications changed state. */
export const ZNotificationBulkUpdateResponse = z
  .object({ updated: z.number().int().min(0) })
  .meta({ id: 'NotificationBulkUpdate' });
export type TNotificationBulkUpdateResponse = z.infer<typeof ZNotificationBulkUpdateResponse>;
