// Owns GET /pages, /pages/{id}, /pages/find?path= and /pages/preview?path= (CMS pages).
import {
  PREVIEW_TOKEN_HEADER,
  ZPage,
  ZPageIdParams,
  ZPageList,
  ZPagePathQuery,
  ZPagePreviewHeaders,
  ZPagesQuery,
  ZSiteQuery,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../plugins/pagination.ts';
import type { PagesService } from './pages.service.ts';

export const pagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  const tags = ['pages'];
  app.get(
    '/pages',
    {
      schema: {
        operationId: 'listPages',
        'x-access': 'public',
        tags,
        summary: 'Published pages of the site, by path',
        querystring: ZPagesQuery,
        response: { 200: ZPageList },
      },
    },
    async (request) => {
      const { domain, limit, offset } = request.query;
      const slice = await pages.list(domain, { limit, offset }, request.locale);
      return toPage(request, { limit, offset, ...slice });
    },
  );

  app.get(
    '/pages/find',
    {
      schema: {
        operationId: 'findPage',
        'x-access': 'public',
        tags,
        summary: 'The published page at a path (case, repeated and trailing slashes ignored)',
        querystring: ZPagePathQuery,
        response: { 200: ZPage },
      },
    },
    async (request) => pages.byPath(request.query.domain, request.query.path, request.locale),
  );

  app.get(
    '/pages/preview',
    {
      schema: {
        operationId: 'previewPage',
        'x-access': 'public',
        tags,
        summary: 'The draft of the page at a path, for the holder of its preview token (404 otherwise)',
        querystring: ZPagePathQuery,
        headers: ZPagePreviewHeaders,
        response: { 200: ZPage },
      },
    },
    async (request, reply) => {
      // A draft must never be kept by a shared cache.
      reply.header('cache-control', 'no-store');
      const token = request.headers[PREVIEW_TOKEN_HEADER];
      return pages.preview(request.query.domain, request.query.path, token, request.locale);
    },
  );

  app.get(
    '/pages/:id',
    {
      schema: {
        operationId: 'getPage',
        'x-access': 'public',
        tags,
        summary: 'One published page by id',
        params: ZPageIdParams,
        querystring: ZSiteQuery,
        response: { 200: ZPage },
      },
    },
    async (request) => pages.byId(request.query.domain, request.params.id, request.locale),
  );
};
