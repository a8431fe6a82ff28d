// Owns keeping the secrets that travel in query strings out of the logs: the key of a guest ticket link
// (`/tickets/{number}?key=`, which opens the tickets and their QR codes) and the like. Fastify logs every request's
// URL; its request serializer here logs the URL with those values replaced.
import type { FastifyRequest } from 'fastify';

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
