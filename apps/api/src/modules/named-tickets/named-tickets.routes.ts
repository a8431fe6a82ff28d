// Owns the named-ticket endpoints (API.md): GET /documenttypes (public), POST /person_by_ticket/find_ticket and
// /update_person (the order's number and the buyer's e-mail address are the key; strict rate limit against
// guessing; never cached).
import {
  ZDocumentTypeList,
  ZErrorDetail,
  ZFindTicketRequest,
  ZFindTicketResponse,
  ZUpdatePersonRequest,
  ZValidationErrors,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        tags,
        summary: "An order's named tickets and their holders, by the order's number and the buyer's e-mail",
        description:
          '404 when no order has this number and address (either wrong). 429 when tried too often.',
        body: ZFindTicketRequest,
        response: { 200: ZFindTicketResponse, 400: ZValidationErrors, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return namedTickets.find(request.body.order, request.body.email, request.locale);
    },
  );

  app.post(
    '/person_by_ticket/update_person',
    {
      config: limited,
      schema: {
        tags,
        summary: "Change a named ticket's holder (until an hour before the show)",
        description:
          '400 `holder_change_closed`: too close to the show; `document_type` `does_not_exist`. 404: no such ' +
          'order, address or ticket of it.',
        body: ZUpdatePersonRequest,
        response: { 200: ZFindTicketResponse, 400: ZValidationErrors, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return namedTickets.update(request.body, request.locale);
    },
  );
};
