// The site's server: Next's own request handler (the same router, proxy and cache as `next start`) behind a plain
// Node HTTP server that first marks each request with the address it came from (forwarding.mjs), the one thing a
// Next proxy cannot learn, and forwards the visitors' /api and /media requests to the API itself
// (api-forwarder.mjs), and that drops its cache when another web process says so (revalidation-notices.mjs). `npm start`, `npm run dev` and the end-to-end run start the site with it; started with
// `next start` instead, the site's /api proxy believes no forwarded address (docs/operations.md).
//
//   node scripts/serve.mjs [--dev]      WEB_PORT (default 3000), WEB_HOST (default: every interface),
//                                       WEB_TRUST_PROXY (the proxies in front whose X-Forwarded-For is kept; default none)
//                                       REDIS_URL / WEB_PEERS (how cache drops reach the other web processes)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApiInternalUrl } from './api-address.mjs';
import { apiProxyTarget, createApiAgent, forwardToApi, isApiProxyPath } from './api-forwarder.mjs';
import { EDGE_TOKEN_ENV, markNetworkRequest, parseTrustedPeers, WEB_TRUST_PROXY_ENV } from './forwarding.mjs';
import { keepConnectionsAlive } from './keep-alive.mjs';
import {
  describeRevalidationReach,
  REVALIDATE_RELAY_HEADER,
  readRevalidationReach,
  revalidateUrl,
  subscribeToRevalidations,
  WEB_INSTANCE_ENV,
} from './revalidation-notices.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.WEB_PORT || 3000);
const host = process.env.WEB_HOST || undefined;
// Read before anything starts: an entry it cannot read stops the start with its name.
const trustsPeer = parseTrustedPeers(process.env[WEB_TRUST_PROXY_ENV]);
const revalidationReach = readRevalidationReach(process.env);
const apiBase = readApiInternalUrl(process.env);
const apiAgent = createApiAgent(apiBase);
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// As `next start` and `next dev` do: the mode decides which build React and Next load, before they are imported.
process.env.NODE_ENV ??= dev ? 'development' : 'production';
// The port the site listens on, for its own links when PUBLIC_SITE_URL is unset (src/lib/env.ts), as `next -p` sets.
process.env.PORT = String(port);
// New at every start and known to this process only: a request carrying it came through markNetworkRequest.
const edgeToken = randomBytes(24).toString('base64url');
process.env[EDGE_TOKEN_ENV] = edgeToken;
// This process's name in the cache-drop notices it publishes (revalidation-notices.mjs).
const instance = randomBytes(9).toString('base64url');
process.env[WEB_INSTANCE_ENV] = instance;

const { default: next } = await import('next');
// Next's own idea of its address stays `localhost` (its default): next-intl's internal rewrites are addressed to it.
const app = next({ dev, dir, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  markNetworkRequest(request, edgeToken, trustsPeer);
  // A visitor's /api and /media requests go to the API from here, over our own pool (api-forwarder.mjs).
  const address = ownPath(request.url);
  if (address && isApiProxyPath(address.pathname)) {
    forwardToApi(request, response, {
      target: apiProxyTarget(apiBase, address.pathname, address.search),
      agent: apiAgent,
    });
    return;
  }
  handle(request, response).catch((error) => {
    console.error(`Failed to handle ${request.url}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// Idle connections kept 72 s, as the API keeps them (keep-alive.mjs), so a client's pool closes them first.
keepConnectionsAlive(server);
server.listen(port, host, () => {
  console.log(`The site is on http://${host ?? 'localhost'}:${port} (${dev ? 'development' : 'production'})`);
  console.log(`The site's ${describeRevalidationReach(revalidationReach)}`);
});

/** The path and query of a request, dot segments resolved as Next resolves them; null for anything else. */
function ownPath(url) {
  if (!url?.startsWith('/') || url.startsWith('//')) return null;
  try {
    return new URL(url, 'http://site.invalid');
  } catch {
    return null;
  }
}

let notices;
// Without the secret there is no /revalidate to drop the cache through (src/app/revalidate/route.ts).
const revalidateSecret = process.env.REVALIDATE_SECRET?.trim();
if (revalidationReach.kind === 'redis' && !revalidateSecret) {
  console.log('Cache-drop notices are off: REVALIDATE_SECRET is unset');
} else if (revalidationReach.kind === 'redis') {
  notices = await subscribeToRevalidations({
    url: revalidationReach.url,
    channel: revalidationReach.channel,
    instance,
    onTag: dropOwnCache,
  }).catch((error) => {
    // Redis down at start: this process's pages then change within their own cache time until it is restarted.
    console.error(`Cache-drop notices are off: Redis did not answer (${error.message})`);
  });
}

/** A notice from another process: this one drops its cache through its own endpoint, as a relay. */
function dropOwnCache(tag) {
  const address = server.address();
  const own =
    typeof address === 'object' && address !== null && !['0.0.0.0', '::'].includes(address.address)
      ? address.address
      : '127.0.0.1';
  const base = new URL(`http://${own.includes(':') ? `[${own}]` : own}:${port}`);
  fetch(revalidateUrl(base, tag), {
    method: 'POST',
    headers: { 'x-revalidate-secret': revalidateSecret ?? '', [REVALIDATE_RELAY_HEADER]: '1' },
    signal: AbortSignal.timeout(10_000),
  })
    .then((response) => {
      if (!response.ok) console.error(`Dropping the ${tag} cache on a notice failed: ${response.status}`);
      return response.body?.cancel();
    })
    .catch((error) => console.error(`Dropping the ${tag} cache on a notice failed: ${error.message}`));
}

// Docker and the start scripts stop us with a signal: finish the requests under way, then let Next clean up.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    notices?.close().catch(() => {});
    server.close(() => {
      app.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
