// Owns the check of a YooKassa notification's sender against the address ranges YooKassa publishes
// (YOOKASSA_TRUSTED_IPS; defaults in config.ts). An IPv4 address seen as IPv4-mapped IPv6 (::ffff:a.b.c.d) is
// checked as IPv4. Defence in depth only: the notification is trusted because the payment is read back.
import { BlockList, isIP } from 'node:net';

/** "185.71.76.0/27" or "77.75.156.11" or "2a02:5180::/32"; null when it is neither. */
export function parseIpRange(
  entry: string,
): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return { address, prefix, type: version === 4 ? 'ipv4' : 'ipv6' };
}

export function createIpAllowList(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const range = parseIpRange(entry);
    if (!range) throw new Error(`not an address or range: ${entry}`);
    list.addSubnet(range.address, range.prefix, range.type);
  }
  return (ip) => {
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
    const address = mapped ?? ip;
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
