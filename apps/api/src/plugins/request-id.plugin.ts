// Owns the request id: a sane incoming X-Request-Id is kept (so a proxy's id follows the request
// end to end), anything else is replaced by a fresh UUID. Fastify puts it in every log line as
// reqId; this plugin echoes it on every response.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

export const requestIdPlugin = fp(
  async (app) => {
    // Callback-style hooks here and in the other per-request plugins: an async hook costs a
    // promise and a microtask turn on every request, for work that never waits.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
