// Owns the limits on what one client network may hold (issue 18, "one client holds a whole zone"): which network a
// request comes from (its IPv4 address, or the /64 of its IPv6 address: one subscriber gets a whole /64 and could
// rotate through it), how many places of a session one network may hold at once (a share of the session's size,
// never below a floor, so a family behind a small hall's carrier-grade NAT still buys), and the window in which new
// carts per network are counted. The database enforces both in the hold's own transaction (hold_address_refusal,
// migration 0018_hold_address); docs/operations.md "Hoarding" says how to set them.
import { isIPv4, isIPv6 } from 'node:net';
import type { HoldAddressRules } from '../../config.ts';

/** What the hold statement is told about the request's network. */
export type AddressLimits = {
  /** inet text: `203.0.113.7` or `2001:db8:1:2::/64`. */
  network: string;
  /** Places of this session the network may hold at once (held, or in orders awaiting payment); null: no cap. */
  maxPlaces: number | null;
  /** New hold windows the network may have opened since `since`; null: no limit. */
  newCarts: number | null;
  since: Date;
};

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail and a zone id allowed), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split('%')[0] ?? '';
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const zeros = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<string>(Math.max(zeros, 0)).fill('0'), ...tail].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The network a client address is counted as: an IPv4 address as it is (an IPv4-mapped IPv6 address too), an IPv6
 * address as its /64. Null for anything else (no address: nothing is counted).
 */
export function clientNetwork(ip: string | undefined): string | null {
  if (!ip) return null;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return null;
  const groups = ipv6Groups(ip);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Places of a session of `eventSize` places one network may hold at once; null: no cap. */
export function placesPerAddress(eventSize: number, rules: HoldAddressRules): number | null {
  if (rules.sharePercent === 0) return null;
  return Math.max(rules.minPlaces, Math.ceil((eventSize * rules.sharePercent) / 100));
}

/**
 * The limits of a hold on a session of `eventSize` places from `ip` at `now`. Null when there are none: no address,
 * or both limits off (then nothing is recorded or locked either, so holds from one address never wait on each other).
 */
export function addressLimits(
  ip: string | undefined,
  eventSize: number,
  rules: HoldAddressRules,
  now: Date,
): AddressLimits | null {
  const network = clientNetwork(ip);
  const maxPlaces = placesPerAddress(eventSize, rules);
  const newCarts = rules.newCarts === 0 ? null : rules.newCarts;
  if (network === null || (maxPlaces === null && newCarts === null)) return null;
  return { network, maxPlaces, newCarts, since: new Date(now.getTime() - rules.newCartsWindowMs) };
}
