// Owns the security headers of every answer. The API serves JSON and images, so its content
// security policy forbids everything (an SVG poster opened directly cannot run scripts); the
// /api/docs page sets its own, looser policy for the Swagger UI assets (a later reply.header wins).
//
// helmet decides the header set, but it runs once, at startup: with a fixed configuration (no
// per-request nonces) its output never changes, and @fastify/helmet rebuilt the whole helmet
// middleware (option parsing, CSP serialisation, a dozen raw setHeader calls) on every request,
// about 7% of the CPU of GET /cities.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** helmet's options; HSTS as `hsts` says. */
const optionsFor = (hsts: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  // The web app on another port of the same host shows our /media images.
  crossOriginResourcePolicy: { policy: 'same-site' },
  strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
});

/** The headers helmet would set for these options, captured from a stand-in response. */
export function securityHeaders(
  options: Readonly<HelmetOptions> = optionsFor(false),
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** The headers of every answer, for the answers written outside Fastify's hooks (plugins/errors/client-error.ts). */
export const securityHeadersFor = (hsts: boolean) => securityHeaders(optionsFor(hsts));

/**
 * `hsts`: send Strict-Transport-Security, as COOKIE_SECURE says (the API is served over HTTPS); never on a plain-http
 * installation, where a browser would then refuse the host's http pages for a year.
 */
export const securityHeadersPlugin = fp<{ hsts: boolean }>(
  async (app, { hsts }) => {
    const headers = securityHeaders(optionsFor(hsts));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
