// A small typed client for the API: sends the page locale as Accept-Language, bounds the wait, validates the
// answer, and reports failure as a value. Pages decide what an unreachable API looks like; nothing here throws.
// Unsafe methods (send) carry the CSRF token when the caller supplies one (docs/api.md "Sessions, cookies and CSRF").

export type ApiFailure = {
  ok: false;
  // unreachable: no answer (refused, timed out); status: a non-2xx answer; invalid_body: not the promised shape.
  reason: 'unreachable' | 'status' | 'invalid_body';
  status?: number;
};
/** What checks an answer's shape: a zod schema from packages/contracts, or a small guard (see api-guards.ts). */
export type Parser<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;
/** A failed send keeps the error body (docs/api.md error shapes), so forms can show field errors. */
export type ApiSendFailure = ApiFailure & { body?: unknown };
export type ApiSendResult<T> = { ok: true; data: T } | ApiSendFailure;

export type ApiClientOptions = {
  baseUrl: URL;
  fetch?: typeof fetch;
  timeoutMs?: number;
  // Extra fetch options (Next's `cache`, for instance) applied to every request.
  init?: RequestInit;
  // The CSRF token to send in X-CSRFToken with POST, PUT, PATCH and DELETE (read at each request).
  csrfToken?: () => string | undefined;
  // Sent with every request (the web server's internal secret, see server-api.ts).
  headers?: Record<string, string>;
};

export type ApiGetOptions = {
  locale: string;
  query?: Record<string, string | undefined>;
  // Next's data cache for this answer: kept `revalidate` seconds and dropped early by revalidateTag(tag).
  // Without it the client's default `init` applies.
  cache?: { revalidate: number; tags: string[] };
};

export type ApiSendOptions = {
  locale: string;
  body?: unknown;
  /** Extra request headers (the back office's `If-Match: <version>`). */
  headers?: Record<string, string>;
};
export type UnsafeMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClient = {
  get<T>(path: string, schema: Parser<T>, options: ApiGetOptions): Promise<ApiResult<T>>;
  /** An unsafe request; a 201/204 without a body is a success with `data: undefined` when schema is null. */
  send<T>(
    method: UnsafeMethod,
    path: string,
    schema: Parser<T> | null,
    options: ApiSendOptions,
  ): Promise<ApiSendResult<T | undefined>>;
};

const API_PREFIX = '/api/v1';

export function createApiClient({
  baseUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = 5000,
  init,
  csrfToken,
  headers: fixedHeaders,
}: ApiClientOptions): ApiClient {
  const urlOf = (path: string, query?: Record<string, string | undefined>) => {
    // The API may sit under a path prefix (behind a reverse proxy); keep it, without doubling its slash.
    const url = new URL(`${baseUrl.pathname.replace(/\/+$/, '')}${API_PREFIX}${path}`, baseUrl.origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    return url;
  };

  // A GET that fails without an answer (not by running out of time) is sent once more: the likeliest cause is a
  // kept-alive connection the server closed as it was reused (issue 19, item 7), and a GET may safely be repeated.
  // Unsafe methods are not: the server may have acted on them.
  const call = async (url: URL, requestInit: RequestInit, retries = 0): Promise<Response | undefined> => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await fetchImpl(url, { ...init, ...requestInit, signal });
    } catch {
      return retries > 0 && !signal.aborted ? call(url, requestInit, retries - 1) : undefined;
    }
  };

  const readJson = async (response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> => {
    try {
      return { ok: true, body: await response.json() };
    } catch {
      return { ok: false };
    }
  };

  return {
    async get(path, schema, { locale, query, cache }) {
      const response = await call(
        urlOf(path, query),
        {
          ...(cache ? { cache: undefined, next: { revalidate: cache.revalidate, tags: cache.tags } } : {}),
          headers: { ...fixedHeaders, Accept: 'application/json', 'Accept-Language': locale },
        },
        1,
      );
      if (!response) return { ok: false, reason: 'unreachable' };
      if (!response.ok) {
        // Drain the body so the connection can be reused.
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, reason: 'status', status: response.status };
      }
      const json = await readJson(response);
      if (!json.ok) return { ok: false, reason: 'invalid_body', status: response.status };
      const parsed = schema.safeParse(json.body);
      if (!parsed.success) return { ok: false, reason: 'invalid_body', status: response.status };
      return { ok: true, data: parsed.data };
    },

    async send(method, path, schema, { locale, body, headers: extraHeaders }) {
      const headers: Record<string, string> = {
        ...extraHeaders,
        ...fixedHeaders,
        Accept: 'application/json',
        'Accept-Language': locale,
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const token = csrfToken?.();
      if (token) headers['X-CSRFToken'] = token;
      const response = await call(urlOf(path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response) return { ok: false, reason: 'unreachable' };
      if (!response.ok) {
        const json = await readJson(response);
        return {
          ok: false,
          reason: 'status',
          status: response.status,
          body: json.ok ? json.body : undefined,
        };
      }
      if (schema === null) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: true, data: undefined };
      }
      const json = await readJson(response);
      const parsed = json.ok ? schema.safeParse(json.body) : undefined;
      if (!parsed?.success) return { ok: false, reason: 'invalid_body', status: response.status };
      return { ok: true, data: parsed.data };
    },
  };
}
