// The cart page's calls from the browser: its content (GET /cart/content: live lines by event, totals, the hold's
// end), releasing one line (POST /cart/delete) and everything (POST /cart/clear), and the extra services of a
// session (GET /services, POST /cart/add_service and /cart/rem_service). The content read throws
// CartReadError (TanStack Query wants a rejection) and notes when it arrived on the monotonic clock, for the
// countdown; the changes answer result values.
import {
  type TCartContent,
  type TCartServices,
  type TCartState,
  type TService,
  ZCartContent,
  ZCartServices,
  ZCartState,
  ZServiceList,
} from '@afisha/contracts';
import type { ApiResult, ApiSendResult } from '@/lib/api-client';
import { apiSend, browserApi } from '@/lib/browser-api';

export class CartReadError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'status' | 'invalid_body',
    readonly status?: number,
  ) {
    super(`cart read failed: ${reason} ${status ?? ''}`.trim());
  }
}

/** The content and the performance.now() of its arrival: `seconds_left` counts from then. */
export type CartRead = { content: TCartContent; asOf: number };

export async function fetchCartContent(locale: string): Promise<CartRead> {
  const result = await browserApi().get('/cart/content', ZCartContent, { locale });
  if (!result.ok) throw new CartReadError(result.reason, result.status);
  return { content: result.data, asOf: performance.now() };
}

export function removeCartItems(
  itemIds: number[],
  locale: string,
): Promise<ApiSendResult<TCartState | undefined>> {
  return apiSend('POST', '/cart/delete', ZCartState, { locale, body: { items: itemIds } });
}

export function clearCart(locale: string): Promise<ApiSendResult<TCartState | undefined>> {
  return apiSend('POST', '/cart/clear', ZCartState, { locale });
}

/** The extra services offered with a session (GET /services). */
export function fetchServices(locale: string, eventId: number): Promise<ApiResult<TService[]>> {
  return browserApi().get('/services', ZServiceList, { locale, query: { event: String(eventId) } });
}

/** One more unit (add) or one less (remove) of a service with a session of the cart. */
export function changeService(
  change: 'add' | 'remove',
  locale: string,
  body: { service: number; event: number },
): Promise<ApiSendResult<TCartServices | undefined>> {
  const path = change === 'add' ? '/cart/add_service' : '/cart/rem_service';
  return apiSend('POST', path, ZCartServices, { locale, body: { ...body, quantity: 1 } });
}
