// Owns how a cache drop (POST /revalidate, src/app/revalidate/route.ts) reaches every web process of a site, not just
// the one the request landed on: each process keeps its rendered pages and API answers in its own memory, so a drop
// must be done by each. With REDIS_URL the process that took the request publishes a notice on a Redis channel that
// every web process's server (serve.mjs) subscribes to; without Redis it forwards the request to each address of
// WEB_PEERS, marked as a relay so that it is not forwarded again; with neither it drops its own cache only (one
// process, as `npm start` runs). A receiving process drops its cache through its own /revalidate (Next's
// revalidateTag works only inside a request), so every drop goes through the same check of REVALIDATE_SECRET.
// Measured against a cache shared in Redis in docs/performance.md ("Cache drops on every web process").
// Plain JavaScript: serve.mjs runs in Node alone, before any build.
import { Redis } from 'ioredis';

/** Every tag the site caches under (src/lib/revalidate-request.ts REVALIDATE_TAGS, pinned by a test). */
export const CACHE_TAGS = ['catalogue', 'content', 'site'];
/** A relayed drop carries this header: the receiver drops its own cache and passes it on to nobody. */
export const REVALIDATE_RELAY_HEADER = 'x-revalidate-relay';
/** The channel of the notices unless REVALIDATE_CHANNEL names another (two sites on one Redis, a test's own). */
export const DEFAULT_REVALIDATE_CHANNEL = 'afisha:web:revalidate';
/** Set by serve.mjs: this process's name in its own notices, so that it does not drop its cache twice. */
export const WEB_INSTANCE_ENV = 'AFISHA_WEB_INSTANCE';
/** How long a peer may take to answer a relayed drop. */
const PEER_TIMEOUT_MS = 2_000;
const MAX_TAG_LENGTH = 64;

/**
 * Where a drop goes besides this process, from REDIS_URL, REVALIDATE_CHANNEL and WEB_PEERS (absolute http(s) base
 * addresses of the site's web processes, comma-separated). Redis wins when both are set. Throws on a value it
 * cannot read, so that a typo stops the start instead of leaving processes stale.
 * @returns {{ kind: 'local' } | { kind: 'redis', url: string, channel: string } | { kind: 'peers', peers: URL[] }}
 */
export function readRevalidationReach(env) {
  const redisUrl = env.REDIS_URL?.trim();
  if (redisUrl) {
    if (!/^rediss?:\/\//.test(redisUrl)) throw new Error('REDIS_URL must start with redis:// or rediss://');
    const channel = env.REVALIDATE_CHANNEL?.trim() || DEFAULT_REVALIDATE_CHANNEL;
    return { kind: 'redis', url: redisUrl, channel };
  }
  const peers = (env.WEB_PEERS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map(parsePeer);
  return peers.length > 0 ? { kind: 'peers', peers } : { kind: 'local' };
}

function parsePeer(entry) {
  let url;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`WEB_PEERS: "${entry}" is not an absolute http(s) address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`WEB_PEERS: "${entry}" is not an absolute http(s) address`);
  }
  return url;
}

/** One line for the start-up log: how far this process's drops reach. */
export function describeRevalidationReach(reach) {
  switch (reach.kind) {
    case 'redis':
      return `cache drops reach every web process through Redis (channel ${reach.channel})`;
    case 'peers':
      return `cache drops reach the web processes of WEB_PEERS (${reach.peers.map((peer) => peer.origin).join(', ')})`;
    default:
      return 'cache drops reach this web process only (set REDIS_URL or WEB_PEERS when running several)';
  }
}

/** The address of a process's own drop endpoint for a tag, under `base` (kept path prefix, if any). */
export function revalidateUrl(base, tag) {
  const url = new URL(base.href);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/revalidate`;
  url.search = new URLSearchParams({ tag }).toString();
  return url;
}

/** The notice published on the channel: the tag, and which process sent it (null: not a web process). */
export function encodeNotice(tag, origin) {
  return JSON.stringify({ tag, origin: origin ?? null });
}

/** A notice read from the channel, or null for anything that is not one (another publisher's junk). */
export function decodeNotice(message) {
  let value;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tag, origin } = value;
  if (typeof tag !== 'string' || tag.length === 0 || tag.length > MAX_TAG_LENGTH) return null;
  return { tag, origin: typeof origin === 'string' ? origin : null };
}

/** Fails a command fast while Redis is unreachable rather than queueing it (as the API's lib/redis.ts does). */
function connect(url, connectionName) {
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, connectionName });
  // ioredis reconnects by itself; the failures of the calls made meanwhile are reported where they are made.
  redis.on('error', () => {});
  return redis;
}

/** One publishing connection per Redis address, made at the first drop. */
const publishers = new Map();

/**
 * Passes a drop this process has just done on to the others. Resolves to how many were reached and which failed
 * (a peer's address, or `redis`); never throws.
 * @returns {Promise<{ reached: number, failed: string[] }>}
 */
export async function spreadRevalidation(reach, tag, { secret, origin, fetchImpl = fetch } = {}) {
  if (reach.kind === 'redis') {
    let publisher = publishers.get(reach.url);
    if (!publisher) {
      publisher = connect(reach.url);
      publishers.set(reach.url, publisher);
    }
    try {
      // PUBLISH answers how many subscribers got it, this process's own among them.
      const receivers = await publisher.publish(reach.channel, encodeNotice(tag, origin));
      return { reached: receivers, failed: [] };
    } catch {
      return { reached: 0, failed: ['redis'] };
    }
  }
  if (reach.kind === 'peers') {
    const results = await Promise.all(
      reach.peers.map(async (peer) => {
        try {
          const response = await fetchImpl(revalidateUrl(peer, tag), {
            method: 'POST',
            headers: { 'x-revalidate-secret': secret ?? '', [REVALIDATE_RELAY_HEADER]: '1' },
            signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
          });
          await response.body?.cancel();
          return response.ok ? null : peer.origin;
        } catch {
          return peer.origin;
        }
      }),
    );
    const failed = results.filter((result) => result !== null);
    return { reached: reach.peers.length - failed.length, failed };
  }
  return { reached: 0, failed: [] };
}

/**
 * Listens on the channel and calls `onTag(tag)` for every notice another process published. ioredis subscribes
 * again by itself after a reconnect; the notices published while this process was cut off are lost, so after every
 * reconnect `onTag` is called for each of CACHE_TAGS: this process drops its whole cache once rather than keep pages
 * a missed notice should have dropped.
 */
export async function subscribeToRevalidations({ url, channel, instance, onTag }) {
  // Named, so that CLIENT LIST shows whose it is.
  const subscriber = connect(url, `afisha-web-notices-${instance ?? 'unnamed'}`);
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    const notice = decodeNotice(message);
    if (notice && notice.origin !== instance) onTag(notice.tag);
  });
  try {
    await subscriber.subscribe(channel);
    // Every later `ready` is a reconnection (ioredis emits it and subscribes again right after).
    subscriber.on('ready', () => {
      for (const tag of CACHE_TAGS) onTag(tag);
    });
  } catch (error) {
    // Not left reconnecting for ever with nothing subscribed: the caller says the notices are off.
    subscriber.disconnect();
    throw error;
  }
  return { close: () => subscriber.quit().then(() => undefined) };
}
