// The signed-in customer's lists as the account area reads them in the browser (same origin, the session cookie),
// a page of 12 at a time, each answer checked against its contract. A failure is thrown as an AccountReadError for
// TanStack Query to hold as the section's error state; `status` 401 means the session is over.
import {
  PAGE_SIZE,
  type TFavoritePage,
  type TNotification,
  type TNotificationBulkUpdateResponse,
  type TNotificationPage,
  type TUserOrderPage,
  type TWatchHistoryPage,
  ZFavoritePage,
  ZNotification,
  ZNotificationBulkUpdateResponse,
  ZNotificationIdPage,
  ZNotificationPage,
  ZUserOrderPage,
  ZWatchHistoryPage,
} from '@afisha/contracts';
import type { ApiResult, ApiSendResult, Parser } from '@/lib/api-client';
import { apiSend, browserApi } from '@/lib/browser-api';
import { pageOffset } from '@/lib/pagination';

export class AccountReadError extends Error {
  constructor(readonly status: number | undefined) {
    super(`account read failed${status ? ` (${status})` : ''}`);
  }
}

function unwrap<T>(result: ApiResult<T> | ApiSendResult<T>): T {
  if (!result.ok) throw new AccountReadError(result.status);
  return result.data;
}

const pageQuery = (page: number) => ({ limit: String(PAGE_SIZE), offset: String(pageOffset(page)) });

async function readPage<T>(path: string, schema: Parser<T>, locale: string, query: Record<string, string>) {
  return unwrap(await browserApi().get(path, schema, { locale, query }));
}

export const fetchNotifications = (locale: string, page: number): Promise<TNotificationPage> =>
  readPage('/notifications', ZNotificationPage, locale, pageQuery(page));

export const fetchFavorites = (locale: string, page: number): Promise<TFavoritePage> =>
  readPage('/favorites', ZFavoritePage, locale, pageQuery(page));

export const fetchHistory = (locale: string, page: number): Promise<TWatchHistoryPage> =>
  readPage('/watch_history/me', ZWatchHistoryPage, locale, pageQuery(page));

export const fetchOrders = (locale: string, archive: boolean, page: number): Promise<TUserOrderPage> =>
  readPage('/userorders', ZUserOrderPage, locale, { ...pageQuery(page), is_archive: String(archive) });

/** How many notifications are unread (GET /notifications?is_viewed=false, ids only, one item). */
export async function fetchUnreadCount(locale: string): Promise<number> {
  const page = await readPage('/notifications', ZNotificationIdPage, locale, {
    is_viewed: 'false',
    query: '{id}',
    limit: '1',
  });
  return page.count;
}

/** PUT /notifications `{is_viewed: true}`: all of them read; how many changed. */
export async function markAllNotificationsViewed(locale: string): Promise<TNotificationBulkUpdateResponse> {
  const result = await apiSend('PUT', '/notifications', ZNotificationBulkUpdateResponse, {
    locale,
    body: { is_viewed: true },
  });
  const answer = unwrap(result);
  if (!answer) throw new AccountReadError(undefined);
  return answer;
}

/** PUT /notifications/{id} `{is_viewed}`: the notification as it is now. */
export async function setNotificationViewed(
  locale: string,
  id: number,
  isViewed: boolean,
): Promise<TNotification> {
  const result = await apiSend('PUT', `/notifications/${id}`, ZNotification, {
    locale,
    body: { is_viewed: isViewed },
  });
  const notification = unwrap(result);
  if (!notification) throw new AccountReadError(undefined);
  return notification;
}
