// Owns how the back office's pages talk to /api/v1/manage: reads that throw (TanStack Query's way of failing, with
// the status kept so a page can tell 403 and 404 from a broken connection) and writes that answer a value (a form
// shows the API's refusal in place), with `If-Match: <version>` on edits of a record. Uploads go as multipart.
import type { ApiSendResult, Parser, UnsafeMethod } from '@/lib/api-client';
import { apiSend, browserApi, loadCsrfToken } from '@/lib/browser-api';

export class ManageReadError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'status' | 'invalid_body',
    readonly status?: number,
  ) {
    super(`manage read failed: ${reason}${status ? ` ${status}` : ''}`);
  }
}

export async function manageRead<T>(
  path: string,
  schema: Parser<T>,
  locale: string,
  query?: Record<string, string | undefined>,
): Promise<T> {
  const result = await browserApi().get(`/manage${path}`, schema, { locale, query });
  if (!result.ok) throw new ManageReadError(result.reason, result.status);
  return result.data;
}

export function manageWrite<T>(
  method: UnsafeMethod,
  path: string,
  schema: Parser<T> | null,
  options: { locale: string; body?: unknown; version?: number },
): Promise<ApiSendResult<T | undefined>> {
  return apiSend(method, `/manage${path}`, schema, {
    locale: options.locale,
    body: options.body,
    headers: options.version === undefined ? undefined : { 'If-Match': String(options.version) },
  });
}

/** POST of one file as `multipart/form-data` (field `file`), with the session's CSRF token. */
export async function manageUpload<T>(
  path: string,
  file: File,
  schema: Parser<T>,
  locale: string,
): Promise<ApiSendResult<T>> {
  const token = await loadCsrfToken(locale);
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/v1/manage${path}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': locale,
        ...(token ? { 'X-CSRFToken': token } : {}),
      },
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return { ok: false, reason: 'status', status: response.status, body };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, reason: 'invalid_body', status: response.status };
}
