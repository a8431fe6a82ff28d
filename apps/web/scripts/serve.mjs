// The site's server: Next's own request handler (the same router, proxy and cache as `next start`) behind a plain
// Node HTTP server that first marks each request with the address it came from (forwarding.mjs), the one thing a
// Next proxy cannot learn. `npm start`, `npm run dev` and the end-to-end run start the site with it; started with
// `next start` instead, the site's /api proxy believes no forwarded address (docs/operations.md).
//
//   node scripts/serve.mjs [--dev]      WEB_PORT (default 3000), WEB_HOST (default: every interface),
//                                       WEB_TRUST_PROXY (the proxies in front whose X-Forwarded-For is kept; default none)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDGE_TOKEN_ENV, markNetworkRequest, parseTrustedPeers, WEB_TRUST_PROXY_ENV } from './forwarding.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.WEB_PORT || 3000);
const host = process.env.WEB_HOST || undefined;
// Read before anything starts: an entry it cannot read stops the start with its name.
const trustsPeer = parseTrustedPeers(process.env[WEB_TRUST_PROXY_ENV]);
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// As `next start` and `next dev` do: the mode decides which build React and Next load, before they are imported.
process.env.NODE_ENV ??= dev ? 'development' : 'production';
// The port the site listens on, for its own links when PUBLIC_SITE_URL is unset (src/lib/env.ts), as `next -p` sets.
process.env.PORT = String(port);
// New at every start and known to this process only: a request carrying it came through markNetworkRequest.
const edgeToken = randomBytes(24).toString('base64url');
process.env[EDGE_TOKEN_ENV] = edgeToken;

const { default: next } = await import('next');
// Next's own idea of its address stays `localhost` (its default): next-intl's internal rewrites are addressed to it.
const app = next({ dev, dir, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  markNetworkRequest(request, edgeToken, trustsPeer);
  handle(request, response).catch((error) => {
    console.error(`Failed to handle ${request.url}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
server.listen(port, host, () => {
  console.log(`The site is on http://${host ?? 'localhost'}:${port} (${dev ? 'development' : 'production'})`);
});

// Docker and the start scripts stop us with a signal: finish the requests under way, then let Next clean up.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      app.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
