// [PLATFORM] Rate limits: a global limit on every route and a stricter named preset, both from
// config; 429 with Retry-After and a translated {detail, code: "throttled"}. Probes are exempt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: (config) => ({
      ...config,
      rateLimit: {
        global: { max: 5, timeWindowMs: 60_000 },
        strict: { max: 2, timeWindowMs: 60_000 },
        trustedIps: ['127.0.0.1'],
      },
    }),
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

  it("never throttles the web server's own calls (a trusted address with no forwarded visitor)", async () => {
    for (let i = 0; i < 20; i += 1) expect((await hit('/api/v1/cities', '127.0.0.1')).statusCode).toBe(200);
    // The same trust does not extend to an untrusted address.
    for (let i = 0; i < 5; i += 1) await hit('/api/v1/cities', '198.51.100.9');
    expect((await hit('/api/v1/cities', '198.51.100.9')).statusCode).toBe(429);
  });
});
