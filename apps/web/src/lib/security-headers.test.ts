import { describe, expect, it } from 'vitest';
import { parseCookieSecure, readPageSecuritySettings } from './env';
import {
  contentSecurityPolicy,
  inlineScriptHash,
  newNonce,
  pageSecurityHeaders,
  parseExtraSources,
} from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const plain = { dev: false, secure: false, analytics: {}, extraSources: [] };

describe('contentSecurityPolicy', () => {
  it('allows this site only, forbids framing, plugins and other bases and form targets', () => {
    const policy = directives(contentSecurityPolicy(plain));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('adds the configured chat widget and analytics hosts, and nothing for those not configured', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...plain,
        chatWidgetUrl: 'https://chat.example/widget/loader.js?id=1',
        analytics: { metricsId: '123' },
      }),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://chat.example',
      'https://mc.yandex.ru',
      'https://mc.yandex.com',
      'https://yastatic.net',
    ]);
    expect(policy['connect-src']).toContain('wss://chat.example');
    expect(policy['frame-src']).toContain('https://chat.example');
    expect(policy['script-src']).not.toContain('https://www.googletagmanager.com');
  });

  it("lets React's development build use eval, never production", () => {
    expect(directives(contentSecurityPolicy({ ...plain, dev: true }))['script-src']).toContain(
      "'unsafe-eval'",
    );
  });
});

describe('the strict policy of the pages rendered per request', () => {
  const strict = { nonce: 'bm9uY2Ux', inlineScriptHashes: ["'sha256-abc='"] };

  it('allows scripts by nonce and hash and what they load, never inline ones', () => {
    const policy = directives(contentSecurityPolicy(plain, strict));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-bm9uY2Ux'", "'strict-dynamic'", "'sha256-abc='"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it("keeps every other directive of the cached pages' policy", () => {
    const settings = { ...plain, chatWidgetUrl: 'https://chat.example/w.js', analytics: { metricsId: '1' } };
    const cached = directives(contentSecurityPolicy(settings));
    const strictPolicy = directives(contentSecurityPolicy(settings, strict));
    expect({ ...strictPolicy, 'script-src': [] }).toEqual({ ...cached, 'script-src': [] });
    // The hosts stay for browsers without 'strict-dynamic'.
    expect(strictPolicy['script-src']).toContain('https://chat.example');
  });

  it('makes a new nonce every time, in the form CSP and Next accept', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('names an inline script by the SHA-256 of its exact text, as browsers compute it', () => {
    // The example of the CSP specification and MDN.
    expect(inlineScriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe('pageSecurityHeaders', () => {
  it('sends HSTS and upgrades plain-http requests only when the site is on HTTPS', () => {
    expect(pageSecurityHeaders(plain)).not.toHaveProperty('Strict-Transport-Security');
    const secure = pageSecurityHeaders({ ...plain, secure: true });
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(secure['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('settings', () => {
  it('reads COOKIE_SECURE like the API: on in production unless told otherwise', () => {
    expect(parseCookieSecure(undefined, 'production')).toBe(true);
    expect(parseCookieSecure('off', 'production')).toBe(false);
    expect(parseCookieSecure('', 'development')).toBe(false);
    expect(parseCookieSecure('on', 'development')).toBe(true);
  });

  it('keeps only https origins from CSP_EXTRA_SOURCES', () => {
    expect(
      parseExtraSources('https://a.example, https://*.b.example:8443 http://c.example javascript: *'),
    ).toEqual(['https://a.example', 'https://*.b.example:8443']);
  });

  it('reads the third parties from the same settings as the shell', () => {
    const settings = readPageSecuritySettings({
      NODE_ENV: 'production',
      CHAT_WIDGET_URL: 'https://chat.example/w.js',
      TAG_MANAGER_ID: 'GTM-1',
      COOKIE_SECURE: 'false',
    });
    expect(settings).toEqual({
      dev: false,
      secure: false,
      chatWidgetUrl: 'https://chat.example/w.js',
      analytics: { metricsId: undefined, tagManagerId: 'GTM-1' },
      extraSources: [],
    });
  });
});
