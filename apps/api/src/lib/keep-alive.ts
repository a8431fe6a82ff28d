// Owns how long the API keeps an idle kept-alive connection open, and why. Whoever closes an idle connection first
// must be the client: a server that closes one as the client sends a request on it makes the client fail with
// `read ECONNRESET` (issue 19, item 7). So this is longer, with room, than any pool that keeps connections to the API
// idle: the web server's forwarder (30 s, apps/web/scripts/api-forwarder.mjs), Node's fetch in the pages (which
// closes 2 s before the `Keep-Alive: timeout=` the API announces) and a load balancer's own setting (HAProxy
// `timeout http-keep-alive`, nginx `keepalive_timeout` in an upstream block), which must stay below it too
// (docs/operations.md, "Keep-alive").
export const API_KEEP_ALIVE_TIMEOUT_MS = 72_000;
