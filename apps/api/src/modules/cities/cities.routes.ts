// Owns /cities: the city list, the visitor's city and choosing it.
import { ZCity, ZCityChoiceRequest, ZCityList } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CitiesService } from './cities.service.ts';

export const citiesRoutes: FastifyPluginAsyncZod<{ cities: CitiesService }> = async (app, { cities }) => {
  app.get(
    '/cities',
    { schema: { tags: ['cities'], summary: 'Active cities in display order', response: { 200: ZCityList } } },
    async (request) => cities.list(request.locale),
  );

  app.get(
    '/cities/me',
    {
      schema: {
        tags: ['cities'],
        summary: "The visitor's city: the stored choice, else the default city",
        response: { 200: ZCity },
      },
    },
    async (request) => cities.current(await request.getSession(), request.locale),
  );

  app.put(
    '/cities/me',
    {
      schema: {
        tags: ['cities'],
        summary: 'Choose the city for this session',
        security: [{ csrf: [], session: [] }],
        body: ZCityChoiceRequest,
        response: { 200: ZCity },
      },
    },
    async (request) => cities.choose(await request.getSession(), request.body.city_slug, request.locale),
  );
};
