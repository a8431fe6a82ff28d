// Owns telling the web server's own server-side calls (page rendering: one address for every visitor) from everyone
// else's: they carry INTERNAL_API_SECRET in the x-internal-secret header, which the web app's /api proxy strips from
// visitors. No address is exempt by itself: a visitor can reach the API from any address, the web server's included
// (through its proxy), and can write any X-Forwarded-For.
import { createHash, timingSafeEqual } from 'node:crypto';
import { INTERNAL_SECRET_HEADER } from '@afisha/contracts';
import type { FastifyRequest } from 'fastify';

export type WebServerCall = (request: FastifyRequest) => boolean;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Without a secret nobody is exempt. The comparison takes the same time whatever the header holds. */
export function createWebServerCall(secret: string | null): WebServerCall {
  if (!secret) return () => false;
  const expected = digest(secret);
  return (request) => {
    const sent = request.headers[INTERNAL_SECRET_HEADER];
    return typeof sent === 'string' && timingSafeEqual(digest(sent), expected);
  };
}
