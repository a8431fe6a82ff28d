// Owns /events (sessions with their performance), /events/{id}, /events/nombilkn/{nombilkn},
// /eventdates (the calendar strip) and /dummyevents (announced sessions).
import {
  paginated,
  ZDummyEventListQuery,
  ZEventDates,
  ZEventDatesQuery,
  ZEventIdParams,
  ZEventListQuery,
  ZEventNombilknParams,
  ZEventWithPerformance,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../plugins/pagination.ts';
import type { EventsService } from './events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    '/events',
    {
      schema: {
        operationId: 'listEvents',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'Upcoming sessions with their performance, soonest first',
        querystring: ZEventListQuery,
        response: { 200: paginated(ZEventWithPerformance) },
      },
    },
    async (request) =>
      toPage(request, { ...request.query, ...(await events.list(request.query, request.locale)) }),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        operationId: 'getEvent',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'One session with its performance',
        params: ZEventIdParams,
        response: { 200: ZEventWithPerformance },
      },
    },
    async (request) => events.byId(request.params.id, request.locale),
  );

  app.get(
    '/events/nombilkn/:nombilkn',
    {
      schema: {
        operationId: 'getEventByNombilkn',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'One session by its box-office number',
        params: ZEventNombilknParams,
        response: { 200: ZEventWithPerformance },
      },
    },
    async (request) => events.byNombilkn(request.params.nombilkn, request.locale),
  );

  app.get(
    '/eventdates',
    {
      schema: {
        operationId: 'listEventDates',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'Venue-local dates (YYYY-MM-DD) that have upcoming sessions, for the calendar strip',
        querystring: ZEventDatesQuery,
        response: { 200: ZEventDates },
      },
    },
    async (request) => events.dates(request.query),
  );

  app.get(
    '/dummyevents',
    {
      schema: {
        operationId: 'listAnnouncedEvents',
        'x-access': 'public',
        tags: ['catalogue'],
        summary: 'Announced sessions: no online sale yet',
        querystring: ZDummyEventListQuery,
        response: { 200: paginated(ZEventWithPerformance) },
      },
    },
    async (request) =>
      toPage(request, { ...request.query, ...(await events.announced(request.query, request.locale)) }),
  );
};
