import { describe, expect, it } from 'vitest';
import { proxiedRequestHeaders } from './api-proxy';

describe('proxiedRequestHeaders', () => {
  const identity = { edgeToken: 'edge-token', internalSecret: 'internal-secret-0123456789-0123456789' };
  const incoming = (extra: Record<string, string>) =>
    new Headers({ accept: 'application/json', cookie: 'sessionid=1', ...extra });

  it("keeps the server's X-Forwarded-For on a marked request, and drops the mark and any secret a visitor sent", () => {
    const headers = proxiedRequestHeaders(
      incoming({
        'x-forwarded-for': '127.0.0.1, 203.0.113.9',
        'x-afisha-edge': 'edge-token',
        'x-internal-secret': 'internal-secret-0123456789-0123456789',
      }),
      identity,
    );
    expect(headers.get('x-forwarded-for')).toBe('127.0.0.1, 203.0.113.9');
    expect(headers.get('x-afisha-edge')).toBeNull();
    expect(headers.get('x-internal-secret')).toBeNull();
    expect(headers.get('cookie')).toBe('sessionid=1');
  });

  it("treats an unmarked request behind the site's server as Next's own call (the image optimizer)", () => {
    const headers = proxiedRequestHeaders(incoming({ 'x-forwarded-for': '203.0.113.9' }), identity);
    expect(headers.get('x-forwarded-for')).toBeNull();
    expect(headers.get('x-internal-secret')).toBe(identity.internalSecret);
  });

  it('believes nothing a wrong mark brings', () => {
    const headers = proxiedRequestHeaders(
      incoming({ 'x-forwarded-for': '127.0.0.1', 'x-afisha-edge': 'guessed' }),
      identity,
    );
    expect(headers.get('x-forwarded-for')).toBeNull();
    expect(headers.get('x-afisha-edge')).toBeNull();
  });

  it('forwards no address and no secret when the site runs without its server (next start): one client for all', () => {
    const headers = proxiedRequestHeaders(
      incoming({ 'x-forwarded-for': '127.0.0.1', 'x-afisha-edge': 'anything', 'x-internal-secret': 'x' }),
      { edgeToken: undefined, internalSecret: identity.internalSecret },
    );
    expect(headers.get('x-forwarded-for')).toBeNull();
    expect(headers.get('x-internal-secret')).toBeNull();
  });
});
