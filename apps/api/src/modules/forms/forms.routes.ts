// Owns POST /newsletter, /callbacks and /fronfeedback: the visitor forms. Like every unsafe method
// they need the CSRF header (plugins/csrf.plugin.ts); they share the strict rate limit, because
// each stores what an anonymous visitor sends.
import {
  ZCallbackReceipt,
  ZCallbackRequest,
  ZNewsletterRequest,
  ZNewsletterSubscription,
  ZSiteFeedbackReceipt,
  ZSiteFeedbackRequest,
} from '@afisha/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FormsService, Sender } from './forms.service.ts';

async function senderOf(request: FastifyRequest): Promise<Sender> {
  const session = await request.getSession();
  return { userId: session.userId, locale: request.locale };
}

export const formsRoutes: FastifyPluginAsyncZod<{ forms: FormsService }> = async (app, { forms }) => {
  const config = { rateLimit: app.rateLimits.strict };
  const documented = { tags: ['forms'], 'x-access': 'public' } as const;

  app.post(
    '/newsletter',
    {
      config,
      schema: {
        operationId: 'subscribeToNewsletter',
        ...documented,
        summary: 'Subscribe an address to the announcements (again is fine: no duplicate)',
        body: ZNewsletterRequest,
        response: { 201: ZNewsletterSubscription },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await forms.subscribe(request.body, await senderOf(request))),
  );
  app.post(
    '/callbacks',
    {
      config,
      schema: {
        operationId: 'requestCallback',
        ...documented,
        summary: 'Ask to be called back, or ask a question',
        body: ZCallbackRequest,
        response: { 201: ZCallbackReceipt },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await forms.requestCallback(request.body, await senderOf(request))),
  );
  app.post(
    '/fronfeedback',
    {
      config,
      schema: {
        operationId: 'sendSiteFeedback',
        ...documented,
        summary: 'Rate the site (1 to 5) with an optional comment about a page',
        body: ZSiteFeedbackRequest,
        response: { 201: ZSiteFeedbackReceipt },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await forms.leaveFeedback(request.body, await senderOf(request))),
  );
};
