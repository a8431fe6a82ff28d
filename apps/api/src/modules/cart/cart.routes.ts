// Owns the /cart endpoints that exist before the cart feature: GET /cart/count_seats.
import { ZCartSeatCount } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartService } from './cart.service.ts';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/cart/count_seats',
    {
      schema: {
        tags: ['cart'],
        summary: "Places currently held in this visitor's cart (the header counter)",
        response: { 200: ZCartSeatCount },
      },
    },
    async (request) => {
      const session = await request.getSession();
      return cart.countSeats({ sessionId: session.id, userId: session.userId });
    },
  );
};
