// The site's server writes the address it saw as X-Forwarded-For (after what a trusted proxy in front wrote, only
// then) and marks the request as one from the network.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  appendForwardedFor,
  EDGE_HEADER,
  markNetworkRequest,
  parseTrustedPeers,
  peerAddress,
} from './forwarding.mjs';

describe('peerAddress', () => {
  it('shows an IPv4 peer seen over IPv6 as IPv4, and keeps IPv6 as it is', () => {
    expect(peerAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(peerAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(peerAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(peerAddress(undefined)).toBe('unknown');
  });
});

describe('appendForwardedFor', () => {
  it('puts the peer last, after whatever was claimed before (the API weighs the claims)', () => {
    expect(appendForwardedFor(undefined, '198.51.100.7')).toBe('198.51.100.7');
    expect(appendForwardedFor('127.0.0.1', '198.51.100.7')).toBe('127.0.0.1, 198.51.100.7');
    expect(appendForwardedFor(' 203.0.113.1 ,, 10.0.0.2', '10.0.0.3')).toBe(
      '203.0.113.1, 10.0.0.2, 10.0.0.3',
    );
    expect(appendForwardedFor(['203.0.113.1', '203.0.113.2'], '10.0.0.3')).toBe(
      '203.0.113.1, 203.0.113.2, 10.0.0.3',
    );
  });
});

const requestFrom = (remoteAddress: string, forwardedFor?: string) =>
  ({
    headers: { 'x-forwarded-for': forwardedFor, [EDGE_HEADER]: 'guessed' },
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;

describe('markNetworkRequest', () => {
  it("replaces a visitor's X-Forwarded-For with the socket's address and overwrites their edge mark", () => {
    const request = requestFrom('::ffff:203.0.113.9', '127.0.0.1');
    markNetworkRequest(request, 'token-of-this-process');
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(request.headers[EDGE_HEADER]).toBe('token-of-this-process');
  });

  it('replaces it for a visitor on this machine too: loopback proves nothing unless listed', () => {
    const request = requestFrom('127.0.0.1', '198.51.100.1');
    markNetworkRequest(request, 'token', parseTrustedPeers(undefined));
    expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('keeps what a trusted proxy in front wrote and appends the proxy', () => {
    const behindBalancer = parseTrustedPeers('10.0.0.0/8');
    const request = requestFrom('10.1.2.3', '198.51.100.1, 203.0.113.5');
    markNetworkRequest(request, 'token', behindBalancer);
    expect(request.headers['x-forwarded-for']).toBe('198.51.100.1, 203.0.113.5, 10.1.2.3');
    const stranger = requestFrom('203.0.113.9', '198.51.100.1');
    markNetworkRequest(stranger, 'token', behindBalancer);
    expect(stranger.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});

describe('parseTrustedPeers', () => {
  it('reads addresses, ranges and the named ranges; nobody when empty or none', () => {
    const trusts = parseTrustedPeers(' 192.0.2.7, 10.0.0.0/8, loopback, 2001:db8::/32 ');
    expect(['192.0.2.7', '10.200.1.1', '127.0.0.5', '::1', '2001:db8::42'].map(trusts)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['192.0.2.8', '11.0.0.1', '2001:db9::1', 'unknown'].map(trusts)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(parseTrustedPeers('')('127.0.0.1')).toBe(false);
    expect(parseTrustedPeers('none')('127.0.0.1')).toBe(false);
    expect(parseTrustedPeers('uniquelocal')('192.168.1.1')).toBe(true);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseTrustedPeers('10.0.0.0/33')).toThrow(/WEB_TRUST_PROXY/);
    expect(() => parseTrustedPeers('balancer.internal')).toThrow(/balancer.internal/);
    expect(() => parseTrustedPeers('10.0.0.1/8/1')).toThrow();
  });
});
