// The trusted hops in front of the API (TRUST_PROXY) and the web server's internal secret (INTERNAL_API_SECRET):
// safe defaults, addresses, ranges and names read, anything else refused with the variable named, and the removed
// RATE_LIMIT_TRUSTED_IPS refused rather than silently ignored.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('trusted proxies and the internal secret in the configuration', () => {
  it('trusts loopback hops and exempts nobody by default', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.internalSecret).toBeNull();
  });

  it('reads addresses, CIDR ranges and named ranges, in IPv4 and IPv6', () => {
    const { trustProxy } = loadConfig({
      TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,fd00::/8 , 2001:db8::1,Loopback,uniquelocal',
    });
    expect(trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '2001:db8::1',
      'loopback',
      'uniquelocal',
    ]);
  });

  it('trusts no hop with `none`, and treats an empty value as unset', () => {
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toEqual(['loopback']);
  });

  it.each([
    ['10.0.0.300', 'not understood: 10.0.0.300'],
    ['10.0.0.0/33', 'not understood: 10.0.0.0/33'],
    ['10.0.0.1, proxy.internal', 'not understood: proxy.internal'],
    ['none, 10.0.0.1', 'not understood: none'],
    [' , ', 'the list is empty'],
  ])('refuses TRUST_PROXY=%j', (value, problem) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(new RegExp(`TRUST_PROXY.*${problem}`));
  });

  it('reads the internal secret, which must be long enough to be unguessable', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ INTERNAL_API_SECRET: secret }).internalSecret).toBe(secret);
    expect(() => loadConfig({ INTERNAL_API_SECRET: 'short' })).toThrow(
      /INTERNAL_API_SECRET: must be at least 32/,
    );
  });

  it('refuses the removed RATE_LIMIT_TRUSTED_IPS, pointing to what replaced it', () => {
    expect(() => loadConfig({ RATE_LIMIT_TRUSTED_IPS: '127.0.0.1' })).toThrow(
      /RATE_LIMIT_TRUSTED_IPS is no longer read.*INTERNAL_API_SECRET.*TRUST_PROXY/,
    );
  });
});
