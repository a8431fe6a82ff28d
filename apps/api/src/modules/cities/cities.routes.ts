// Owns /cities: the city list, the visitor's city and choosing it.
import { ZCity, ZCityChoiceRequest, ZCityList } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CitiesService } from './cities.service.ts';

/** The city name in the edge's header: plain, or percent-encoded (non-Latin names); junk is ignored. */
function locatedCity(value: string | string[] | undefined): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw || raw.length > 200) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const citiesRoutes: FastifyPluginAsyncZod<{
  cities: CitiesService;
  cityHeader: string | null;
}> = async (app, { cities, cityHeader }) => {
  app.get(
    '/cities',
    {
      schema: {
        operationId: 'listCities',
        'x-access': 'public',
        tags: ['cities'],
        summary: 'Active cities in display order',
        response: { 200: ZCityList },
      },
    },
    async (request) => cities.list(request.locale),
  );

  app.get(
    '/cities/me',
    {
      schema: {
        operationId: 'getMyCity',
        'x-access': 'visitor',
        tags: ['cities'],
        summary:
          "The visitor's city: the stored choice, else the one found for the visitor's address (CITY_HEADER), else the default city",
        response: { 200: ZCity },
      },
    },
    async (request) =>
      cities.current(
        await request.getSession(),
        request.locale,
        cityHeader ? locatedCity(request.headers[cityHeader]) : null,
      ),
  );

  app.put(
    '/cities/me',
    {
      schema: {
        operationId: 'chooseMyCity',
        'x-access': 'visitor',
        tags: ['cities'],
        summary: 'Choose the city for this session',
        body: ZCityChoiceRequest,
        response: { 200: ZCity },
      },
    },
    async (request) => cities.choose(await request.getSession(), request.body.city_slug, request.locale),
  );
};
