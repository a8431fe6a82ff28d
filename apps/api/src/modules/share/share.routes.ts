// Owns /share: share links for a performance or an event page of the public site.
import { ZShareLinks, ZShareQuery } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShareService } from './share.service.ts';

export const shareRoutes: FastifyPluginAsyncZod<{ share: ShareService }> = async (app, { share }) => {
  app.get(
    '/share',
    {
      schema: {
        operationId: 'getShareLinks',
        'x-access': 'public',
        tags: ['catalogue'],
        summary:
          'Links to share the page of a performance or of an event (VK, Telegram, WhatsApp, OK, X, e-mail)',
        querystring: ZShareQuery,
        response: { 200: ZShareLinks },
      },
    },
    async (request) => share.links(request.query, request.locale),
  );
};
