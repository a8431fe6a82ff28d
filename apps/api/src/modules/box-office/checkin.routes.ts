// Owns POST /checkin (issue 7, "the door check"): staff only (403 for customers and anonymous visitors; venue staff
// see only their venues' tickets, any other code is unknown to them). valid (the ticket is let in, once),
// already_used (when and by whom), refunded, wrong_event (where it belongs), unknown.
import { ZCheckinAnswer, ZCheckinRequest, ZErrorDetail } from '@afisha/contracts';
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
  app.post(
    '/checkin',
    {
      schema: {
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
