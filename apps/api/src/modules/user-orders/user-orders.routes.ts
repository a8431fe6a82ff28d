// Owns /userorders?is_archive=true|false: the signed-in customer's paid orders, current (default)
// or archived, paged. Signed-in only; answers are never cached.
import { ZUserOrderPage, ZUserOrdersQuery } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../plugins/auth/current-user.ts';
import { toPage } from '../../plugins/pagination.ts';
import type { UserOrdersService } from './user-orders.service.ts';

export const userOrdersRoutes: FastifyPluginAsyncZod<{ orders: UserOrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/userorders',
    {
      schema: {
        operationId: 'listMyOrders',
        'x-access': 'signed-in',
        tags: ['account'],
        summary:
          "The signed-in customer's paid orders: current (sessions to come) or archive (is_archive=true)",
        querystring: ZUserOrdersQuery,
        response: { 200: ZUserOrderPage },
      },
    },
    async (request) => {
      const page = await orders.list(await requireUserId(request), request.query, request.locale);
      return toPage(request, { ...request.query, ...page });
    },
  );
};
