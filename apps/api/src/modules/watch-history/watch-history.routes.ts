// Owns /watch_history/me: GET the signed-in customer's recently viewed performances as cards
// (at most WATCH_HISTORY_MAX, latest first, paged) and POST `{performance}` to record a view.
// Signed-in only; answers are never cached.
import {
  ZWatchHistoryEntry,
  ZWatchHistoryPage,
  ZWatchHistoryQuery,
  ZWatchHistoryRequest,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../plugins/auth/current-user.ts';
import { toPage } from '../../plugins/pagination.ts';
import type { WatchHistoryService } from './watch-history.service.ts';

export const watchHistoryRoutes: FastifyPluginAsyncZod<{ history: WatchHistoryService }> = async (
  app,
  { history },
) => {
  app.get(
    '/watch_history/me',
    {
      schema: {
        operationId: 'listWatchHistory',
        'x-access': 'signed-in',
        tags: ['account'],
        summary: "The signed-in customer's recently viewed performances as cards, latest first",
        querystring: ZWatchHistoryQuery,
        response: { 200: ZWatchHistoryPage },
      },
    },
    async (request) => {
      const page = await history.list(await requireUserId(request), request.query, request.locale);
      return toPage(request, { ...request.query, ...page });
    },
  );

  app.post(
    '/watch_history/me',
    {
      schema: {
        operationId: 'recordView',
        'x-access': 'signed-in',
        tags: ['account'],
        summary: 'Record that the signed-in customer viewed a performance',
        body: ZWatchHistoryRequest,
        response: { 201: ZWatchHistoryEntry },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await history.record(await requireUserId(request), request.body.performance)),
  );
};
