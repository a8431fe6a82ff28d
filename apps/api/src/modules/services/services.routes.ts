// Owns the extra-service endpoints (docs/api.md): GET /services?event= (what is offered with a session; public, cached
// briefly like the catalogue), POST /cart/add_service and /cart/rem_service (the visitor's cart; never cached).
import {
  ZCartServiceRequest,
  ZCartServices,
  ZErrorDetail,
  ZServiceList,
  ZServicesQuery,
  ZValidationErrors,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { ServicesService } from './services.service.ts';

export const servicesRoutes: FastifyPluginAsyncZod<{ services: ServicesService }> = async (
  app,
  { services },
) => {
  app.get(
    '/services',
    {
      schema: {
        operationId: 'listServices',
        'x-access': 'public',
        tags: ['cart'],
        summary: 'Extra services offered with a session (programme booklet, cloakroom, parking…)',
        querystring: ZServicesQuery,
        response: { 200: ZServiceList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return services.offered(request.query.event, request.locale);
    },
  );

  app.post(
    '/cart/add_service',
    {
      schema: {
        operationId: 'addCartService',
        'x-access': 'visitor',
        tags: ['cart'],
        summary: 'Add units of a service to the cart, with a session whose places are in it',
        description:
          '400 `service_needs_places`: the session has no places in the cart; `service_sold_out`: fewer units ' +
          'left than the cart would hold; `does_not_exist` (field `service`): not offered with that session.',
        body: ZCartServiceRequest,
        response: { 200: ZCartServices, 400: ZValidationErrors, 409: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owner = await cartOwnerOf(request, { store: true });
      return { services: await services.add(owner, request.body, request.locale) };
    },
  );

  app.post(
    '/cart/rem_service',
    {
      schema: {
        operationId: 'removeCartService',
        'x-access': 'visitor',
        tags: ['cart'],
        summary: 'Take units of a service off the cart (all of them when as many or more are given)',
        body: ZCartServiceRequest,
        response: { 200: ZCartServices, 400: ZValidationErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owner = await cartOwnerOf(request, { store: true });
      return { services: await services.remove(owner, request.body, request.locale) };
    },
  );
};
