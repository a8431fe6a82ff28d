// Owns the routes of seats taken off sale for one session (docs/api.md "Back office": POST /manage/events/{id}/seats,
// and GET for the manager's seat view).
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import { ZIdParams } from '@afisha/contracts/manage/common';
import { ZEventSeats, ZEventSeatsChange, ZSeatsTaken } from '@afisha/contracts/manage/event-ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageRoute } from '../manage-access.ts';
import type { EventSeatsService } from './event-seats.service.ts';

export const eventSeatsRoutes: FastifyPluginAsyncZod<{ seats: EventSeatsService }> = async (
  app,
  { seats },
) => {
  const refusals = { 401: ZErrorDetail, 403: ZErrorDetail, 404: ZErrorDetail };

  app.get(
    '/events/:id/seats',
    {
      schema: {
        operationId: 'manageEventSeats',
        ...manageRoute('sessions'),
        summary: 'A session’s seats off sale (reason, who, when) and how many are held and sold',
        params: ZIdParams,
        response: { 200: ZEventSeats, 400: ZValidationErrors, ...refusals },
      },
    },
    (request) => seats.view(request, request.params.id),
  );

  app.post(
    '/events/:id/seats',
    {
      schema: {
        operationId: 'manageEventSeatsChange',
        ...manageRoute('sessions'),
        summary: 'Take seats of a session off sale, or put them back on sale (all or none)',
        description:
          'Seats to block must be free now: one held, ordered or sold refuses the whole change (409 ' +
          '`places_taken`, `places` naming them). Seats not on the session’s plan are field errors. The seat map ' +
          'shows blocked seats as `blocked` (GET /events/{id}/places/status) within its snapshot period.',
        params: ZIdParams,
        body: ZEventSeatsChange,
        response: { 200: ZEventSeats, 400: ZValidationErrors, ...refusals, 409: ZSeatsTaken },
      },
    },
    (request) => seats.change(request, request.params.id, request.body),
  );
};
