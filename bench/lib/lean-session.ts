// Owns starting a visitor's session over a lean connection (lean-http.ts), as a browser does before its first
// hold: GET /account/csrf, keep the cookie and the CSRF token, and the headers a cart request then carries.
import type { LeanConnection } from './lean-http.ts';

export type LeanSession = { cookie: string; csrf: string; headers: string[] };

export async function startLeanSession(connection: LeanConnection): Promise<LeanSession> {
  const answer = await connection.request('/api/v1/account/csrf', []);
  if (answer.status !== 200) throw new Error(`GET /account/csrf answered ${answer.status}: ${answer.body}`);
  const { csrf } = JSON.parse(answer.body) as { csrf: string };
  const cookie = answer.setCookies.map((line) => line.split(';', 1)[0]).join('; ');
  return {
    cookie,
    csrf,
    headers: [
      'Content-Type: application/json',
      'Accept-Language: ru',
      `Cookie: ${cookie}`,
      `X-CSRFToken: ${csrf}`,
    ],
  };
}
