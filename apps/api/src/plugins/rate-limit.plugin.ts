// Owns request rate limits: a generous global limit on every route, and named presets that
// sensitive routes opt into with `config: { rateLimit: app.rateLimits.strict }` (sign-in,
// registration, password reset, newsletter, callbacks, promo checks). Limits come from config so
// tests can set them low. The counters live where lib/shared-limits/ says (Redis, PostgreSQL, or memory in the
// embedded single process), so every API process counts the same clients. Clients are counted by request.ip: the visitor's own
// address, the right-most one in X-Forwarded-For that no TRUST_PROXY hop vouches for (lib/trusted-proxies.ts). Only
// the web server's own calls (server-side rendering, one address for every visitor) are exempt, proven by the
// internal secret (web-server-call.ts), never by an address.
import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config, RateLimitRule } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import type { WebServerCall } from './web-server-call.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route presets, e.g. `config: { rateLimit: app.rateLimits.strict }`. */
    rateLimits: { strict: RateLimitOptions };
  }
}

const throttled = (_request: unknown, context: { ttl: number }) =>
  new AppError('throttled', 429, { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) });

function preset(rule: RateLimitRule, groupId: string): RateLimitOptions {
  return { max: rule.max, timeWindow: rule.timeWindowMs, groupId, errorResponseBuilder: throttled };
}

export const rateLimitPlugin = fp(
  async (
    app,
    options: {
      limits: Config['rateLimit'];
      webServerCall: WebServerCall;
      /** Where the counters live (lib/shared-limits/); undefined: this process's memory. */
      store: FastifyRateLimitStoreCtor | undefined;
    },
  ) => {
    await app.register(rateLimit, {
      global: true,
      ...(options.store && { store: options.store }),
      allowList: (request) => options.webServerCall(request),
      max: options.limits.global.max,
      timeWindow: options.limits.global.timeWindowMs,
      errorResponseBuilder: throttled,
    });
    app.decorate('rateLimits', { strict: preset(options.limits.strict, 'strict') });
  },
  { name: 'rate-limit' },
);
