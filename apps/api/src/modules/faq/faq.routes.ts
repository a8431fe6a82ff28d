// Owns GET /faq/categories and GET /faq/page.
import { ZFaqCategoryList, ZFaqPage, ZFaqPageQuery, ZSiteQuery } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../plugins/pagination.ts';
import type { FaqService } from './faq.service.ts';

export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  const tags = ['faq'];
  app.get(
    '/faq/categories',
    {
      schema: {
        operationId: 'listFaqCategories',
        'x-access': 'public',
        tags,
        summary: 'FAQ categories of the site in order, with their published-question counts',
        querystring: ZSiteQuery,
        response: { 200: ZFaqCategoryList },
      },
    },
    async (request) => faq.categories(request.query.domain, request.locale),
  );

  app.get(
    '/faq/page',
    {
      schema: {
        operationId: 'listFaqQuestions',
        'x-access': 'public',
        tags,
        summary:
          'Published FAQ questions and answers, by category order, optionally of one category or containing a text',
        querystring: ZFaqPageQuery,
        response: { 200: ZFaqPage },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return toPage(request, { limit, offset, ...(await faq.items(request.query, request.locale)) });
    },
  );
};
