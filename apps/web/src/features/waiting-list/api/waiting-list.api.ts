// The links of the waiting list's offer mail, from the browser: take the kept places into the cart
// (POST /waiting_list/claim) or leave the list (POST /waiting_list/leave).
import { type TWaitingListClaimed, type TWaitingListLink, ZWaitingListClaimed } from '@afisha/contracts';
import type { ApiSendResult } from '@/lib/api-client';
import { apiSend } from '@/lib/browser-api';

export function claimOffer(
  locale: string,
  link: TWaitingListLink,
): Promise<ApiSendResult<TWaitingListClaimed | undefined>> {
  return apiSend('POST', '/waiting_list/claim', ZWaitingListClaimed, { locale, body: link });
}

export function leaveWaitingList(locale: string, link: TWaitingListLink): Promise<ApiSendResult<undefined>> {
  return apiSend('POST', '/waiting_list/leave', null, { locale, body: link });
}
