// The back office in tests: a signed-in administrator, venue manager (of some venues, or of the whole site), box-office
// clerk or customer, and their client for /manage/ — every method, JSON bodies, an `If-Match` when asked, and
// multipart uploads — answering status, parsed body and headers like the other test clients.
import { type Db, staffVenueRoles, users } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import type { App } from '../../src/app.ts';
import type { JsonAnswer } from './requests.ts';
import type { ClientSession } from './session.ts';
import { signInCustomer } from './signed-in.ts';

export type ManageClient = {
  userId: number;
  email: string;
  session: ClientSession;
  get(url: string): Promise<JsonAnswer>;
  post(url: string, body?: unknown): Promise<JsonAnswer>;
  put(url: string, body: unknown, options?: { ifMatch?: string | number }): Promise<JsonAnswer>;
  patch(url: string, body: unknown, options?: { ifMatch?: string | number }): Promise<JsonAnswer>;
  delete(url: string): Promise<JsonAnswer>;
  /** POST multipart/form-data with one file field (`file`) and text fields. */
  upload(
    url: string,
    file: { name: string; type: string; data: Buffer },
    fields?: Record<string, string>,
  ): Promise<JsonAnswer>;
  /** The same person speaking another language. */
  inLocale(locale: string): ManageClient;
};

export type ManageRole =
  | { kind: 'admin' }
  | { kind: 'manager'; venues: number[] | 'all' }
  | { kind: 'box_office'; venues: number[] | 'all' }
  | { kind: 'customer' };

export async function manageClient(app: App, db: Db, role: ManageRole, locale = 'ru'): Promise<ManageClient> {
  const signed = await signInCustomer(app, db);
  const userRole = role.kind === 'admin' ? 'admin' : role.kind === 'customer' ? 'customer' : 'staff';
  await db.update(users).set({ role: userRole }).where(eq(users.id, signed.userId));
  if (role.kind === 'manager' || role.kind === 'box_office') {
    const venues = role.venues === 'all' ? [null] : role.venues;
    for (const venueId of venues) {
      await db.insert(staffVenueRoles).values({ userId: signed.userId, venueId, role: role.kind });
    }
  }
  return clientFor(app, signed.userId, signed.email, signed.session, locale);
}

export function clientFor(
  app: App,
  userId: number,
  email: string,
  session: ClientSession,
  locale: string,
): ManageClient {
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<JsonAnswer> => {
    const response = await app.inject({
      method,
      url: `/api/v1/manage${url}`,
      headers: {
        cookie: session.cookie,
        'accept-language': locale,
        ...(method === 'GET' ? {} : { 'x-csrftoken': session.csrf }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const text = response.body;
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.statusCode, body, headers: response.headers };
  };
  const json = (body: unknown, ifMatch?: string | number) => ({
    'content-type': 'application/json',
    ...(ifMatch === undefined ? {} : { 'if-match': String(ifMatch) }),
    payload: JSON.stringify(body),
  });
  const withJson = (
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    body: unknown,
    ifMatch?: string | number,
  ) => {
    const { payload, ...headers } = json(body, ifMatch);
    return send(method, url, body === undefined ? undefined : payload, body === undefined ? {} : headers);
  };
  return {
    userId,
    email,
    session,
    get: (url) => send('GET', url),
    post: (url, body) => withJson('POST', url, body),
    put: (url, body, options) => withJson('PUT', url, body, options?.ifMatch),
    patch: (url, body, options) => withJson('PATCH', url, body, options?.ifMatch),
    delete: (url) => send('DELETE', url),
    async upload(url, file, fields = {}) {
      const boundary = `----afisha${Math.random().toString(16).slice(2)}`;
      const parts: Buffer[] = [];
      for (const [name, value] of Object.entries(fields)) {
        parts.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
      }
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      );
      return send('POST', url, Buffer.concat(parts), {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
    },
    inLocale: (other) => clientFor(app, userId, email, session, other),
  };
}
