// The box office's order calls from the browser (staff only): the search, one order in full, refunds (the SBP
// variants for an order paid through the fast payment system), mailing the tickets again, and the PDF's address.
import {
  type TAdminOrder,
  type TAdminOrderList,
  type TRefundAnswer,
  ZAdminOrder,
  ZAdminOrderList,
  ZRefundAnswer,
} from '@afisha/contracts';
import { z } from 'zod';
import type { ApiResult, ApiSendResult } from '@/lib/api-client';
import { apiSend, browserApi } from '@/lib/browser-api';

export function searchOrders(
  locale: string,
  query: { q: string; status?: string; offset?: number },
): Promise<ApiResult<TAdminOrderList>> {
  return browserApi().get('/orders/admin', ZAdminOrderList, {
    locale,
    query: {
      search: query.q,
      limit: '20',
      offset: String(query.offset ?? 0),
      ...(query.status ? { status: query.status } : {}),
    },
  });
}

export function fetchOrder(locale: string, id: number): Promise<ApiResult<TAdminOrder>> {
  return browserApi().get(`/orders/admin/${id}`, ZAdminOrder, { locale });
}

/** All that is left of the order, or the chosen lines; through the SBP route when the order was paid by SBP. */
export function refundOrder(
  locale: string,
  order: Pick<TAdminOrder, 'id' | 'payment_method'>,
  lines: readonly number[] | 'all',
): Promise<ApiSendResult<TRefundAnswer | undefined>> {
  const sbp = order.payment_method === 'sbp';
  if (lines === 'all') {
    return apiSend(
      'POST',
      `/orders/admin/${order.id}/${sbp ? 'full_refund_sbp' : 'full_refund'}`,
      ZRefundAnswer,
      {
        locale,
        body: {},
      },
    );
  }
  return apiSend(
    'POST',
    `/orders/admin/${order.id}/${sbp ? 'part_refund_sbp_order' : 'part_refund'}`,
    ZRefundAnswer,
    {
      locale,
      body: { items: lines },
    },
  );
}

/** A refund the bank refused, sent to it again. */
export function refundAgain(
  locale: string,
  orderId: number,
  refundId: number,
): Promise<ApiSendResult<TRefundAnswer | undefined>> {
  return apiSend('POST', `/orders/admin/${orderId}/refund_again`, ZRefundAnswer, {
    locale,
    body: { refund: refundId },
  });
}

export function resendTickets(locale: string, orderId: number) {
  return apiSend('POST', `/orders/admin/${orderId}/send_ticket`, z.object({ sent: z.literal(true) }), {
    locale,
    body: {},
  });
}

export const ticketsPdfPath = (orderId: number) => `/api/v1/orders/admin/${orderId}/get_ticket`;

/** The `detail` of an API error body, when it has one. */
export function errorDetail(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string')
    return body.detail;
  return null;
}
