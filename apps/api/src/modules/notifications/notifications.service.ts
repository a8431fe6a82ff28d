// Owns what a customer may do with their notifications: list them (all, unread or read; newest
// first), read one, mark one (or all of them) read or unread. Someone else's notification answers 404 exactly like
// one that does not exist, so ids cannot be probed. The stored payload is reduced to the documented
// link fields (ZNotificationPayload); internal keys never leave. A row of a kind the API does not know is
// skipped (the repository reads none; this is the type's guard), never a 500.
import {
  NOTIFICATION_KINDS,
  type TNotification,
  type TNotificationKind,
  type TNotificationListQuery,
  type TNotificationPayload,
} from '@afisha/contracts';
import type { Locale } from '@afisha/db';
import { AppError } from '../../lib/app-error.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

export type NotificationsService = {
  list(
    userId: number,
    query: TNotificationListQuery,
    locale: Locale,
  ): Promise<{ count: number; results: TNotification[] }>;
  get(userId: number, id: number, locale: Locale): Promise<TNotification>;
  setViewed(userId: number, id: number, isViewed: boolean, locale: Locale): Promise<TNotification>;
  /** Marks every notification of the customer read (or unread); answers how many changed. */
  setAllViewed(userId: number, isViewed: boolean): Promise<{ updated: number }>;
};

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/** The documented link fields of a stored payload, each only when it has the documented type. */
export function toPayload(stored: Record<string, unknown>): TNotificationPayload {
  const payload: TNotificationPayload = {};
  if (isInteger(stored.order)) payload.order = stored.order;
  if (typeof stored.order_number === 'string') payload.order_number = stored.order_number;
  if (typeof stored.performance === 'string') payload.performance = stored.performance;
  if (Array.isArray(stored.events) && stored.events.every(isInteger)) payload.events = stored.events;
  if (typeof stored.amount === 'number' && Number.isFinite(stored.amount)) payload.amount = stored.amount;
  return payload;
}

const isKind = (kind: string): kind is TNotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The answer for a row; null for a kind the API does not know. */
function toNotification(row: NotificationRow): TNotification | null {
  if (!isKind(row.kind)) return null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    text: row.text,
    is_viewed: row.isViewed,
    payload: toPayload(row.payload),
    created_at: row.createdAt.toISOString(),
  };
}

export function createNotificationsService(deps: {
  repository: NotificationsRepository;
}): NotificationsService {
  const { repository } = deps;
  const found = (row: NotificationRow | null): TNotification => {
    const notification = row && toNotification(row);
    if (!notification) throw new AppError('not_found', 404);
    return notification;
  };
  return {
    async list(userId, query, locale) {
      const page = await repository.list(userId, { isViewed: query.is_viewed }, locale, query);
      const results = page.results.map(toNotification).filter((item) => item !== null);
      return { count: page.count, results };
    },
    async get(userId, id, locale) {
      return found(await repository.findOwn(userId, id, locale));
    },
    async setViewed(userId, id, isViewed, locale) {
      return found(await repository.setViewed(userId, id, isViewed, locale));
    },
    async setAllViewed(userId, isViewed) {
      return { updated: await repository.setAllViewed(userId, isViewed) };
    },
  };
}
