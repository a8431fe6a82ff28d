// [PLATFORM] /api/v1 prefix, trailing slashes, unknown routes and methods, request ids, headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('routing', () => {
  it('serves endpoints under /api/v1 only', async () => {
    expect((await t.app.inject({ url: '/api/v1/cities' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/cities' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v2/cities' })).statusCode).toBe(404);
  });

  it('accepts a trailing slash', async () => {
    const response = await t.app.inject({ url: '/api/v1/cities/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers an unknown route with a translated 404 body', async () => {
    const ru = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(ru.statusCode).toBe(404);
    expect(ru.json()).toEqual({ detail: 'Не найдено.', code: 'not_found' });
    const en = await t.app.inject({ url: '/api/v1/nothing-here', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/cities/me',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, PUT');
    expect(response.json()).toEqual({ detail: 'Method "DELETE" not allowed.', code: 'method_not_allowed' });
  });

  it('serves the healthcheck at the root too, for load balancers', async () => {
    const response = await t.app.inject({ url: '/healthcheck' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('X-Request-Id', () => {
  it('is generated for every response, errors included', async () => {
    const ok = await t.app.inject({ url: '/api/v1/cities' });
    const missing = await t.app.inject({ url: '/api/v1/missing' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it('keeps a sane incoming id', async () => {
    const response = await t.app.inject({
      url: '/api/v1/cities',
      headers: { 'x-request-id': 'edge-42.abc:1' },
    });
    expect(response.headers['x-request-id']).toBe('edge-42.abc:1');
  });

  it.each([
    ['x'.repeat(129)],
    ['has space'],
    ['<script>'],
    [''],
  ])('replaces an insane incoming id %j', async (id) => {
    const response = await t.app.inject({ url: '/api/v1/cities', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is on the 400 of a body that never parsed', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/cities/me',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-parse' },
      payload: '{',
    });
    expect(response.headers['x-request-id']).toBe('req-parse');
  });
});

describe('security headers', () => {
  it('sends a locked-down CSP and the usual hardening headers on JSON answers', async () => {
    const response = await t.app.inject({ url: '/api/v1/cities' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // A plain-http installation (COOKIE_SECURE off, the test's): no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when COOKIE_SECURE says the API is served over HTTPS', async () => {
    const secure = await createTestApp({ config: (base) => ({ ...base, cookieSecure: true }) });
    try {
      const response = await secure.app.inject({ url: '/api/v1/cities' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
