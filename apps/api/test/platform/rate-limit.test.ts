// [PLATFORM] Rate limits: a global limit on every route and a stricter named preset, both from
// config; 429 with Retry-After and a translated {detail, code: "throttled"}. Probes are exempt. Clients are counted
// by their own address: X-Forwarded-For is believed only as far as TRUST_PROXY vouches for the hops (a visitor's
// forged entries never count), and only the web server's calls with the internal secret are exempt, never an address.

import { INTERNAL_SECRET_HEADER } from '@afisha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SECRET = 'internal-secret-of-the-test-0123456789';
const lowLimits = (config: Config, trustProxy = config.trustProxy): Config => ({
  ...config,
  trustProxy,
  internalSecret: SECRET,
  rateLimit: {
    global: { max: 5, timeWindowMs: 60_000 },
    strict: { max: 2, timeWindowMs: 60_000 },
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: (config) => lowLimits(config),
    extend(app) {
      app.get('/api/v1/test/sensitive', { config: { rateLimit: app.rateLimits.strict } }, async () => ({
        ok: true,
      }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const hit = (url: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, remoteAddress: ip, headers });

describe('rate limits', () => {
  it('throttles a client past the global limit with Retry-After and a translated body', async () => {
    for (let i = 0; i < 5; i += 1) expect((await hit('/api/v1/cities', '198.51.100.1')).statusCode).toBe(200);
    const ru = await hit('/api/v1/cities', '198.51.100.1');
    expect(ru.statusCode).toBe(429);
    expect(Number(ru.headers['retry-after'])).toBeGreaterThan(0);
    expect(ru.json()).toEqual({
      detail: expect.stringMatching(/^Слишком много запросов\. Повторите попытку через \d+ с\.$/),
      code: 'throttled',
    });
    const en = await hit('/api/v1/cities', '198.51.100.1', { 'accept-language': 'en' });
    expect(en.json().detail).toMatch(/^Too many requests\. Try again in \d+ s\.$/);
  });

  it('counts clients separately', async () => {
    expect((await hit('/api/v1/cities', '198.51.100.2')).statusCode).toBe(200);
  });

  it('applies the strict preset to routes that opt in', async () => {
    expect((await hit('/api/v1/test/sensitive', '198.51.100.3')).statusCode).toBe(200);
    expect((await hit('/api/v1/test/sensitive', '198.51.100.3')).statusCode).toBe(200);
    const third = await hit('/api/v1/test/sensitive', '198.51.100.3');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('throttled');
    // The strict counter is its own: the same client still has global budget elsewhere.
    expect((await hit('/api/v1/cities', '198.51.100.3')).statusCode).toBe(200);
  });

  it('never throttles the healthcheck', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await hit('/api/v1/healthcheck', '198.51.100.4')).statusCode).toBe(200);
  });

  it('counts the visitor behind the local web proxy, not the proxy', async () => {
    for (let i = 0; i < 5; i += 1) {
      await hit('/api/v1/cities', '127.0.0.1', { 'x-forwarded-for': '203.0.113.50' });
    }
    expect((await hit('/api/v1/cities', '127.0.0.1', { 'x-forwarded-for': '203.0.113.50' })).statusCode).toBe(
      429,
    );
    expect((await hit('/api/v1/cities', '127.0.0.1', { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(
      200,
    );
  });

  it('counts the right-most untrusted address: forged entries in front of the one the proxy appends change nothing', async () => {
    // The web app's proxy (a trusted loopback hop) appends the address it saw to whatever the visitor sent.
    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${100 + i}, 198.51.100.60` });
    for (let i = 0; i < 2; i += 1) {
      expect((await hit('/api/v1/test/sensitive', '127.0.0.1', forged(i))).statusCode).toBe(200);
    }
    expect((await hit('/api/v1/test/sensitive', '127.0.0.1', forged(2))).statusCode).toBe(429);
  });

  it('exempts no address: neither loopback nor a forged X-Forwarded-For: 127.0.0.1', async () => {
    for (let i = 0; i < 5; i += 1) await hit('/api/v1/cities', '127.0.0.1');
    expect((await hit('/api/v1/cities', '127.0.0.1')).statusCode).toBe(429);
    // From an untrusted address, the header is not even read.
    const spoof = { 'x-forwarded-for': '127.0.0.1' };
    for (let i = 0; i < 5; i += 1) await hit('/api/v1/cities', '198.51.100.61', spoof);
    expect((await hit('/api/v1/cities', '198.51.100.61', spoof)).statusCode).toBe(429);
    // Through the proxy it is only one more address in front of the visitor's own.
    const viaProxy = { 'x-forwarded-for': '127.0.0.1, 198.51.100.62' };
    for (let i = 0; i < 5; i += 1) await hit('/api/v1/cities', '127.0.0.1', viaProxy);
    expect((await hit('/api/v1/cities', '127.0.0.1', viaProxy)).statusCode).toBe(429);
  });

  it("never throttles the web server's own calls, proven by the internal secret", async () => {
    const own = { [INTERNAL_SECRET_HEADER]: SECRET };
    for (let i = 0; i < 20; i += 1)
      expect((await hit('/api/v1/cities', '192.0.2.1', own)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await hit('/api/v1/test/sensitive', '192.0.2.1', own);
    expect((await hit('/api/v1/test/sensitive', '192.0.2.1', own)).statusCode).toBe(200);
    // A wrong secret is an ordinary client.
    const guess = { [INTERNAL_SECRET_HEADER]: `${SECRET.slice(0, -1)}x` };
    for (let i = 0; i < 5; i += 1) await hit('/api/v1/cities', '192.0.2.2', guess);
    expect((await hit('/api/v1/cities', '192.0.2.2', guess)).statusCode).toBe(429);
  });
});

describe('behind a load balancer named in TRUST_PROXY', () => {
  let behind: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    // The balancer (10.0.0.2) and the web server (10.0.0.7) are both trusted hops.
    behind = await createTestApp({ config: (config) => lowLimits(config, ['10.0.0.0/24']) });
    direct = await createTestApp({ config: (config) => lowLimits(config) });
  });
  afterAll(async () => {
    await behind?.close();
    await direct?.close();
  });

  // The visitor's forged entry, the visitor as the balancer saw it, the balancer as the web server's proxy saw it.
  const chain = (visitor: string, i: number) => ({
    'x-forwarded-for': `203.0.113.${i}, ${visitor}, 10.0.0.2`,
  });
  const fromWeb = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({ url: '/api/v1/cities', remoteAddress: '10.0.0.7', headers });

  it("counts the visitor's own address, whatever they write in front of it", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await fromWeb(behind, chain('198.51.100.30', i))).statusCode).toBe(200);
    }
    expect((await fromWeb(behind, chain('198.51.100.30', 9))).statusCode).toBe(429);
    // Another visitor behind the same balancer is not affected.
    expect((await fromWeb(behind, chain('198.51.100.31', 10))).statusCode).toBe(200);
  });

  it('believes nothing from hops outside TRUST_PROXY: they are the client', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await fromWeb(direct, chain(`198.51.100.${40 + i}`, i))).statusCode).toBe(200);
    }
    expect((await fromWeb(direct, chain('198.51.100.50', 9))).statusCode).toBe(429);
  });
});
