// Owns /artists (paged, by city and name) and /artists/{slug} (bio, photo, performances).
import {
  paginated,
  ZArtist,
  ZArtistDetail,
  ZArtistDetailQuery,
  ZArtistListQuery,
  ZArtistSlugParams,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../plugins/pagination.ts';
import type { ArtistsService } from './artists.service.ts';

export const artistsRoutes: FastifyPluginAsyncZod<{ artists: ArtistsService }> = async (app, { artists }) => {
  app.get(
    '/artists',
    {
      schema: {
        operationId: 'listArtists',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'Artists by name, optionally those of a city and matching a name prefix',
        querystring: ZArtistListQuery,
        response: { 200: paginated(ZArtist) },
      },
    },
    async (request) =>
      toPage(request, { ...request.query, ...(await artists.list(request.query, request.locale)) }),
  );

  app.get(
    '/artists/:slug',
    {
      schema: {
        operationId: 'getArtist',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'An artist with bio, photo and their performances as cards',
        params: ZArtistSlugParams,
        querystring: ZArtistDetailQuery,
        response: { 200: ZArtistDetail },
      },
    },
    async (request) => artists.detail(request.params.slug, request.query.city, request.locale),
  );
};
