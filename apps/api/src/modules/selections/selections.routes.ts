// Owns /selections (collections of a city), /selections/{slug} (a collection with its
// performances, paged) and /recommendslider (the home page's recommendations).
import {
  ZCityScopeQuery,
  ZRecommendSlider,
  ZSelectionDetail,
  ZSelectionDetailQuery,
  ZSelectionList,
  ZSelectionSlugParams,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../plugins/pagination.ts';
import type { SelectionsService } from './selections.service.ts';

export const selectionsRoutes: FastifyPluginAsyncZod<{ selections: SelectionsService }> = async (
  app,
  { selections },
) => {
  app.get(
    '/selections',
    {
      schema: {
        operationId: 'listSelections',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'Active collections of the city and those of every city, in editorial order',
        querystring: ZCityScopeQuery,
        response: { 200: ZSelectionList },
      },
    },
    async (request) => selections.list(request.query.city, request.locale),
  );

  app.get(
    '/selections/:slug',
    {
      schema: {
        operationId: 'getSelection',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'A collection with its performances as cards, in editorial order, paged',
        params: ZSelectionSlugParams,
        querystring: ZSelectionDetailQuery,
        response: { 200: ZSelectionDetail },
      },
    },
    async (request) => {
      const { query } = request;
      const { selection, performances } = await selections.detail(
        request.params.slug,
        query.city,
        query,
        request.locale,
      );
      return { ...selection, performances: toPage(request, { ...query, ...performances }) };
    },
  );

  app.get(
    '/recommendslider',
    {
      schema: {
        operationId: 'listRecommendations',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'Recommendation slider of the home page: performances still playing in the city',
        querystring: ZCityScopeQuery,
        response: { 200: ZRecommendSlider },
      },
    },
    async (request) => selections.recommendations(request.query.city, request.locale),
  );
};
