// Owns GET /healthcheck (also at the server root, for load balancers): 200 when the database
// answers, 503 when it does not. Exempt from rate limiting so probes never get throttled.
import { ZHealth } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService; hide?: boolean }> = async (
  app,
  { health, hide = false },
) => {
  app.get(
    '/healthcheck',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getHealth',
        'x-access': 'public',
        hide,
        tags: ['platform'],
        summary: 'Whether the API and its database answer (200 ok, 503 when the database does not)',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (request, reply) => {
      const result = await health.check();
      if (result.status !== 'ok') {
        request.log.warn('healthcheck: database unreachable');
        return reply.status(503).send(result);
      }
      return result;
    },
  );
};
