// Owns POST /cart/check_promocode (docs/api.md "Cart, checkout, tickets"): apply a promo code to the visitor's cart and
// preview its discount, or say why it cannot be used. Rate-limited with the strict preset (against guessing codes).
import {
  ZCheckPromocodeRequest,
  ZCheckPromocodeResponse,
  ZErrorDetail,
  ZValidationErrors,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { PromoCodesService } from './promo-codes.service.ts';

export const promoCodesRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodesService }> = async (
  app,
  { promoCodes },
) => {
  app.post(
    '/cart/check_promocode',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        operationId: 'applyPromoCode',
        'x-access': 'visitor',
        tags: ['cart'],
        summary: 'Apply a promo code to the cart and preview its discount (an empty code takes it off)',
        description:
          'The discount is on the live places of the cart as they are now; the order takes the use for real. 400 ' +
          'with a `code` field error saying why a code cannot be used: promo_unknown, promo_not_started, ' +
          'promo_expired, promo_used_up, promo_limit_reached, promo_not_applicable, promo_min_order. 429 when ' +
          'too many codes are tried.',
        body: ZCheckPromocodeRequest,
        response: { 200: ZCheckPromocodeResponse, 400: ZValidationErrors, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return promoCodes.check(await cartOwnerOf(request, { store: true }), request.body.code);
    },
  );
};
