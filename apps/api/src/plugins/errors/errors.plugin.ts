// Owns the single error handler and the not-found handler: every failure leaves as an docs/api.md
// error body; 5xx are logged with the request id and never show internals to the client.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { negotiateLocale } from '../../i18n/negotiate-locale.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { detailBody, toErrorReply } from './error-body.ts';

// Declared on every route with a response schema, so the OpenAPI document shows the error shapes;
// the bodies are also written through them on the way out (lib/response-serializer.ts).
const ZClientError = z.union([ZErrorDetail, ZValidationErrors]);

function declareErrorResponses(route: RouteOptions): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response || typeof response !== 'object') return;
  // A route may declare one status of its own (the 409 of /cart/add); every other one keeps the common shapes.
  if (!('4xx' in response)) response['4xx'] = ZClientError;
  if (!('5xx' in response)) response['5xx'] = ZErrorDetail;
}

const METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function allowedMethods(app: FastifyInstance, url: string): HTTPMethods[] {
  const path = url.split('?', 1)[0] ?? url;
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL that is not valid
 * UTF-8, a failing constraint), when no hook of ours has run yet, so locale and request id are
 * set here.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const t = createTranslator(negotiateLocale(request.headers['accept-language']));
  const { status, body } = toErrorReply(error, { t, contentType: undefined, bodyLimit: 0 });
  if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
  reply.header('x-request-id', request.id).status(status).send(body);
}

export const errorsPlugin = fp(
  async (app, options: { bodyLimit: number }) => {
    app.addHook('onRoute', declareErrorResponses);
    app.setErrorHandler(async (error, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toErrorReply(error, {
        t: request.t,
        contentType: request.headers['content-type'],
        // The route's own limit where it sets one (a plan import takes 12 MiB), else the API's.
        bodyLimit: request.routeOptions?.bodyLimit ?? options.bodyLimit,
      });
      // Throttles of our own (the accounts' per-address limits) say when to retry, like the rate-limit plugin.
      if (error instanceof AppError && status === 429 && typeof error.params.seconds === 'number') {
        reply.header('retry-after', String(error.params.seconds));
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: 'code' in body ? body.code : 'validation' }, 'request rejected');
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const allowed = allowedMethods(app, request.url);
      // A route that exists for this very method (a wildcard like /media/*) said "not found" itself.
      if (allowed.length > 0 && !allowed.includes(request.method as HTTPMethods)) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send(detailBody(request.t, 'method_not_allowed', { method: request.method }));
      }
      return reply.status(404).send(detailBody(request.t, 'not_found'));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
