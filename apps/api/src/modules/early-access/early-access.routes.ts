// Owns POST /events/{id}/check_key (docs/api.md): an early-access key unlocks the event's sale for this session. Strict
// rate limit against guessing keys; never cached.
import {
  ZCheckKeyRequest,
  ZCheckKeyResponse,
  ZErrorDetail,
  ZEventIdParams,
  ZValidationErrors,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { EarlyAccessService } from './early-access.service.ts';

export const earlyAccessRoutes: FastifyPluginAsyncZod<{ earlyAccess: EarlyAccessService }> = async (
  app,
  { earlyAccess },
) => {
  app.post(
    '/events/:id/check_key',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        operationId: 'unlockEarlyAccess',
        'x-access': 'visitor',
        tags: ['events'],
        summary: "Unlock an event's sale before it opens, for this session, with an early-access key",
        description:
          '400 `access_key_invalid` (field `key`): no such key for this event, or it expired. 404: no such event. ' +
          '429 when tried too often.',
        params: ZEventIdParams,
        body: ZCheckKeyRequest,
        response: { 200: ZCheckKeyResponse, 400: ZValidationErrors, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owner = await cartOwnerOf(request, { store: true });
      return earlyAccess.checkKey(owner, request.params.id, request.body.key);
    },
  );
};
