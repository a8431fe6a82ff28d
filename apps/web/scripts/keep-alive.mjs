// Owns how long the site's server keeps an idle kept-alive connection open. Whoever closes an idle connection first
// must be the client: a server that closes one just as the client sends a request on it makes the client fail with
// `read ECONNRESET` (seen in CI on 2026-11-29: a GET of a performance page, through a pool kept alive since a request
// about 5 s earlier, when this server still had Node's default of 5 s). So the site keeps idle connections as long
// as the API does (72 s, apps/api/src/lib/keep-alive.ts), longer than a browser's or a load balancer's pool keeps
// them idle towards it (HAProxy `timeout http-keep-alive`, nginx `keepalive_timeout` in an upstream block stay
// below it: docs/operations.md, "Keep-alive").
export const WEB_KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Sets the idle time of kept-alive connections, and a header timeout longer than it, as Node's docs require. */
export function keepConnectionsAlive(server) {
  server.keepAliveTimeout = WEB_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = WEB_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
