// The cart page's calls from the browser: its content (GET /cart/content: live lines by event, totals, the hold's
// end), releasing one line (POST /cart/delete) and everything (POST /cart/clear). The content read throws
// CartReadError (TanStack Query wants a rejection) and notes when it arrived on the monotonic clock, for the
// countdown; the changes answer result values.
import { type TCartContent, type TCartState, ZCartContent, ZCartState } from '@afisha/contracts';
import type { ApiSendResult } from '@/lib/api-client';
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
