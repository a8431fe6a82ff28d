// Owns keeping the secrets that travel in query strings out of the logs: the key of a guest ticket link
// (`/tickets/{number}?key=`, which opens the tickets and their QR codes) and the like. Fastify logs every request's
// URL; its request serializer here logs the URL with those values replaced. Likewise the values a failed database
// query was given (an e-mail address, a password's hash, a ticket's secret): Drizzle puts them in its error's
// `params` and message, and the error serializer here logs the query without them.
import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/** Query parameters whose values are secrets. */
const SECRET_PARAMS = new Set(['key', 'token', 'access_key']);

export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** What Fastify's default serializer logs of a request, with the URL's secrets redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const REDACTED = '[redacted]';
/** How deep into an error's causes and fields the values are looked for. */
const MAX_DEPTH = 8;

/** pino's error serializer (type, message, stack, causes, fields), without the values of a failed query. */
export function errorLogSerializer(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  withoutQueryValues(serialized, 0);
  return serialized;
}

// Drizzle's DrizzleQueryError: `params` holds the values and the message ends with "\nparams: <values>" (so does the
// stack's first line); PostgreSQL quotes a refused value in its message ('invalid input syntax for type integer: "x"')
// and a refused row's values in its `detail` ("Key (email)=(a@b.c) already exists").
function withoutQueryValues(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  const fields = value as Record<string, unknown>;
  for (const [name, field] of Object.entries(fields)) {
    if (name === 'params') fields[name] = REDACTED;
    else if ((name === 'message' || name === 'stack') && typeof field === 'string') {
      fields[name] = field
        .replace(/\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, `\nparams: ${REDACTED}`)
        .replace(/(invalid input syntax for type [\w ]+: )"[^"\n]*"/g, `$1"${REDACTED}"`);
    } else if (name === 'detail' && typeof field === 'string') {
      fields[name] = field.replace(/=\([\s\S]*\)/, `=(${REDACTED})`);
    } else withoutQueryValues(field, depth + 1);
  }
}
