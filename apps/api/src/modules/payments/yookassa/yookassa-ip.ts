// Owns the check of a YooKassa notification's sender against the address ranges YooKassa publishes
// (YOOKASSA_TRUSTED_IPS; defaults in config.ts; each entry read by lib/ip-range.ts). An IPv4 address seen as
// IPv4-mapped IPv6 (::ffff:a.b.c.d) is checked as IPv4. Defence in depth only: the notification is trusted
// because the payment is read back.
import { BlockList, isIP } from 'node:net';
import { parseIpRange } from '../../../lib/ip-range.ts';

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
