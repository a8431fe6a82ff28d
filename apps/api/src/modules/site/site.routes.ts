// Owns /site (settings for the shell) and /site/info (identity of a domain's site).
import { ZSiteInfo, ZSiteQuery, ZSiteSettings } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteService } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/site',
    {
      schema: {
        operationId: 'getSite',
        'x-access': 'public',
        tags: ['site'],
        summary: "Settings of the domain's site (the default site for an unknown or absent domain)",
        querystring: ZSiteQuery,
        response: { 200: ZSiteSettings },
      },
    },
    async (request) => site.settings(request.query.domain, request.locale),
  );

  app.get(
    '/site/info',
    {
      schema: {
        operationId: 'getSiteInfo',
        'x-access': 'public',
        tags: ['site'],
        summary: "Identity of the domain's site: name, locales, default city",
        querystring: ZSiteQuery,
        response: { 200: ZSiteInfo },
      },
    },
    async (request) => site.info(request.query.domain, request.locale),
  );
};
