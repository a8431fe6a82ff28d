// Owns reading one address or CIDR range as configuration writes it ("185.71.76.0/27", "77.75.156.11",
// "2a02:5180::/32"): the one check behind every list of addresses the API takes (TRUST_PROXY,
// YOOKASSA_TRUSTED_IPS), so they all agree on what an entry may be. The result is what node:net's
// BlockList.addSubnet takes.
import { isIP } from 'node:net';

export type IpRange = { address: string; prefix: number; type: 'ipv4' | 'ipv6' };

/** An address alone (its whole length as the prefix) or an address with a prefix in range; null otherwise. */
export function parseIpRange(entry: string): IpRange | null {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return { address, prefix, type: version === 4 ? 'ipv4' : 'ipv6' };
}
