// The seat map's calls, from the browser (same origin, /api/v1): the hall plan once (GET /events/{id}/places/plan,
// public and cacheable for a day: the browser's HTTP cache keeps it, and a newer `version` in the status makes us
// fetch it past every cache, plan-follow-up.ts), the live status every few seconds (GET …/places/status, never cached), and the
// holds: POST /cart/add for seats or zone places, POST /cart/delete to release cart lines. Reads throw
// PlacesReadError (TanStack Query wants a rejection); holds answer a result value, their refusals read by
// hold-refusal.ts.
import {
  type TCartAddResponse,
  type TCartState,
  type TPlacesPlan,
  type TPlacesStatus,
  type TWaitingListJoined,
  type TWaitingListJoinRequest,
  ZCartAddResponse,
  ZCartState,
  ZCheckKeyResponse,
  ZPlacesPlan,
  ZPlacesStatus,
  ZWaitingListJoined,
} from '@afisha/contracts';
import { type ApiClient, type ApiSendResult, createApiClient } from '@/lib/api-client';
import { apiSend, browserApi } from '@/lib/browser-api';

export class PlacesReadError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'status' | 'invalid_body',
    readonly status?: number,
  ) {
    super(`seat map read failed: ${reason} ${status ?? ''}`.trim());
  }
}

/** 404: the session is unknown, unpublished or over; its map will not come back. */
export const isGone = (error: unknown): boolean => error instanceof PlacesReadError && error.status === 404;

const PLAN_TIMEOUT_MS = 15_000;
const planClients = new Map<RequestCache, ApiClient>();

// The plan may come from the browser's HTTP cache ('default'), or must come from the API ('reload': no conditional
// request, since a process still holding the old plan would answer 304 to the old ETag, and the fetched answer
// replaces the cached one).
function planClient(cache: RequestCache): ApiClient {
  let client = planClients.get(cache);
  if (!client) {
    client = createApiClient({
      baseUrl: new URL(window.location.origin),
      init: { credentials: 'same-origin', cache },
      timeoutMs: PLAN_TIMEOUT_MS,
    });
    planClients.set(cache, client);
  }
  return client;
}

export async function fetchPlan(eventId: number, locale: string, fresh: boolean): Promise<TPlacesPlan> {
  const result = await planClient(fresh ? 'reload' : 'default').get(
    `/events/${eventId}/places/plan`,
    ZPlacesPlan,
    { locale },
  );
  if (!result.ok) throw new PlacesReadError(result.reason, result.status);
  return result.data;
}

export async function fetchStatus(eventId: number, locale: string): Promise<TPlacesStatus> {
  const result = await browserApi().get(`/events/${eventId}/places/status`, ZPlacesStatus, { locale });
  if (!result.ok) throw new PlacesReadError(result.reason, result.status);
  return result.data;
}

export function holdSeats(
  eventId: number,
  seatIds: number[],
  locale: string,
): Promise<ApiSendResult<TCartAddResponse | undefined>> {
  return apiSend('POST', '/cart/add', ZCartAddResponse, {
    locale,
    body: { event: eventId, places: seatIds },
  });
}

export function holdZonePlaces(
  eventId: number,
  zoneId: number,
  quantity: number,
  locale: string,
): Promise<ApiSendResult<TCartAddResponse | undefined>> {
  return apiSend('POST', '/cart/add', ZCartAddResponse, {
    locale,
    body: { event: eventId, zone: zoneId, quantity },
  });
}

export function releaseItems(
  itemIds: number[],
  locale: string,
): Promise<ApiSendResult<TCartState | undefined>> {
  return apiSend('POST', '/cart/delete', ZCartState, { locale, body: { items: itemIds } });
}

/** Unlocks the event's sale before it opens, for this session, with an early-access key. */
export function checkAccessKey(
  locale: string,
  eventId: number,
  key: string,
): Promise<ApiSendResult<{ event: number; unlocked: true } | undefined>> {
  return apiSend('POST', `/events/${eventId}/check_key`, ZCheckKeyResponse, { locale, body: { key } });
}

/** Joins the waiting list of a sold-out session (POST /events/{id}/waiting_list). */
export function joinWaitingList(
  locale: string,
  eventId: number,
  body: TWaitingListJoinRequest,
): Promise<ApiSendResult<TWaitingListJoined | undefined>> {
  return apiSend('POST', `/events/${eventId}/waiting_list`, ZWaitingListJoined, { locale, body });
}
