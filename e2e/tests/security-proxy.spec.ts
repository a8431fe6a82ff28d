// [SECURITY]: through the site's /api proxy a visitor cannot choose the address the API counts them by: a forged,
// rotating X-Forwarded-For, "127.0.0.1", or the internal secret header exempt nobody. Each test is a visitor of its
// own at 127.0.0.N (the browser of the other specs is 127.0.0.1), sending wrong sign-ins, a strict-limited route,
// until the strict limit of the run (read from the answers' x-ratelimit-limit) is spent: the next one is 429.
import { expect, test } from '@playwright/test';
import { internalApiSecret } from '../helpers/servers';
import { type Visitor, visitorAt } from '../helpers/visitor';

/** Wrong sign-ins (each for another address, so the per-account limit stays out of it) until the strict limit. */
async function signInUntilThrottled(
  visitor: Visitor,
  headersOf: (attempt: number) => Record<string, string>,
) {
  const csrf = await visitor.send('GET', '/api/v1/account/csrf');
  expect(csrf.status).toBe(200);
  const token = (JSON.parse(csrf.body) as { csrf: string }).csrf;
  const attempt = (i: number) =>
    visitor.send('POST', '/api/v1/account/login', {
      headers: { 'x-csrftoken': token, ...headersOf(i) },
      json: { email: `nobody-${i}-${Date.now()}@example.com`, password: 'Wrong-password-1' },
    });
  const first = await attempt(0);
  expect(first.status, first.body).toBe(400);
  const limit = Number(first.headers['x-ratelimit-limit']);
  expect(limit).toBeGreaterThan(0);
  const statuses = [first.status];
  for (let i = 1; i <= limit; i += 1) statuses.push((await attempt(i)).status);
  return { limit, statuses };
}

test.describe.configure({ timeout: 120_000 });

test('[SECURITY]: a forged, rotating X-Forwarded-For does not escape the strict limit', async () => {
  const { limit, statuses } = await signInUntilThrottled(visitorAt('127.0.0.2'), (i) => ({
    'x-forwarded-for': `203.0.113.${(i % 250) + 1}`,
  }));
  expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
  expect(statuses[limit]).toBe(429);
});

test('[SECURITY]: X-Forwarded-For: 127.0.0.1 exempts no visitor', async () => {
  const { limit, statuses } = await signInUntilThrottled(visitorAt('127.0.0.3'), () => ({
    'x-forwarded-for': '127.0.0.1',
  }));
  expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
  expect(statuses[limit]).toBe(429);
});

test("[SECURITY]: the web server's internal secret sent by a visitor is dropped by the proxy", async () => {
  // Even the right secret (as if it leaked) exempts nothing when it comes from outside: only the server sends it.
  const { limit, statuses } = await signInUntilThrottled(visitorAt('127.0.0.4'), () => ({
    'x-internal-secret': internalApiSecret,
  }));
  expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
  expect(statuses[limit]).toBe(429);
});
