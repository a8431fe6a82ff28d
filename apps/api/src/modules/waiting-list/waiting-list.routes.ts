// Owns the waiting list routes (issue 6): POST /events/{id}/waiting_list (join a sold-out session's list; strict rate
// limit), and the links of the offer mail: POST /waiting_list/claim (the kept places into your cart) and
// POST /waiting_list/leave.
import {
  ZErrorDetail,
  ZEventIdParams,
  ZValidationErrors,
  ZWaitingListClaimed,
  ZWaitingListJoined,
  ZWaitingListJoinRequest,
  ZWaitingListLink,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { WaitingListService } from './waiting-list.service.ts';

export const waitingListRoutes: FastifyPluginAsyncZod<{ waitingList: WaitingListService }> = async (
  app,
  { waitingList },
) => {
  const tags = ['waiting list'];

  app.post(
    '/events/:id/waiting_list',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        operationId: 'joinWaitingList',
        'x-access': 'visitor',
        tags,
        summary: 'Wait for places of a sold-out session: mailed, in turn, when some come back',
        description:
          'Only while no seat of the session can be taken: 400 `waiting_list_seats_available` otherwise. Joining ' +
          'again with the same e-mail changes the quantity and language and keeps the place in the queue. When ' +
          'places come back, each person in turn gets an offer mail; the places are kept for WAITING_LIST_OFFER_MINUTES.',
        params: ZEventIdParams,
        body: ZWaitingListJoinRequest,
        response: { 200: ZWaitingListJoined, 400: ZValidationErrors, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return waitingList.join(
        await cartOwnerOf(request, { store: true }),
        request.params.id,
        request.body,
        request.locale,
      );
    },
  );

  app.post(
    '/waiting_list/claim',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        operationId: 'claimWaitingListOffer',
        'x-access': 'visitor',
        tags,
        summary: 'Take the places an offer keeps for you: they are held in your cart',
        description:
          '404 for an unknown entry or a wrong key; 409 when the offer is over or already taken. The places are then ' +
          'an ordinary hold of the cart (HOLD_MINUTES).',
        body: ZWaitingListLink,
        response: { 200: ZWaitingListClaimed, 404: ZErrorDetail, 409: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return waitingList.claim(
        await cartOwnerOf(request, { store: true }),
        request.body.entry,
        request.body.key,
        request.locale,
      );
    },
  );

  app.post(
    '/waiting_list/leave',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        operationId: 'leaveWaitingList',
        'x-access': 'public',
        tags,
        summary: 'Leave the waiting list (the link of the offer mail)',
        body: ZWaitingListLink,
        response: { 204: z.null(), 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      await waitingList.leave(request.body.entry, request.body.key);
      return reply.code(204).send(null);
    },
  );
};
