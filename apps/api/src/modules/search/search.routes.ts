// Owns the search endpoints of docs/api.md "Shell and search": GET /search, and the quick-search lists
// GET /performancegroups and GET /theaters (which without `search` list everything in scope).
import {
  ZPerformanceGroupPage,
  ZPerformanceGroupsQuery,
  ZSearchQuery,
  ZSearchResult,
  ZTheaterPage,
  ZTheatersQuery,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../plugins/pagination.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search',
    {
      schema: {
        operationId: 'search',
        'x-access': 'public',
        tags: ['search'],
        summary:
          'Events and venues matching a text, in a city: typos, wrong layout and transliteration included',
        querystring: ZSearchQuery,
        response: { 200: ZSearchResult },
      },
    },
    async (request) => search.search(request.query, request.locale),
  );

  app.get(
    '/performancegroups',
    {
      schema: {
        operationId: 'listPerformanceGroups',
        'x-access': 'public',
        tags: ['search'],
        summary: 'Productions (performances grouped by title across venues), matching `search` when given',
        querystring: ZPerformanceGroupsQuery,
        response: { 200: ZPerformanceGroupPage },
      },
    },
    async (request) => {
      const { count, items } = await search.performanceGroups(request.query, request.locale);
      return toPage(request, { ...request.query, count, results: items });
    },
  );

  app.get(
    '/theaters',
    {
      schema: {
        operationId: 'listVenues',
        'x-access': 'public',
        tags: ['search'],
        summary: 'Active venues of a city in editorial order, or matching `search` best first',
        querystring: ZTheatersQuery,
        response: { 200: ZTheaterPage },
      },
    },
    async (request) => {
      const { count, items } = await search.theaters(request.query, request.locale);
      return toPage(request, { ...request.query, count, results: items });
    },
  );
};
