// Owns reading `Authorization: Bearer <access token>` for the token API's clients: the app is given the
// function that checks a token (modules/auth), and current-user.ts asks it. A request that carries a bearer
// token is that token's user, whatever cookie it also sends; a bad token is a 401 `token_not_valid`, never a
// silent fall-back to anonymous, so a client knows to refresh.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type BearerClaims = { userId: number; familyId: string };
export type BearerVerifier = (token: string) => Promise<BearerClaims | null>;

declare module 'fastify' {
  interface FastifyInstance {
    verifyBearer: BearerVerifier;
  }
}

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;
const BEARER_MAX_LENGTH = 4096;

/** The bearer token of the request; undefined without an Authorization header of that scheme. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer\b/i.test(header)) return undefined;
  // A malformed or oversized value is still a bearer attempt: an empty token fails verification.
  if (header.length > BEARER_MAX_LENGTH) return '';
  return BEARER.exec(header)?.[1] ?? '';
}

export const bearerPlugin = fp(
  async (app, options: { verify: BearerVerifier }) => {
    app.decorate('verifyBearer', options.verify);
  },
  { name: 'bearer' },
);
