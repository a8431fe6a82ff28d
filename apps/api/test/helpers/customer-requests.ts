// Helpers for the signed-in customer's endpoints: requests as a given customer (session cookie
// and CSRF header, like the web client) or as an anonymous visitor who holds a CSRF token, in a
// chosen language, answered as status, parsed body and headers.
import type { App } from '../../src/app.ts';
import type { JsonAnswer } from './requests.ts';
import { authHeaders, type ClientSession } from './session.ts';

export type Requester = {
  get(url: string, locale?: string): Promise<JsonAnswer>;
  /** `body` is sent as JSON, or as given when it is a string (malformed JSON tests). */
  send(method: 'POST' | 'PUT', url: string, body: unknown, locale?: string): Promise<JsonAnswer>;
};

/** Requests carrying `session` (a customer's, or an anonymous one with its CSRF token). */
export function requester(app: () => App, session: ClientSession): Requester {
  return {
    async get(url, locale = 'ru') {
      const response = await app().inject({
        url: `/api/v1${url}`,
        headers: { cookie: session.cookie, 'accept-language': locale },
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    async send(method, url, body, locale = 'ru') {
      const response = await app().inject({
        method,
        url: `/api/v1${url}`,
        headers: authHeaders(session, { 'content-type': 'application/json', 'accept-language': locale }),
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
  };
}

export const NOT_AUTHENTICATED = {
  ru: { detail: 'Учётные данные не были предоставлены.', code: 'not_authenticated' },
  en: { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
} as const;
