// Owns what the site's server (serve.mjs) tells the rest of the web app about who is asking, for the /api and /media
// proxy (src/proxy.ts, src/lib/api-proxy.ts): Next 16 hands a proxy no peer address, and passes a visitor's own
// X-Forwarded-For through (it fills the header from the socket only when it is absent), so a visitor could choose
// the address the API counts them by. The server therefore writes X-Forwarded-For itself: the address it saw on the
// socket, alone, unless that peer is a proxy of ours listed in WEB_TRUST_PROXY (a load balancer, nginx), whose
// header is kept with the peer appended (the API then takes the right-most hop its TRUST_PROXY does not vouch for).
// Replacing by default matters where the address proves nothing: a visitor on this machine has the same loopback
// address as the web server itself. Each request is also marked with this process's edge token, so the proxy can
// tell it from a request Next makes to itself (the image optimizer fetching /media) and from a server started
// without serve.mjs (then nothing forwarded is believed). Plain JavaScript: it runs before any build, in Node alone.
import { BlockList, isIP } from 'node:net';

/** The environment variable that holds this process's edge token (set by serve.mjs, read by src/proxy.ts). */
export const EDGE_TOKEN_ENV = 'AFISHA_EDGE_TOKEN';
/** The request header in which serve.mjs marks every request it received from the network. */
export const EDGE_HEADER = 'x-afisha-edge';

/** A socket's peer address as the API's limits count it: an IPv4 address seen over IPv6 as plain IPv4. */
export function peerAddress(remoteAddress) {
  if (!remoteAddress) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(remoteAddress);
  return mapped ? mapped[1] : remoteAddress;
}

/** X-Forwarded-For with `peer` appended: what the hops before us claimed stays, for the API to weigh. */
export function appendForwardedFor(prior, peer) {
  const claimed = (Array.isArray(prior) ? prior.join(',') : (prior ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop.length > 0);
  return [...claimed, peer].join(', ');
}

/** The environment variable listing the proxies in front of the site whose X-Forwarded-For is kept. */
export const WEB_TRUST_PROXY_ENV = 'WEB_TRUST_PROXY';

const NAMED_RANGES = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Who may speak for a visitor: "10.0.0.5, 10.1.0.0/16, loopback" (addresses, CIDR ranges, loopback, linklocal,
 * uniquelocal); empty or `none`: nobody. Throws on an entry it cannot read, so a typo stops the start.
 */
export function parseTrustedPeers(list) {
  const trusted = new BlockList();
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && entry !== 'none');
  for (const entry of entries.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = version === 6 ? 128 : 32;
    if (
      version === 0 ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(
        `${WEB_TRUST_PROXY_ENV}: "${entry}" is not an address, a CIDR range or loopback/linklocal/uniquelocal`,
      );
    }
    const type = version === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, bits, type);
  }
  return (peer) => {
    const version = isIP(peer);
    return version !== 0 && trusted.check(peer, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Rewrites a request that came in from the network, before Next sees it: X-Forwarded-For is the socket's address,
 * after what came in only when the peer is a trusted proxy; a visitor's own edge marker is overwritten.
 */
export function markNetworkRequest(request, edgeToken, trustsPeer = () => false) {
  const peer = peerAddress(request.socket?.remoteAddress);
  request.headers['x-forwarded-for'] = trustsPeer(peer)
    ? appendForwardedFor(request.headers['x-forwarded-for'], peer)
    : peer;
  request.headers[EDGE_HEADER] = edgeToken;
}
