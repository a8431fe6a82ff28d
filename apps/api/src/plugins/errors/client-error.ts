// Owns the answers Node's HTTP server gives before any request exists: headers larger than it reads (431), a request
// that does not arrive in time (408), bytes that are not HTTP (400). Node calls Fastify's `clientErrorHandler` for
// them with the bare socket, so none of our hooks has run: Fastify's own handler would write its
// `{error, message, statusCode}` without our error shape, request id or security headers. This one writes the same
// `{detail, code}` (or the 400 field shape) as every other error, in the language of Accept-Language when that
// header was among the bytes read, Russian otherwise.
import { randomUUID } from 'node:crypto';
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { NON_FIELD_ERRORS } from '@afisha/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { negotiateLocale } from '../../i18n/negotiate-locale.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { detailBody, fieldErrorsBody } from './error-body.ts';

// Node's error as it reaches the handler: `rawPacket` holds the bytes read so far (typed loosely by Fastify).
type ClientError = Error & { code?: string; rawPacket?: unknown };

// Accept-Language among the bytes Node had read: the first such header line, bounded.
const ACCEPT_LANGUAGE_LINE = /\r\naccept-language:[ \t]*([^\r\n]{0,512})/i;

function acceptLanguageOf(error: ClientError): string | undefined {
  const raw = error.rawPacket;
  if (!Buffer.isBuffer(raw)) return undefined;
  return ACCEPT_LANGUAGE_LINE.exec(raw.subarray(0, 64 * 1024).toString('latin1'))?.[1];
}

export function createClientErrorHandler(options: { securityHeaders: Readonly<Record<string, string>> }) {
  return function clientErrorHandler(
    this: { log: FastifyBaseLogger },
    error: ClientError,
    socket: Socket,
  ): void {
    // A reset connection or one already closed has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const t = createTranslator(negotiateLocale(acceptLanguageOf(error)));
    const requestId = randomUUID();
    const [status, body] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, detailBody(t, 'header_too_large', { limit: maxHeaderSize })]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, detailBody(t, 'request_timeout')]
          : [400, fieldErrorsBody(t, [{ field: NON_FIELD_ERRORS, code: 'invalid' }])];
    this.log.info({ reqId: requestId, status, code: error.code }, 'client error before a request');
    if (socket.writable) {
      const text = JSON.stringify(body);
      const headers = {
        ...options.securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
        'cache-control': 'no-store',
        'x-request-id': requestId,
        connection: 'close',
      };
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${text}`);
    }
    // As Node does: the connection cannot carry another request after a parse error.
    socket.destroySoon();
  };
}
