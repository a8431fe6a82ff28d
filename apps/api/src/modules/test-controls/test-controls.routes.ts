// Owns the routes of the test controls (registered only with TEST_CONTROLS=on, never in production: config.ts):
// POST /test-controls/cart/end-hold ends the caller's own cart hold now, as if its HOLD_MINUTES had passed, so an
// end-to-end test sees a hold run out in a second without moving the clock of a server other tests share;
// POST /test-controls/holds/sweep runs the hold sweeper once now (cart/hold-sweeper.ts: expired holds and unpaid
// orders released, the seats that came back offered to the waiting lists) and answers when that run is done, so the
// test need not wait for HOLD_SWEEP_SECONDS. The sweep only does early what its timer would do anyway, at the same
// clock, so it disturbs no other test. Both are left out of the OpenAPI document even where they are on: they are
// no part of the API partners may use.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { Swept } from '../cart/hold-sweeper.ts';
import type { TestControlsRepository } from './test-controls.repository.ts';

const ZEndedHold = z.object({
  /** Carts of the caller whose hold window was open and is now ended. */
  carts: z.number().int(),
  /** Seat holds and zone holds that were live and now end with it. */
  seats: z.number().int(),
  zones: z.number().int(),
});

const ZSwept = z.object({
  /** Expired seat holds released. */
  seats: z.number().int(),
  /** Carts whose window had ended, their zone places and lines released. */
  carts: z.number().int(),
  /** Unpaid orders past their payment deadline, now expired. */
  orders: z.number().int(),
  /** Waiting-list entries offered the seats that came back (their mails leave through the outbox). */
  offers: z.number().int(),
});

export const testControlsRoutes: FastifyPluginAsyncZod<{
  repository: TestControlsRepository;
  clock: Clock;
  /** One run of the app's hold sweeper, begun after the call (cart.module.ts). */
  sweepHolds(): Promise<Swept>;
}> = async (app, { repository, clock, sweepHolds }) => {
  app.post(
    '/test-controls/cart/end-hold',
    {
      schema: {
        operationId: 'endCartHoldForTests',
        'x-access': 'visitor',
        hide: true,
        tags: ['testing'],
        summary: "Test installations only (TEST_CONTROLS=on): end the caller's own cart hold now",
        response: { 200: ZEndedHold },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return repository.endCartHold(await cartOwnerOf(request), clock.now());
    },
  );

  app.post(
    '/test-controls/holds/sweep',
    {
      schema: {
        operationId: 'sweepHoldsForTests',
        // Anyone of the test installation, with a session for the CSRF check like every change; it reads nothing of
        // the caller's and changes only what the sweeper's timer would change anyway.
        'x-access': 'visitor',
        hide: true,
        tags: ['testing'],
        summary: 'Test installations only (TEST_CONTROLS=on): run the hold sweeper once now',
        response: { 200: ZSwept },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sweepHolds();
    },
  );
};
