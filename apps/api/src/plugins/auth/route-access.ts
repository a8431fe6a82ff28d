// Owns who may call a route, said once in the route's schema (`'x-access'`) and turned into both the guard and
// the OpenAPI `security` the partners read, so the two cannot drift apart:
// - 'public': anyone; no credential is read (a catalogue page, a form, a guest's ticket key).
// - 'visitor': anyone, but the answer is about the caller's own cookie session or bearer account (the cart, the
//   chosen city, sign-in): anonymous visitors are served, with a session started for them where it is needed.
// - 'signed-in': a customer signed in by cookie session or bearer token; anybody else gets 401
//   `not_authenticated` before the input is read.
// Guarded answers are marked `private, no-store`.
// - 'staff': box-office staff (the app passes modules/box-office/staff-access.ts's requireStaff, which decides the
//   role and the venues); anybody else gets 403 `permission_denied` before the input is read.
// - 'manager': the back office (`/manage/`): administrators and venue managers (the app passes
//   modules/manage/manage-access.ts's requireManager, which decides the venues); 401 `not_authenticated` for an
//   anonymous caller, 403 `permission_denied` for anybody else signed in, before the input is read.
// - 'payment-provider': a payment provider's notification, authenticated by its signature (or sender address
//   and a call back to the provider), never by a cookie; no CSRF.
// The CSRF half of `security` is the CSRF plugin's own rule (csrfRuleOf): the session alternative of an unsafe
// route carries the X-CSRFToken header, a bearer request without a cookie does not.
import type {
  FastifyContextConfig,
  FastifyRequest,
  HTTPMethods,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { csrfRuleOf } from '../csrf.plugin.ts';
import { requireUserId } from './current-user.ts';
import { ACCESS, type Access } from './declared-access.ts';

type SecurityRequirement = { [scheme: string]: string[] };

/** The security schemes of the OpenAPI document (components.securitySchemes), by the names `security` uses. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sessionid',
    description:
      'The httpOnly session cookie the API sets (GET /account/csrf starts a session). Anonymous visitors have ' +
      'one too: their cart and chosen city live in it; signing in rotates it.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRFToken',
    description:
      'The CSRF token of the session (GET /account/csrf, also in the `csrftoken` cookie), required on every ' +
      'POST, PUT, PATCH and DELETE that sends the session cookie; else 403 `csrf_failed`.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token of the token API (POST /auth/login, POST /auth/token/refresh). A request with a bearer ' +
      'token and no session cookie needs no CSRF token. A bad or expired token is 401 `token_not_valid`.',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's webhook signature over the exact body (POST /cart/callback/stripe).",
  },
  sandboxSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Sandbox-Signature',
    description:
      "The sandbox bank's signature, `t=<unix seconds>,v1=<hex HMAC-SHA256>` over the exact body with " +
      'SANDBOX_SECRET (POST /cart/callback/sandbox; test installations only).',
  },
} as const;

const session: SecurityRequirement = { session: [] };
const sessionWithCsrf: SecurityRequirement = { session: [], csrf: [] };
const bearer: SecurityRequirement = { bearer: [] };
const nothing: SecurityRequirement = {};

/**
 * The OpenAPI security requirements (alternatives) of a route: who it serves, and what the CSRF plugin asks of
 * a request of this method with this route's `csrf` option.
 */
export function securityOf(
  access: Access,
  method: string,
  csrf: FastifyContextConfig['csrf'],
): SecurityRequirement[] {
  if (access === 'payment-provider') {
    // YooKassa signs nothing: its sender's address is checked and the payment is asked of YooKassa itself.
    return [{ stripeSignature: [] }, { sandboxSignature: [] }, nothing];
  }
  const rule = csrfRuleOf(method, csrf);
  const withSession = rule === 'never' ? session : sessionWithCsrf;
  // 'with-cookie': a request without the session cookie is not checked, so it needs no credential at all.
  const anonymous = access === 'public' || access === 'visitor';
  if (rule === 'with-cookie') return anonymous ? [nothing, withSession, bearer] : [withSession, bearer];
  if (rule === 'always') return [withSession, bearer];
  if (access === 'public') return [];
  if (access === 'visitor') return [nothing, session, bearer];
  return [session, bearer];
}

type Guard = (request: FastifyRequest) => Promise<unknown>;

function prepend<T>(first: T, hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [first];
  return [first, ...(Array.isArray(hooks) ? hooks : [hooks])];
}

/** Schemas whose `security` this module wrote (a GET and its HEAD route share one). */
const derived = new WeakSet<object>();

/** onRoute: the guard of the route's declared access, and its `security` for the OpenAPI document. */
function applyAccess(route: RouteOptions, guards: Partial<Record<Access, Guard>>): void {
  const schema = route.schema;
  const access = schema?.['x-access'];
  if (!schema || access === undefined) return;
  if (!ACCESS.includes(access)) throw new Error(`${route.url}: unknown x-access "${String(access)}"`);
  if (!derived.has(schema)) {
    if (schema.security !== undefined) {
      throw new Error(
        `${route.url}: security is derived from x-access (route-access.ts); do not write it by hand`,
      );
    }
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    const method = methods.find((each) => each !== 'HEAD') ?? 'GET';
    schema.security = securityOf(access, method, route.config?.csrf);
    derived.add(schema);
  }
  const guard = guards[access];
  if (guard) {
    const onRequest: onRequestHookHandler = async (request, reply) => {
      // Answers about one customer or one box office (refusals included) are never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      await guard(request);
    };
    route.onRequest = prepend(onRequest, route.onRequest) as RouteOptions['onRequest'];
  }
}

export const routeAccessPlugin = fp(
  async (app, options: { staff: Guard; manager: Guard }) => {
    const guards: Partial<Record<Access, Guard>> = {
      'signed-in': requireUserId,
      staff: options.staff,
      manager: options.manager,
    };
    app.addHook('onRoute', (route) => applyAccess(route, guards));
  },
  { name: 'route-access', dependencies: ['csrf', 'bearer'] },
);
