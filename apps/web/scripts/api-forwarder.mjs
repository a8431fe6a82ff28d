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
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';
import { EDGE_HEADER } from './forwarding.mjs';

export const API_PROXY_PREFIXES = ['/api', '/media'];

/** How long a socket to the API may sit idle in our pool: below the API's keep-alive timeout (72 s), with room. */
export const WEB_IDLE_SOCKET_MS = 30_000;

/** The header of the web server's own calls to the API (packages/contracts internal-call.ts): never a visitor's. */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

/**
 * The largest request body any API route takes: a seating plan import (PLAN_LIMITS.importBytes in
 * packages/contracts; an image upload, MEDIA_LIMITS.maxBytes, is 10 MiB and every other route 1 MiB). A larger body
 * can only be refused, so it is refused here, before it is sent on: the API closing the connection on a body it
 * refused while we were still sending it made the visitor's answer a 502 instead of the API's 413. The API's tests
 * hold this figure to the contracts' limits (apps/api/test/platform/request-limits.test.ts).
 */
export const API_LARGEST_BODY_BYTES = 12 * 1024 * 1024;

/**
 * The API's own 413 message (apps/api/src/i18n/messages, `error.payload_too_large`) in its four languages, so the
 * forwarder's refusal reads as the API's would; the same test compares them with the API's catalogue.
 */
export const BODY_TOO_LARGE_MESSAGES = {
  ru: 'Тело запроса слишком велико (не более {limit} байт).',
  en: 'Request body is too large (at most {limit} bytes).',
  fr: 'Le corps de la requête est trop volumineux ({limit} octets au maximum).',
  de: 'Der Anfrageinhalt ist zu groß (höchstens {limit} Bytes).',
};

// The API's rule for a request id a client or proxy sent (apps/api/src/plugins/request-id.plugin.ts).
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

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

/** The first of the API's languages Accept-Language asks for, by q-value (Russian when none is). */
export function answerLanguage(header) {
  let best = { locale: 'ru', q: 0 };
  for (const entry of String(header ?? '')
    .slice(0, 512)
    .split(',', 32)) {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!Object.hasOwn(BODY_TOO_LARGE_MESSAGES, primary)) continue;
    const quality = params
      .map((param) => param.trim().match(/^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/))
      .find(Boolean);
    const q = quality ? Number(quality[1]) : 1;
    if (q > best.q) best = { locale: primary, q };
  }
  return best.locale;
}

/** How much of a refused body is read and dropped before the visitor's connection is cut. */
const DROP_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops what the visitor still sends of a body that was refused, and ends the answer only once both the
 * answer is all written (call the function returned) and the body is all read. Ending it earlier closes a
 * connection the visitor asked to close (`Connection: close`) while their bytes still arrive, and a socket closed
 * with unread bytes is reset: the reset can reach the visitor before they have read the answer, which is then lost.
 * Past DROP_LIMIT_BYTES the connection is cut anyway, so nobody makes us read without end.
 */
function dropRestOfBody(request, response) {
  let dropped = 0;
  let bodyRead = request.readableEnded;
  let answerWritten = false;
  const finish = () => {
    if (bodyRead && answerWritten && !response.writableEnded) response.end();
  };
  request.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > DROP_LIMIT_BYTES) request.socket.destroy();
  });
  request.on('end', () => {
    bodyRead = true;
    finish();
  });
  request.resume();
  return () => {
    answerWritten = true;
    finish();
  };
}

/**
 * The API's 413 body and headers (`{detail, code}`, its request id), written by the forwarder itself; the rest of
 * the body is read and dropped (dropRestOfBody), never sent on.
 */
export function answerBodyTooLarge(request, response) {
  const incomingId = request.headers['x-request-id'];
  const requestId =
    typeof incomingId === 'string' && SANE_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
  const locale = answerLanguage(request.headers['accept-language']);
  const body = JSON.stringify({
    detail: BODY_TOO_LARGE_MESSAGES[locale].replace('{limit}', String(API_LARGEST_BODY_BYTES)),
    code: 'payload_too_large',
  });
  response.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'content-language': locale,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
  });
  response.write(body);
  dropRestOfBody(request, response)();
}

/** Passes a body on while it stays within `limit` bytes; past it, fails with `tooLarge` set. */
function bodyWithin(limit) {
  let seen = 0;
  return new Transform({
    transform(chunk, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        const error = new Error(`request body over ${limit} bytes`);
        error.tooLarge = true;
        return callback(error);
      }
      callback(null, chunk);
    },
  });
}

/**
 * Forwards `request` to `target` and pipes the answer to `response`. A failure before any answer is a 502 (a
 * stale-socket failure of a GET or HEAD is first retried once, on a new connection).
 */
export function forwardToApi(request, response, { target, agent }) {
  const transport = target.protocol === 'https:' ? https : http;
  const headers = forwardedHeaders(request.headers, target);
  const idempotent = IDEMPOTENT.has(request.method ?? 'GET');
  // A body declared larger than any route takes is refused before the API is asked at all.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (!idempotent && declared > API_LARGEST_BODY_BYTES) return answerBodyTooLarge(request, response);

  const send = (attempt) => {
    const upstream = transport.request(target, {
      method: request.method,
      headers,
      // The retry goes on a connection of its own: the pool may hold more sockets the API has closed.
      agent: attempt === 0 ? agent : false,
    });
    /** The API's answer, once it has begun. */
    let answer = null;
    // Set when the visitor's body passed the limit and we dropped the API's side ourselves.
    let cut = false;
    upstream.on('response', (received) => {
      answer = received;
      // The API answered before the visitor's body was all sent: a refusal (too large for the route, a missing CSRF
      // token). The answer goes to the visitor as it is; the rest of the body is read and dropped rather than sent to
      // a connection the API is closing.
      const early = !idempotent && !request.readableEnded;
      response.writeHead(
        received.statusCode ?? 502,
        received.statusMessage,
        answerHeaders(received.rawHeaders),
      );
      if (early) {
        request.unpipe();
        const written = dropRestOfBody(request, response);
        received.on('end', () => {
          upstream.destroy();
          written();
        });
      }
      received.pipe(response, { end: !early });
      received.on('error', () => response.destroy());
    });
    upstream.on('error', (error) => {
      if (cut) return;
      // Once the API has answered, only a broken answer is a failure (its stream reports it, above): writing the
      // body to a connection the API closed after answering is not.
      if (answer) return;
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
    if (idempotent) return upstream.end();
    // A chunked body (no length said) is counted as it passes: past the largest limit it is cut, the API's side
    // of it dropped, and the visitor answered 413 unless the API has answered already (its own 413, for a route
    // with a lower limit).
    const counted = bodyWithin(API_LARGEST_BODY_BYTES);
    counted.on('error', () => {
      request.unpipe(counted);
      // The API has answered already (its own refusal is on its way to the visitor): only stop sending.
      if (answer) return;
      cut = true;
      upstream.destroy();
      if (response.headersSent) return response.destroy();
      answerBodyTooLarge(request, response);
    });
    request.pipe(counted).pipe(upstream);
  };
  // A GET's body, if a client sent one, is not passed on; read it away so that its connection stays usable.
  if (idempotent) request.resume();
  send(0);
}
