// Owns forwarding the browser's same-origin /api/* and /media/* requests to the API (API_INTERNAL_URL), in serve.mjs
// before Next sees them, over kept-alive sockets of our own. Next's own forwarding of a proxy rewrite (src/proxy.ts,
// still used by `next start` and by Next's internal requests, such as the image optimizer fetching a /media
// original) keeps idle sockets for ever and retries nothing, so under load it reused sockets the API had just closed
// and a visitor got `read ECONNRESET` (issue 19, item 7). Two rules here prevent it:
// 1. A socket idle for WEB_IDLE_SOCKET_MS is closed by us, well before the API closes it (its keep-alive timeout,
//    apps/api/src/lib/keep-alive.ts, is longer by design): whoever closes an idle socket first must be the client.
// 2. A GET or HEAD that fails on a reused socket before any answer (the close crossed our request on the wire) is
//    sent once more on a new connection. Other methods are not repeated: the API may have acted on them.
// Plain JavaScript: serve.mjs runs in Node alone, before any build.
import http from 'node:http';
import https from 'node:https';
import { EDGE_HEADER } from './forwarding.mjs';

export const API_PROXY_PREFIXES = ['/api', '/media'];

/** How long a socket to the API may sit idle in our pool: below the API's keep-alive timeout (72 s), with room. */
export const WEB_IDLE_SOCKET_MS = 30_000;

/** The header of the web server's own calls to the API (packages/contracts internal-call.ts): never a visitor's. */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

// Per connection, not per request (RFC 9110 7.6.1); Node sets its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];
const IDEMPOTENT = new Set(['GET', 'HEAD']);
// What a socket the server closed as we reused it fails with.
const STALE_SOCKET_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export function isApiProxyPath(pathname) {
  return API_PROXY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The same path and query under the API's address (keeping a path prefix of it, without doubling its slash). */
export function apiProxyTarget(apiBase, pathname, search) {
  const target = new URL(apiBase.origin);
  target.pathname = `${apiBase.pathname.replace(/\/+$/, '')}${pathname}`;
  target.search = search;
  return target;
}

/** The pool of kept-alive sockets to the API (one per process). */
export function createApiAgent(apiBase, idleMs = WEB_IDLE_SOCKET_MS) {
  const Agent = apiBase.protocol === 'https:' ? https.Agent : http.Agent;
  // `timeout` closes a socket idle in the pool; a request under way is not cut by it (nothing listens to it).
  return new Agent({ keepAlive: true, timeout: idleMs, maxSockets: 256, maxFreeSockets: 64 });
}

/**
 * The headers a visitor's request goes on with. serve.mjs has already written X-Forwarded-For (forwarding.mjs):
 * kept. The edge mark and any internal secret a visitor sent are dropped, as src/lib/api-proxy.ts does for a marked
 * request. The API is told the site's host (absolute links), and gets its own in Host.
 */
export function forwardedHeaders(incoming, target) {
  const headers = { ...incoming };
  for (const name of [...HOP_BY_HOP, EDGE_HEADER, INTERNAL_SECRET_HEADER]) delete headers[name];
  headers['x-forwarded-host'] = incoming.host ?? '';
  headers.host = target.host;
  return headers;
}

/** The API's answer headers without its per-connection ones (Node writes ours). */
function answerHeaders(rawHeaders) {
  const headers = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (!HOP_BY_HOP.includes(rawHeaders[index].toLowerCase()))
      headers.push(rawHeaders[index], rawHeaders[index + 1]);
  }
  return headers;
}

/**
 * Forwards `request` to `target` and pipes the answer to `response`. A failure before any answer is a 502 (a
 * stale-socket failure of a GET or HEAD is first retried once, on a new connection).
 */
export function forwardToApi(request, response, { target, agent }) {
  const transport = target.protocol === 'https:' ? https : http;
  const headers = forwardedHeaders(request.headers, target);
  const idempotent = IDEMPOTENT.has(request.method ?? 'GET');

  const send = (attempt) => {
    const upstream = transport.request(target, {
      method: request.method,
      headers,
      // The retry goes on a connection of its own: the pool may hold more sockets the API has closed.
      agent: attempt === 0 ? agent : false,
    });
    let answered = false;
    upstream.on('response', (answer) => {
      answered = true;
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer.rawHeaders));
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', (error) => {
      if (answered) return response.destroy();
      if (attempt === 0 && idempotent && upstream.reusedSocket && STALE_SOCKET_ERRORS.has(error.code)) {
        return send(1);
      }
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The API did not answer');
    });
    // The visitor went away: stop the API's side too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    if (idempotent) upstream.end();
    else request.pipe(upstream);
  };
  // A GET's body, if a client sent one, is not passed on; read it away so that its connection stays usable.
  if (idempotent) request.resume();
  send(0);
}
