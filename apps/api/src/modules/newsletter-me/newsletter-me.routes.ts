// Owns /newsletter/me: GET whether the signed-in customer's address receives the announcements,
// PUT `{subscribed}` to switch it. Signed-in only; answers are never cached.
import { ZNewsletterMe, ZNewsletterMeRequest } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../plugins/auth/current-user.ts';
import type { NewsletterMeService } from './newsletter-me.service.ts';

export const newsletterMeRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterMeService }> = async (
  app,
  { newsletter },
) => {
  app.get(
    '/newsletter/me',
    {
      schema: {
        operationId: 'getMyNewsletter',
        'x-access': 'signed-in',
        tags: ['account'],
        summary: "Whether the signed-in customer's address receives the announcements",
        response: { 200: ZNewsletterMe },
      },
    },
    async (request) => newsletter.get(await requireUserId(request)),
  );

  app.put(
    '/newsletter/me',
    {
      schema: {
        operationId: 'setMyNewsletter',
        'x-access': 'signed-in',
        tags: ['account'],
        summary: "Subscribe or unsubscribe the signed-in customer's address",
        body: ZNewsletterMeRequest,
        response: { 200: ZNewsletterMe },
      },
    },
    async (request) => newsletter.set(await requireUserId(request), request.body.subscribed, request.locale),
  );
};
