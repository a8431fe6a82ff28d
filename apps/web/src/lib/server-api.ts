// The API client used by server components: talks to API_INTERNAL_URL directly (not through the /api proxy) and
// never caches, so pages always render the catalogue as it is now and `next build` never needs a running API.
import { type ApiClient, createApiClient } from './api-client';
import { getApiInternalUrl } from './env';

let client: ApiClient | undefined;

export function serverApi(): ApiClient {
  client ??= createApiClient({ baseUrl: getApiInternalUrl(), init: { cache: 'no-store' } });
  return client;
}
