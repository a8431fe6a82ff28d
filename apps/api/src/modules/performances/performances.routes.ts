// Owns /performance (the filtered listing), /performance/{slug} and /performance_updates.
import {
  paginated,
  ZPerformanceCard,
  ZPerformanceDetail,
  ZPerformanceListQuery,
  ZPerformanceSlugParams,
  ZPerformanceUpdate,
  ZPerformanceUpdatesQuery,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../plugins/pagination.ts';
import type { PerformancesService } from './performances.service.ts';

export const performancesRoutes: FastifyPluginAsyncZod<{ performances: PerformancesService }> = async (
  app,
  { performances },
) => {
  app.get(
    '/performance',
    {
      schema: {
        operationId: 'listPerformances',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'Published performances with an upcoming event in scope, filtered and ordered',
        querystring: ZPerformanceListQuery,
        response: { 200: paginated(ZPerformanceCard) },
      },
    },
    async (request) => {
      const page = await performances.list(request.query, request.locale);
      return toPage(request, { ...request.query, ...page });
    },
  );

  app.get(
    '/performance/:slug',
    {
      schema: {
        operationId: 'getPerformance',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'The full performance page',
        params: ZPerformanceSlugParams,
        response: { 200: ZPerformanceDetail },
      },
    },
    async (request) => performances.detail(request.params.slug, request.locale),
  );

  app.get(
    '/performance_updates',
    {
      schema: {
        operationId: 'listPerformanceUpdates',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'Performances whose own data, events or prices changed since a moment, newest first',
        querystring: ZPerformanceUpdatesQuery,
        response: { 200: paginated(ZPerformanceUpdate) },
      },
    },
    async (request) => {
      const page = await performances.updates(new Date(request.query.since), request.query, request.locale);
      return toPage(request, { ...request.query, ...page });
    },
  );
};
