// The guest ticket page's one call, made by the server: GET /tickets/{number}?key= (the order and its tickets in the
// page's language). Never cached, by Next or anyone: the answer holds the tickets' secrets and their state
// (a refund) changes. A wrong key is the API's 404.
import { type TOrderTickets, ZOrderTickets } from '@afisha/contracts';
import type { ApiClient, ApiResult } from '@/lib/api-client';
import { createServerApiClient } from '@/lib/server-api';
import type { GuestLink } from '../guest-link';

let client: ApiClient | undefined;

export function fetchGuestTickets(locale: string, link: GuestLink): Promise<ApiResult<TOrderTickets>> {
  client ??= createServerApiClient({ cache: 'no-store' });
  return client.get(`/tickets/${encodeURIComponent(link.number)}`, ZOrderTickets, {
    locale,
    query: { key: link.key },
  });
}
