// A visitor of the seat map and the cart in tests: its own session (cookie and CSRF token, as the
// web client holds them) and the cart calls, each answering status and parsed body.
import type { App } from '../../src/app.ts';
import type { JsonAnswer } from './requests.ts';
import { type ClientSession, startSession } from './session.ts';

export type Visitor = {
  session: ClientSession;
  locale: string;
  post(url: string, body?: unknown): Promise<JsonAnswer>;
  get(url: string): Promise<JsonAnswer>;
  add(body: unknown): Promise<JsonAnswer>;
  remove(items: number[]): Promise<JsonAnswer>;
  clear(): Promise<JsonAnswer>;
  content(): Promise<JsonAnswer>;
  count(): Promise<number>;
  status(eventId: number): Promise<JsonAnswer>;
};

export async function visitor(
  app: App,
  /**
   * `address`: the client address the API sees (default: app.inject's 127.0.0.1); `origin`: the site's address
   * the browser is at, sent as its Origin header (none by default).
   */
  options: { locale?: string; session?: ClientSession; address?: string; origin?: string } = {},
): Promise<Visitor> {
  const session = options.session ?? (await startSession(app));
  const locale = options.locale ?? 'ru';
  const request = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<JsonAnswer> => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      ...(options.address ? { remoteAddress: options.address } : {}),
      headers: {
        cookie: session.cookie,
        'accept-language': locale,
        ...(options.origin ? { origin: options.origin } : {}),
        ...(method === 'POST' ? { 'x-csrftoken': session.csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const text = response.body;
    return { status: response.statusCode, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  const self: Visitor = {
    session,
    locale,
    post: (url, body) => request('POST', url, body),
    get: (url) => request('GET', url),
    add: (body) => request('POST', '/cart/add', body),
    remove: (items) => request('POST', '/cart/delete', { items }),
    clear: () => request('POST', '/cart/clear'),
    content: () => request('GET', '/cart/content'),
    async count() {
      const answer = await request('GET', '/cart/count_seats');
      return answer.body.count as number;
    },
    status: (eventId) => request('GET', `/events/${eventId}/places/status`),
  };
  return self;
}
