// Helpers that act like the web client: fetch the CSRF token (which starts a session) and send
// the cookies and header back on later requests.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';

export type ClientSession = { cookie: string; csrf: string; sessionid: string };

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return (response.cookies as Array<{ name: string; value: string }>).find((cookie) => cookie.name === name)
    ?.value;
}

export async function startSession(app: App): Promise<ClientSession> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/account/csrf' });
  if (response.statusCode !== 200) throw new Error(`GET /account/csrf answered ${response.statusCode}`);
  const sessionid = cookieValue(response, 'sessionid');
  const csrftoken = cookieValue(response, 'csrftoken');
  if (!sessionid || !csrftoken) throw new Error('GET /account/csrf did not set both cookies');
  const { csrf } = response.json<{ csrf: string }>();
  return { cookie: `sessionid=${sessionid}; csrftoken=${csrftoken}`, csrf, sessionid };
}

/** Headers of an unsafe request made by a well-behaved client. */
export function authHeaders(
  session: ClientSession,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { cookie: session.cookie, 'x-csrftoken': session.csrf, ...extra };
}
