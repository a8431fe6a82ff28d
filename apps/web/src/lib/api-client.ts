// A small typed GET client for the API: sends the page locale as Accept-Language, bounds the wait, validates the
// answer, and reports failure as a value. Pages decide what an unreachable API looks like; nothing here throws.
import type { z } from 'zod';

export type ApiFailure = {
  ok: false;
  // unreachable: no answer (refused, timed out); status: a non-2xx answer; invalid_body: not the promised shape.
  reason: 'unreachable' | 'status' | 'invalid_body';
  status?: number;
};
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export type ApiClientOptions = {
  baseUrl: URL;
  fetch?: typeof fetch;
  timeoutMs?: number;
  // Extra fetch options (Next's `cache`, for instance) applied to every request.
  init?: RequestInit;
};

export type ApiGetOptions = {
  locale: string;
  query?: Record<string, string | undefined>;
  // Next's data cache for this answer: kept `revalidate` seconds and dropped early by revalidateTag(tag).
  // Without it the client's default `init` applies.
  cache?: { revalidate: number; tags: string[] };
};

export type ApiClient = {
  get<S extends z.ZodType>(path: string, schema: S, options: ApiGetOptions): Promise<ApiResult<z.output<S>>>;
};

const API_PREFIX = '/api/v1';

export function createApiClient({
  baseUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = 5000,
  init,
}: ApiClientOptions): ApiClient {
  return {
    async get(path, schema, { locale, query, cache }) {
      // The API may sit under a path prefix (behind a reverse proxy); keep it, without doubling its slash.
      const url = new URL(`${baseUrl.pathname.replace(/\/+$/, '')}${API_PREFIX}${path}`, baseUrl.origin);
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, value);
      }
      let response: Response;
      try {
        response = await fetchImpl(url, {
          ...init,
          ...(cache ? { cache: undefined, next: { revalidate: cache.revalidate, tags: cache.tags } } : {}),
          headers: { Accept: 'application/json', 'Accept-Language': locale },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return { ok: false, reason: 'unreachable' };
      }
      if (!response.ok) {
        // Drain the body so the connection can be reused.
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, reason: 'status', status: response.status };
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return { ok: false, reason: 'invalid_body', status: response.status };
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) return { ok: false, reason: 'invalid_body', status: response.status };
      return { ok: true, data: parsed.data };
    },
  };
}
