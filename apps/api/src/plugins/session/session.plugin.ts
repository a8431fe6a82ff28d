// Owns cookie sessions for every route: `await request.getSession()` loads (or starts, in memory)
// the visitor's session on first use; the answer's onSend writes changes and sets the httpOnly
// `sessionid` cookie (SameSite=Lax, Secure when configured). Routes that never ask for the
// session cost nothing, which keeps /media and the healthcheck free of database reads.
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.ts';
import type { SessionRepository } from './session.repository.ts';
import { type CookieChange, Session, type SessionLifetimes } from './session.ts';
import { isWellFormedToken, sessionIdOf } from './session-token.ts';

export const SESSION_COOKIE = 'sessionid';

/**
 * The stored id of the session the request's cookie names, without reading it (so not known to be alive):
 * for the CSRF check of a route that reads the session in its own statement (csrf.plugin.ts). Null without
 * a well-formed cookie.
 */
export function claimedSessionId(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return isWellFormedToken(token) ? sessionIdOf(token) : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session, loaded once per request. */
    getSession(): Promise<Session>;
  }
}

export type SessionPluginOptions = {
  repository: SessionRepository;
  clock: Clock;
  lifetimes: SessionLifetimes;
  cookieSecure: boolean;
};

const kSession = Symbol('session');
type WithSession = FastifyRequest & { [kSession]: Promise<Session> | null };

export const sessionPlugin = fp(
  async (app, options: SessionPluginOptions) => {
    const { repository, clock, lifetimes, cookieSecure } = options;

    async function loadSession(request: FastifyRequest): Promise<Session> {
      const deps = {
        repository,
        clock,
        lifetimes,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      };
      const token = request.cookies[SESSION_COOKIE];
      if (token === undefined) return new Session(deps, null, false);
      if (!isWellFormedToken(token)) return new Session(deps, null, true);
      const record = await repository.find(sessionIdOf(token));
      const alive = record !== null && record.expiresAt.getTime() > clock.now().getTime();
      return new Session(deps, alive ? record : null, !alive);
    }

    function applyCookie(reply: FastifyReply, change: CookieChange): void {
      if (change === null) return;
      const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };
      if (change.kind === 'clear') reply.clearCookie(SESSION_COOKIE, base);
      else reply.setCookie(SESSION_COOKIE, change.token, { ...base, maxAge: change.maxAgeSeconds });
    }

    await app.register(cookie);
    app.decorateRequest(kSession, null);
    app.decorateRequest('getSession', function (this: FastifyRequest) {
      const request = this as WithSession;
      request[kSession] ??= loadSession(request);
      return request[kSession];
    });

    async function commit(pending: Promise<Session>, reply: FastifyReply): Promise<void> {
      applyCookie(reply, await (await pending).commit());
    }

    // Callback style: a request that never asked for its session passes without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const pending = (request as WithSession)[kSession];
      // A failed request keeps whatever half-done state it had out of the store.
      if (!pending || reply.statusCode >= 500) return done(null, payload);
      commit(pending, reply).then(() => done(null, payload), done);
    });
  },
  { name: 'session' },
);
