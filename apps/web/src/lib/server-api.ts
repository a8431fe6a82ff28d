// The API client used by server components: talks to API_INTERNAL_URL directly (not through the /api proxy). Answers
// are kept in Next's data cache for a minute by default (catalogue pages choose their own time and tags, see
// catalogue-cache.ts): a no-store call anywhere in the layout would make every page render on every request, which
// the 200 requests/s target of issue 3 does not allow. `next build` still never calls the API: no page is
// prerendered at build time (their generateStaticParams are empty).
import { type ApiClient, createApiClient } from './api-client';
import { SITE_TAG } from './catalogue-cache';
import { getApiInternalUrl } from './env';

let client: ApiClient | undefined;

export function serverApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: getApiInternalUrl(),
    init: { next: { revalidate: 60, tags: [SITE_TAG] } } as RequestInit,
  });
  return client;
}
