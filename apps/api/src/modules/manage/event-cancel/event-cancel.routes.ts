// Owns the route of cancelling a session (docs/api.md "Back office": POST /manage/events/{id}/cancel).
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import { ZIdParams } from '@afisha/contracts/manage/common';
import { ZEventCancel, ZEventCancelled } from '@afisha/contracts/manage/event-ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageRoute } from '../manage-access.ts';
import type { EventCancelService } from './event-cancel.service.ts';

export const eventCancelRoutes: FastifyPluginAsyncZod<{ cancelling: EventCancelService }> = async (
  app,
  { cancelling },
) => {
  app.post(
    '/events/:id/cancel',
    {
      schema: {
        operationId: 'manageEventCancel',
        ...manageRoute('sessions'),
        summary: 'Cancel a session: off sale at once, holds released, paid orders refunded, buyers told',
        description:
          'Every paid order with tickets of the session is refunded through its own provider (the box office’s ' +
          'refund: an order of this session alone whole, others their tickets of it); a refund the bank refuses ' +
          'stays `failed` for the box office to send again, and the cancel completes. Cancelling again refunds ' +
          'nothing more and answers where things stand (`already_cancelled: true`).',
        params: ZIdParams,
        body: ZEventCancel,
        response: {
          200: ZEventCancelled,
          400: ZValidationErrors,
          401: ZErrorDetail,
          403: ZErrorDetail,
          404: ZErrorDetail,
        },
      },
    },
    (request) => cancelling.cancel(request, request.params.id, request.body.reason),
  );
};
