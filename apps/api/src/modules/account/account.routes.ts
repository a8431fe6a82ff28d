// Owns the /account endpoints of the platform: GET /account/csrf (sign-in, registration and the
// profile arrive with the accounts issue).
import { ZCsrfResponse } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/csrf',
    {
      schema: {
        tags: ['account'],
        summary: 'CSRF token of this session (starts a session when there is none)',
        response: { 200: ZCsrfResponse },
      },
    },
    async (request, reply) => ({ csrf: await app.csrf.issue(request, reply) }),
  );
};
