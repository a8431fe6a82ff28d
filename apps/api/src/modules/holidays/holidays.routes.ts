// Owns GET /holidays: public holidays of a year or a date range (a plain array: the list is short).
import { ZHolidayList, ZHolidaysQuery } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HolidaysService } from './holidays.service.ts';

export const holidaysRoutes: FastifyPluginAsyncZod<{ holidays: HolidaysService }> = async (
  app,
  { holidays },
) => {
  app.get(
    '/holidays',
    {
      schema: {
        operationId: 'listHolidays',
        'x-access': 'public',
        tags: ['content'],
        summary: 'Public holidays of a year or between two dates (the current year by default), by date',
        querystring: ZHolidaysQuery,
        response: { 200: ZHolidayList },
      },
    },
    async (request) => holidays.list(request.query, request.locale),
  );
};
