// Owns the /cart endpoints of the seat map and the cart page (docs/api.md "Cart, checkout, tickets"):
// POST /cart/add (hold seats or zone places; 409 names what was taken), POST /cart/delete and
// POST /cart/clear (release), GET /cart/content (live lines by event, totals, the hold deadline)
// and GET /cart/count_seats (the header counter). Answers are per visitor: never cached.
import {
  ZCartAddConflict,
  ZCartAddRequest,
  ZCartAddResponse,
  ZCartContent,
  ZCartDeleteRequest,
  ZCartSeatCount,
  ZCartState,
} from '@afisha/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartService } from './cart.service.ts';
import { cartOwnerOf, cartRequesterOf } from './cart-owner.ts';

const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const tags = ['cart'];

  app.get(
    '/cart/count_seats',
    {
      schema: {
        operationId: 'countCartSeats',
        'x-access': 'visitor',
        tags,
        summary:
          "Places held for this visitor: the cart's and those of its order awaiting payment (the header counter)",
        response: { 200: ZCartSeatCount },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return cart.countSeats(await cartOwnerOf(request));
    },
  );

  app.post(
    '/cart/add',
    {
      schema: {
        operationId: 'holdSeats',
        'x-access': 'visitor',
        tags,
        summary:
          'Hold seats (`places`) or places of a general-admission zone (`zone`, `quantity`): all or none',
        description:
          'The hold lasts HOLD_MINUTES (15 by default) from the first place put in the cart; adding more does not ' +
          'extend it. Seats this cart already holds are accepted again unchanged. 409 `places_taken` lists the ' +
          'seats someone else holds, bought or that are off sale (nothing was held); 409 `zone_full` says how many ' +
          'places are left; 409 `not_on_sale`: the event is not sold now. 400 `too_many_places`: over the limit ' +
          "of places per order. 409 `hold_limit`: the visitor's network already holds its share of this session " +
          '(HOLD_SHARE_PER_ADDRESS_PERCENT, at least HOLD_MIN_PER_ADDRESS places) or opened too many new carts ' +
          '(HOLD_NEW_CARTS_PER_ADDRESS); `reason` says which (`event`, `carts`).',
        body: ZCartAddRequest,
        response: { 200: ZCartAddResponse, 409: ZCartAddConflict },
      },
      // The hold statement reads the session (one round trip to the database, not two; csrf.plugin.ts).
      config: { csrf: 'session-in-statement' },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return cart.add(await cartRequesterOf(request), request.body, request.locale, { clientIp: request.ip });
    },
  );

  app.post(
    '/cart/delete',
    {
      schema: {
        operationId: 'releaseCartLines',
        'x-access': 'visitor',
        tags,
        summary: 'Release cart lines (all of them or none: an unknown or expired line is a 400)',
        body: ZCartDeleteRequest,
        response: { 200: ZCartState },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return cart.remove(await cartOwnerOf(request, { store: true }), request.body.items);
    },
  );

  app.post(
    '/cart/clear',
    {
      schema: {
        operationId: 'clearCart',
        'x-access': 'visitor',
        tags,
        summary: 'Release everything in the cart',
        response: { 200: ZCartState },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return cart.clear(await cartOwnerOf(request, { store: true }));
    },
  );

  app.get(
    '/cart/content',
    {
      schema: {
        operationId: 'getCart',
        'x-access': 'visitor',
        tags,
        summary: 'Live lines of the cart grouped by event (soonest first), totals and the hold deadline',
        response: { 200: ZCartContent },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return cart.content(await cartOwnerOf(request), request.locale);
    },
  );
};
