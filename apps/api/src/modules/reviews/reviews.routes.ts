// Owns GET /reviews (the published reviews of a performance). Writing reviews comes with accounts.
import { ZReviewPage, ZReviewsQuery } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../plugins/pagination.ts';
import type { ReviewsService } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Published reviews of a performance (slug or id), newest first',
        querystring: ZReviewsQuery,
        response: { 200: ZReviewPage },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const anonymous = request.t('reviews.anonymous_author');
      return toPage(request, { limit, offset, ...(await reviews.list(request.query, anonymous)) });
    },
  );
};
