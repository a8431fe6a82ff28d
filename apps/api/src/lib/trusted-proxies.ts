// Owns reading TRUST_PROXY: which hops in front of the API are believed when they say, in X-Forwarded-For, whom they
// forward for. Fastify (proxy-addr) walks that header from the right and takes the first address that is not
// trusted: the visitor's own, however many proxies they wrote in front of it themselves. Entries are addresses,
// CIDR ranges and proxy-addr's names for the private ranges; `none` trusts nothing (the API faces visitors).
import { parseIpRange } from './ip-range.ts';

/** proxy-addr's named ranges: loopback (127.0.0.1/8, ::1/128), linklocal and uniquelocal (10/8, 172.16/12, …). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The web server on this machine, the usual set-up (npm start, one host): it reaches the API over loopback. */
export const DEFAULT_TRUST_PROXY = 'loopback';

/** The trusted hops for Fastify's trustProxy ([] for `none`), or the entries that are not understood. */
export function parseTrustedProxies(
  raw: string,
): { ok: true; hops: string[] } | { ok: false; bad: string[] } {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 1 && entries[0]?.toLowerCase() === 'none') return { ok: true, hops: [] };
  const bad = entries.filter(
    (entry) => !NAMED_RANGES.has(entry.toLowerCase()) && parseIpRange(entry) === null,
  );
  if (bad.length > 0 || entries.length === 0) return { ok: false, bad };
  return {
    ok: true,
    hops: entries.map((entry) => (NAMED_RANGES.has(entry.toLowerCase()) ? entry.toLowerCase() : entry)),
  };
}
