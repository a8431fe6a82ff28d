// Owns CSRF protection (docs/api.md "Sessions, cookies and CSRF"). The token is HMAC-SHA256(SESSION_SECRET, session id):
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
//
// A route on the hot path of a rush (POST /cart/add) may take `config: { csrf: 'session-in-statement' }`: the
// token is checked against the session id the cookie names, without reading the session, and the route promises
// to read that session in its own statement and answer 403 csrf_failed when it is not alive (sessionCheckedLater
// tells it which id; should it read the session the usual way after all, it must refuse a dead one). That saves a
// round trip to the database on every such request. A dead session still changes nothing and gets 403; only a
// malformed body or an unknown event of such a request is now reported before it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { bearerToken } from './auth/bearer.plugin.ts';
import { claimedSessionId, SESSION_COOKIE } from './session/session.plugin.ts';

export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_COOKIE = 'csrftoken';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false exempts the route; 'with-cookie' checks only requests that send the session cookie;
     * 'session-in-statement': the route itself proves the session alive (see above).
     */
    csrf?: boolean | 'with-cookie' | 'session-in-statement';
  }
  interface FastifyInstance {
    csrf: {
      /** Stores the session if needed, sets the csrftoken cookie, returns the token. */
      issue(request: FastifyRequest, reply: FastifyReply): Promise<string>;
    };
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Which requests of a route the check below covers: 'never' (a safe method, or a route that opts out),
 * 'with-cookie' (only those that send the session cookie), 'always' (all but cookie-less bearer requests).
 * The OpenAPI document declares each route's security from this very rule (plugins/auth/route-access.ts).
 */
export function csrfRuleOf(
  method: string,
  csrf: FastifyContextConfig['csrf'],
): 'never' | 'with-cookie' | 'always' {
  if (!UNSAFE_METHODS.has(method) || csrf === false) return 'never';
  return csrf === 'with-cookie' ? 'with-cookie' : 'always';
}

const kCheckedLater = Symbol('csrf session checked later');
type WithClaim = FastifyRequest & { [kCheckedLater]?: string };

/**
 * The session id whose CSRF token a `session-in-statement` route accepted without reading the session: the
 * route must find that session alive in its own statement, else answer 403 csrf_failed. Null when the session
 * was read as usual (no such route, or a request the fast check does not cover).
 */
export function sessionCheckedLater(request: FastifyRequest): string | null {
  return (request as WithClaim)[kCheckedLater] ?? null;
}

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
      const claimed = claimedSessionId(request);
      const fast =
        request.routeOptions.config.csrf === 'session-in-statement' && bearerToken(request) === undefined;
      if (fast && claimed !== null) {
        if (!matches(given, tokenFor(claimed))) throw new AppError('csrf_failed', 403);
        (request as WithClaim)[kCheckedLater] = claimed;
        return;
      }
      const session = await request.getSession();
      if (session.id === null || !matches(given, tokenFor(session.id)))
        throw new AppError('csrf_failed', 403);
    }

    // onRequest: refuse before the body is even read. Callback style, so that safe methods (most
    // requests) pass without a promise; only unsafe ones wait for the session.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.is404) return done();
      const rule = csrfRuleOf(request.method, request.routeOptions.config.csrf);
      if (rule === 'never') return done();
      const withoutCookie = request.cookies[SESSION_COOKIE] === undefined;
      if (withoutCookie && (rule === 'with-cookie' || bearerToken(request) !== undefined)) return done();
      verify(request).then(() => done(), done);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
