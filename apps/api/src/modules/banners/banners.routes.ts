// Owns GET /mainslides, /gift_card_banner and /footer_banner: the home-page content of a city.
import { ZBannerList, ZCityContentQuery, ZGiftCardBannerList, ZMainSlideList } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BannersService } from './banners.service.ts';

export const bannersRoutes: FastifyPluginAsyncZod<{ banners: BannersService }> = async (app, { banners }) => {
  const tags = ['content'];
  app.get(
    '/mainslides',
    {
      schema: {
        operationId: 'listMainSlides',
        'x-access': 'public',
        tags,
        summary: 'Home-page slides of the city and of every city, while their campaign runs, in order',
        querystring: ZCityContentQuery,
        response: { 200: ZMainSlideList },
      },
    },
    async (request) => banners.mainSlides(request.query.city, request.locale),
  );

  app.get(
    '/gift_card_banner',
    {
      schema: {
        operationId: 'listGiftCardBanners',
        'x-access': 'public',
        tags,
        summary: 'Gift-card banners of the city, then the site-wide ones',
        querystring: ZCityContentQuery,
        response: { 200: ZGiftCardBannerList },
      },
    },
    async (request) => banners.giftCardBanners(request.query.city, request.locale),
  );

  app.get(
    '/footer_banner',
    {
      schema: {
        operationId: 'listFooterBanners',
        'x-access': 'public',
        tags,
        summary: 'Footer banners of the city and of every city, in order',
        querystring: ZCityContentQuery,
        response: { 200: ZBannerList },
      },
    },
    async (request) => banners.footerBanners(request.query.city, request.locale),
  );
};
