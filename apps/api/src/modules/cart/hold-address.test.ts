import { describe, expect, it } from 'vitest';
import { addressLimits, clientNetwork, placesPerAddress } from './hold-address.ts';

const rules = { sharePercent: 10, minPlaces: 20, newCarts: 60, newCartsWindowMs: 15 * 60_000 };

describe('clientNetwork', () => {
  it('counts an IPv4 address as it is, an IPv4-mapped one as IPv4', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('has no network for what is not an address', () => {
    for (const value of [undefined, '', 'localhost', '1.2.3', '2001:db8::1::2', 'x']) {
      expect(clientNetwork(value), String(value)).toBeNull();
    }
  });
});

describe('placesPerAddress', () => {
  it('is a share of the session rounded up, never below the floor; a share of 0 is no cap', () => {
    expect(placesPerAddress(60, rules)).toBe(20);
    expect(placesPerAddress(1_500, rules)).toBe(150);
    expect(placesPerAddress(1_501, rules)).toBe(151);
    expect(placesPerAddress(0, rules)).toBe(20);
    expect(placesPerAddress(1_500, { ...rules, sharePercent: 0 })).toBeNull();
  });
});

describe('addressLimits', () => {
  it('counts new carts since one window ago; 0 new carts is no limit; no address, no limits', () => {
    const now = new Date('2026-11-26T18:00:00Z');
    expect(addressLimits('203.0.113.7', 300, rules, now)).toEqual({
      network: '203.0.113.7',
      maxPlaces: 30,
      newCarts: 60,
      since: new Date('2026-11-26T17:45:00Z'),
    });
    expect(addressLimits('203.0.113.7', 300, { ...rules, newCarts: 0 }, now)?.newCarts).toBeNull();
    expect(addressLimits(undefined, 300, rules, now)).toBeNull();
    expect(addressLimits('203.0.113.7', 300, { ...rules, sharePercent: 0, newCarts: 0 }, now)).toBeNull();
  });
});
