// Where a notification leads (its payload, ZNotificationPayload): the performance it is about (new dates; the
// first of the new sessions when there is one), else the order it is about (the account's orders), else nowhere.
import type { TNotificationPayload } from '@afisha/contracts';
import { routes } from '@/lib/routes';

export type NotificationTarget =
  | { kind: 'performance'; href: string }
  | { kind: 'order'; href: string; number: string | null };

export const ORDERS_PATH = '/account/orders';

export function notificationTarget(payload: TNotificationPayload): NotificationTarget | null {
  const slug = payload.performance?.trim();
  if (slug) return { kind: 'performance', href: routes.performance(slug) };
  if (payload.order !== undefined) {
    return { kind: 'order', href: ORDERS_PATH, number: payload.order_number ?? null };
  }
  return null;
}
