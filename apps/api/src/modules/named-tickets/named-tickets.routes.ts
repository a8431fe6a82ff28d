// Owns the named-ticket endpoints (docs/api.md): GET /documenttypes (public), POST /person_by_ticket/find_ticket and
// /update_person (the order's number and the buyer's e-mail address name the order, the key of its ticket link or
// its signed-in owner proves it; strict rate limit against guessing; never cached).
import {
  ZDocumentTypeList,
  ZErrorDetail,
  ZFindTicketRequest,
  ZFindTicketResponse,
  ZUpdatePersonRequest,
  ZValidationErrors,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth/current-user.ts';
import type { NamedTicketsService } from './named-tickets.service.ts';

export const namedTicketsRoutes: FastifyPluginAsyncZod<{ namedTickets: NamedTicketsService }> = async (
  app,
  { namedTickets },
) => {
  const tags = ['tickets'];
  app.get(
    '/documenttypes',
    {
      schema: {
        operationId: 'listDocumentTypes',
        'x-access': 'public',
        tags,
        summary: 'Identity document types for named tickets',
        response: { 200: ZDocumentTypeList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return namedTickets.documentTypes(request.locale);
    },
  );

  const limited = { rateLimit: app.rateLimits.strict };
  app.post(
    '/person_by_ticket/find_ticket',
    {
      config: limited,
      schema: {
        operationId: 'findNamedTickets',
        'x-access': 'visitor',
        tags,
        summary:
          "An order's named tickets and their holders, by the order's number, the buyer's e-mail and the ticket key",
        description:
          "`key`: the key of the order's ticket link in the tickets mail (`/tickets/{number}?key=…`); the order's " +
          'signed-in owner may leave it out. Document numbers are masked (their last characters only). 404 when ' +
          'no order has this number and address, or the key (or the owner) does not prove it (any part wrong). ' +
          '429 when tried too often.',
        body: ZFindTicketRequest,
        response: { 200: ZFindTicketResponse, 400: ZValidationErrors, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { order, email, key } = request.body;
      const claim = { order, email, key, userId: await currentUserId(request) };
      return namedTickets.find(claim, request.locale);
    },
  );

  app.post(
    '/person_by_ticket/update_person',
    {
      config: limited,
      schema: {
        operationId: 'updateTicketHolder',
        'x-access': 'visitor',
        tags,
        summary: "Change a named ticket's holder (until an hour before the show)",
        description:
          'The order is proven as for find_ticket (`key`, or its signed-in owner). 400 `holder_change_closed`: ' +
          'too close to the show; `document_type` `does_not_exist`. 404: no such order, address or ticket of it, ' +
          'or the order not proven.',
        body: ZUpdatePersonRequest,
        response: { 200: ZFindTicketResponse, 400: ZValidationErrors, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { order, email, key, ...change } = request.body;
      const claim = { order, email, key, userId: await currentUserId(request) };
      return namedTickets.update(claim, change, request.locale);
    },
  );
};
