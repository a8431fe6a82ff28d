// Owns POST /checkin (issue 7, "the door check"): staff only (403 for customers and anonymous visitors; venue staff
// see only their venues' tickets, any other code is unknown to them). valid (the ticket is let in, once),
// already_used (when and by whom), refunded, wrong_event (where it belongs), unknown. And GET /checkin/events: the
// sessions of today and the next days at the staff member's venues, for the door to be picked from a list.
import {
  ZCheckinAnswer,
  ZCheckinEvents,
  ZCheckinEventsQuery,
  ZCheckinRequest,
  ZErrorDetail,
} from '@afisha/contracts';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import type { CheckinRepository } from './checkin.repository.ts';
import { requireStaff, STAFF_ROUTE } from './staff-access.ts';

export const checkinRoutes: FastifyPluginAsyncZod<{
  db: Db;
  repository: CheckinRepository;
  clock: Clock;
}> = async (app, { db, repository, clock }) => {
  app.get(
    '/checkin/events',
    {
      schema: {
        operationId: 'listDoorEvents',
        ...STAFF_ROUTE,
        summary: 'The sessions at the door: today and the next days, at the venues of the staff member',
        description:
          'Sessions (cancelled ones left out) whose local date, in the venue’s own zone, is today or one of the ' +
          '`days − 1` days after it, by their local day and time. Administrators and the site’s staff see every venue, a ' +
          'venue’s staff theirs only. 403 for anybody but staff.',
        querystring: ZCheckinEventsQuery,
        response: { 200: ZCheckinEvents, 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const events = await repository.doorEvents({
        scope: staff.scope,
        days: request.query.days,
        locale: request.locale,
        now: clock.now(),
      });
      return {
        count: events.length,
        next: null,
        previous: null,
        results: events.map((event) => ({
          id: event.id,
          title: event.title,
          starts_at: event.startsAt,
          timezone: event.timezone,
          venue: event.venue,
          hall: event.hall,
        })),
      };
    },
  );

  app.post(
    '/checkin',
    {
      schema: {
        operationId: 'checkInTicket',
        ...STAFF_ROUTE,
        summary: 'Check a ticket at the door (staff only)',
        description:
          'Every scan is recorded (who, which device, which session, the answer). A ticket is let in once: a ' +
          'second scan is `already_used` with when and by whom, unless it comes from the device that let it in ' +
          '(`valid` with `repeat`). 403 for anybody but staff.',
        body: ZCheckinRequest,
        response: { 200: ZCheckinAnswer, 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const answer = await repository.checkin({
        secret: request.body.secret,
        eventId: request.body.event ?? null,
        device: request.body.device ? request.body.device : null,
        staffUserId: staff.userId,
        scope: staff.scope,
        locale: request.locale,
        now: clock.now(),
      });
      return {
        result: answer.result,
        repeat: answer.repeat,
        place: answer.place,
        event: answer.event
          ? {
              id: answer.event.id,
              title: answer.event.title,
              starts_at: answer.event.startsAt,
              timezone: answer.event.timezone,
            }
          : null,
        used_at: answer.usedAt,
        used_by: answer.usedBy,
      };
    },
  );
};
