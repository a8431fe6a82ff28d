// Owns GET /reviews (the published reviews of a performance, for everyone), POST /reviews (a
// signed-in customer's review of a performance) and GET /reviews/mine (that customer's own review of
// a performance, or null); the signed-in answers are never cached.
import {
  ZCreatedReview,
  ZMyReview,
  ZMyReviewQuery,
  ZReviewCreateRequest,
  ZReviewPage,
  ZReviewsQuery,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../plugins/auth/current-user.ts';
import { toPage } from '../../plugins/pagination.ts';
import type { ReviewsService } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/reviews',
    {
      schema: {
        operationId: 'listReviews',
        'x-access': 'public',
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

  app.get(
    '/reviews/mine',
    {
      schema: {
        operationId: 'getMyReview',
        'x-access': 'signed-in',
        tags: ['reviews'],
        summary: 'The signed-in customer’s own review of a performance (id), or null',
        querystring: ZMyReviewQuery,
        response: { 200: ZMyReview },
      },
    },
    async (request) =>
      reviews.mine(
        await requireUserId(request),
        request.query.performance,
        request.t('reviews.anonymous_author'),
      ),
  );

  app.post(
    '/reviews',
    {
      schema: {
        operationId: 'createReview',
        'x-access': 'signed-in',
        tags: ['reviews'],
        summary: 'Review a performance (signed in; one review per customer and performance)',
        body: ZReviewCreateRequest,
        response: { 201: ZCreatedReview },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const anonymous = request.t('reviews.anonymous_author');
      return reply.status(201).send(await reviews.create(userId, request.body, anonymous));
    },
  );
};
