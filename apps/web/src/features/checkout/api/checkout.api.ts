// The checkout's calls from the browser: turning the cart (or a pending order) into a payment (POST /cart/buy),
// the order's payment state (GET /cart/order_status), the fast-payment-system link and QR code
// (POST /cart/get_sbp_link) and a paid order's tickets (the guest link `tickets_url` of order_status, as JSON).
// Every call answers a result value; nothing throws.
import {
  type TCartBuyRequest,
  type TCartBuyResponse,
  type TCheckCertificateResponse,
  type TCheckPromocodeResponse,
  type TDocumentType,
  type TFindTicketRequest,
  type TFindTicketResponse,
  type TOrderStatusAnswer,
  type TOrderTickets,
  type TSbpLink,
  type TUpdatePersonRequest,
  ZCartBuyResponse,
  ZCheckCertificateResponse,
  ZCheckPromocodeResponse,
  ZDocumentTypeList,
  ZFindTicketResponse,
  ZOrderStatusAnswer,
  ZOrderTickets,
  ZSbpLink,
} from '@afisha/contracts';
import type { ApiResult, ApiSendResult } from '@/lib/api-client';
import { apiSend, browserApi } from '@/lib/browser-api';

export function buy(
  locale: string,
  body: TCartBuyRequest,
): Promise<ApiSendResult<TCartBuyResponse | undefined>> {
  return apiSend('POST', '/cart/buy', ZCartBuyResponse, { locale, body });
}

/** The identity document types of named tickets (GET /documenttypes). */
export function fetchDocumentTypes(locale: string): Promise<ApiResult<TDocumentType[]>> {
  return browserApi().get('/documenttypes', ZDocumentTypeList, { locale });
}

/**
 * A buyer's named tickets by the order's number, e-mail address and the key of its ticket link (the signed-in owner
 * may leave the key out): POST /person_by_ticket/find_ticket.
 */
export function findTickets(
  locale: string,
  body: TFindTicketRequest,
): Promise<ApiSendResult<TFindTicketResponse | undefined>> {
  return apiSend('POST', '/person_by_ticket/find_ticket', ZFindTicketResponse, { locale, body });
}

/** Changes a named ticket's holder (POST /person_by_ticket/update_person). */
export function updateHolder(
  locale: string,
  body: TUpdatePersonRequest,
): Promise<ApiSendResult<TFindTicketResponse | undefined>> {
  return apiSend('POST', '/person_by_ticket/update_person', ZFindTicketResponse, { locale, body });
}

/** Applies a promo code to the cart (an empty code takes it off) and answers its discount. */
export function checkPromocode(
  locale: string,
  code: string,
): Promise<ApiSendResult<TCheckPromocodeResponse | undefined>> {
  return apiSend('POST', '/cart/check_promocode', ZCheckPromocodeResponse, { locale, body: { code } });
}

export function checkCertificate(
  locale: string,
  code: string,
): Promise<ApiSendResult<TCheckCertificateResponse | undefined>> {
  return apiSend('POST', '/cart/check_certificate', ZCheckCertificateResponse, { locale, body: { code } });
}

export function orderStatus(
  locale: string,
  order: number,
  key: string | null = null,
): Promise<ApiResult<TOrderStatusAnswer>> {
  return browserApi().get('/cart/order_status', ZOrderStatusAnswer, {
    locale,
    query: { order: String(order), ...(key ? { key } : {}) },
  });
}

export function sbpLink(locale: string, order: number): Promise<ApiSendResult<TSbpLink | undefined>> {
  return apiSend('POST', '/cart/get_sbp_link', ZSbpLink, { locale, body: { order } });
}

/** `tickets_url` is `/api/v1/tickets/{number}?key=…`: the path under /api/v1 and its query, for the client. */
export function ticketsPath(ticketsUrl: string): { path: string; key: string } | null {
  const url = new URL(ticketsUrl, 'http://site.invalid');
  const match = /^\/api\/v1(\/tickets\/[^/]+)$/.exec(url.pathname);
  const key = url.searchParams.get('key');
  return match?.[1] && key ? { path: match[1], key } : null;
}

/** The PDF of the tickets: the same guest link with `format=pdf`. */
export function ticketsPdfHref(ticketsUrl: string): string {
  const url = new URL(ticketsUrl, 'http://site.invalid');
  url.searchParams.set('format', 'pdf');
  return `${url.pathname}${url.search}`;
}

export function fetchTickets(locale: string, ticketsUrl: string): Promise<ApiResult<TOrderTickets>> {
  const target = ticketsPath(ticketsUrl);
  if (!target) return Promise.resolve({ ok: false, reason: 'invalid_body' });
  return browserApi().get(target.path, ZOrderTickets, { locale, query: { key: target.key } });
}
