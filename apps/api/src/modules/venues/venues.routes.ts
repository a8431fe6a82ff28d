// Owns GET /theaters/{slug}: the page of one venue, theatre or organiser. (The /theaters list
// belongs to the search module.)
import { ZVenueDetail, ZVenueSlugParams } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VenuesService } from './venues.service.ts';

export const venuesRoutes: FastifyPluginAsyncZod<{ venues: VenuesService }> = async (app, { venues }) => {
  app.get(
    '/theaters/:slug',
    {
      schema: {
        operationId: 'getVenue',
        'x-access': 'public',
        tags: ['venues'],
        summary: 'One active venue (THEATER or ORGANIZATOR) with its halls, addresses and subway stations',
        params: ZVenueSlugParams,
        response: { 200: ZVenueDetail },
      },
    },
    async (request) => venues.detail(request.params.slug, request.locale),
  );
};
