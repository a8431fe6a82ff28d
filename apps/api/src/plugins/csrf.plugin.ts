// Owns CSRF protection (API.md "Sessions"). The token is HMAC-SHA256(SESSION_SECRET, session id):
// valid only for this session, nothing extra to store, and it changes when the session rotates
// (sign-in). GET /account/csrf hands it out (and sets the `csrftoken` cookie); every POST, PUT,
// PATCH and DELETE must echo it in X-CSRFToken, else 403 csrf_failed. Routes opt out with
// `config: { csrf: false }` (payment-provider callbacks, authenticated by signature instead).
//
// CSRF is an attack on cookies, which browsers attach by themselves. A request without the session cookie has
// nothing to forge with, so it is exempt when it carries `Authorization: Bearer` (token clients: a page on
// another site cannot set that header without CORS, which the API does not allow), or when the route serves
// cookie-less clients (`config: { csrf: 'with-cookie' }`: the token API's sign-in, sign-up, refresh). Any
// request that does send the session cookie is checked, bearer token or not.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { bearerToken } from './auth/bearer.plugin.ts';
import { SESSION_COOKIE } from './session/session.plugin.ts';

export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_COOKIE = 'csrftoken';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false exempts the route; 'with-cookie' checks only requests that send the session cookie. */
    csrf?: boolean | 'with-cookie';
  }
  interface FastifyInstance {
    csrf: {
      /** Stores the session if needed, sets the csrftoken cookie, returns the token. */
      issue(request: FastifyRequest, reply: FastifyReply): Promise<string>;
    };
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const csrfPlugin = fp(
  async (app, options: { secret: string; cookieSecure: boolean }) => {
    const tokenFor = (sessionId: string) =>
      createHmac('sha256', options.secret).update(`csrf:${sessionId}`).digest('base64url');

    const matches = (given: string, expected: string) => {
      const a = Buffer.from(given);
      const b = Buffer.from(expected);
      return a.length === b.length && timingSafeEqual(a, b);
    };

    app.decorate('csrf', {
      async issue(request: FastifyRequest, reply: FastifyReply) {
        const session = await request.getSession();
        const token = tokenFor(await session.ensureStored());
        // Readable by the page's script on purpose: it is what the client echoes in the header.
        reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: options.cookieSecure });
        return token;
      },
    });

    async function verify(request: FastifyRequest): Promise<void> {
      const given = request.headers[CSRF_HEADER];
      if (typeof given !== 'string' || given.length === 0) throw new AppError('csrf_failed', 403);
      const session = await request.getSession();
      if (session.id === null || !matches(given, tokenFor(session.id)))
        throw new AppError('csrf_failed', 403);
    }

    // onRequest: refuse before the body is even read. Callback style, so that safe methods (most
    // requests) pass without a promise; only unsafe ones wait for the session.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!UNSAFE_METHODS.has(request.method) || request.is404) return done();
      const { csrf } = request.routeOptions.config;
      if (csrf === false) return done();
      const withoutCookie = request.cookies[SESSION_COOKIE] === undefined;
      if (withoutCookie && (csrf === 'with-cookie' || bearerToken(request) !== undefined)) return done();
      verify(request).then(() => done(), done);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
