// What one entry of an address list may be (lib/ip-range.ts): an IPv4 or IPv6 address, alone or with a prefix no
// longer than its family's, with spaces around it allowed; anything else, a host name or a prefix out of range
// included, is refused rather than guessed at.
import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseIpRange } from './ip-range.ts';

describe('parseIpRange', () => {
  it('reads an address alone as a range of one', () => {
    expect(parseIpRange('77.75.156.11')).toEqual({ address: '77.75.156.11', prefix: 32, type: 'ipv4' });
    expect(parseIpRange('2001:db8::1')).toEqual({ address: '2001:db8::1', prefix: 128, type: 'ipv6' });
  });

  it('reads CIDR ranges of both families, the whole and the empty prefix included, around spaces', () => {
    expect(parseIpRange(' 185.71.76.0/27 ')).toEqual({ address: '185.71.76.0', prefix: 27, type: 'ipv4' });
    expect(parseIpRange('2a02:5180::/32')).toEqual({ address: '2a02:5180::', prefix: 32, type: 'ipv6' });
    expect(parseIpRange('0.0.0.0/0')).toEqual({ address: '0.0.0.0', prefix: 0, type: 'ipv4' });
    expect(parseIpRange('10.0.0.1/32')).toEqual({ address: '10.0.0.1', prefix: 32, type: 'ipv4' });
    expect(parseIpRange('::/128')).toEqual({ address: '::', prefix: 128, type: 'ipv6' });
  });

  it.each([
    '',
    'localhost',
    'proxy.internal',
    'loopback',
    '10.0.0.300',
    '10.0.0',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.0/',
    '10.0.0.0/-1',
    '10.0.0.0/8.5',
    '10.0.0.0/ 8',
    '10.0.0.0/0008',
    '10.0.0.0/8/8',
    '/8',
  ])('refuses %j', (entry) => {
    expect(parseIpRange(entry)).toBeNull();
  });

  it('gives what BlockList.addSubnet takes', () => {
    const list = new BlockList();
    for (const entry of ['185.71.76.0/27', '2a02:5180::/32']) {
      const range = parseIpRange(entry);
      if (!range) throw new Error(entry);
      list.addSubnet(range.address, range.prefix, range.type);
    }
    expect(list.check('185.71.76.31', 'ipv4')).toBe(true);
    expect(list.check('185.71.76.32', 'ipv4')).toBe(false);
    expect(list.check('2a02:5180::10', 'ipv6')).toBe(true);
  });
});
