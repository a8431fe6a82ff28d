// The API client used by server components: talks to API_INTERNAL_URL directly (not through the /api proxy), with
// the internal secret (INTERNAL_API_SECRET) that tells the API these are the web server's own calls, made for every
// visitor from one address, and so not limited per address. Answers are kept in Next's data cache for a minute by
// default (catalogue pages choose their own time and tags, see catalogue-cache.ts): a no-store call anywhere in the
// layout would make every page render on every request, which the 200 requests/s target of issue 3 does not allow.
// `next build` still never calls the API: no page is prerendered at build time (their generateStaticParams are empty).
import { INTERNAL_SECRET_HEADER } from '@afisha/contracts';
import { type ApiClient, createApiClient } from './api-client';
import { SITE_TAG } from './catalogue-cache';
import { getApiInternalUrl, getInternalApiSecret } from './env';

let client: ApiClient | undefined;

/** A client for the web server's own calls, with the given fetch options (Next's cache) on every request. */
export function createServerApiClient(init: RequestInit): ApiClient {
  const secret = getInternalApiSecret();
  return createApiClient({
    baseUrl: getApiInternalUrl(),
    init,
    headers: secret ? { [INTERNAL_SECRET_HEADER]: secret } : undefined,
  });
}

export function serverApi(): ApiClient {
  client ??= createServerApiClient({ next: { revalidate: 60, tags: [SITE_TAG] } } as RequestInit);
  return client;
}
