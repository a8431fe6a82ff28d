// The API as the browser calls it: same origin (/api/v1, proxied to the API), the session cookie included, and the
// CSRF token of this session on every unsafe request (docs/api.md "Sessions, cookies and CSRF"). The token is loaded once per page life
// (SPEC.md section 4 "Startup"); a failed load is forgotten, so the next unsafe request tries again. Nothing here
// imports zod: this module is part of every page's first load (see api-guards.ts). Signing in and out change the
// session, and so the token: adoptCsrfToken / forgetCsrfToken.
import {
  type ApiClient,
  type ApiSendOptions,
  createApiClient,
  type Parser,
  type UnsafeMethod,
} from './api-client';
import { csrfGuard } from './api-guards';

let csrfToken: string | undefined;
let csrfLoading: Promise<string | undefined> | undefined;
let client: ApiClient | undefined;

export function browserApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: new URL(window.location.origin),
    init: { credentials: 'same-origin', cache: 'no-store' },
    csrfToken: () => csrfToken,
  });
  return client;
}

/** GET /account/csrf once; resolves to undefined (never rejects) when it fails. */
export function loadCsrfToken(locale: string): Promise<string | undefined> {
  csrfLoading ??= browserApi()
    .get('/account/csrf', csrfGuard, { locale })
    .then((result) => {
      if (!result.ok) {
        csrfLoading = undefined;
        return undefined;
      }
      csrfToken = result.data.csrf;
      return csrfToken;
    });
  return csrfLoading;
}

/** The token the API handed out with a new session id (sign-in rotates the session, and the token with it). */
export function adoptCsrfToken(token: string): void {
  csrfToken = token;
  csrfLoading = Promise.resolve(token);
}

/** Forgets the token (signing out ends its session): the next unsafe request loads a new one first. */
export function forgetCsrfToken(): void {
  csrfToken = undefined;
  csrfLoading = undefined;
}

/** An unsafe request, sent once the CSRF token is known (or known to be unavailable). */
export async function apiSend<T>(
  method: UnsafeMethod,
  path: string,
  schema: Parser<T> | null,
  options: ApiSendOptions,
) {
  await loadCsrfToken(options.locale);
  return browserApi().send(method, path, schema, options);
}
