// Owns the sweeper in the API process that releases expired holds in batches (HOLD_SWEEP_SECONDS,
// HOLD_SWEEP_BATCH): cart holds, and unpaid orders past their payment deadline, which become
// `expired` with their holds released (checkout/order-expiry.repository.ts). Housekeeping only: a
// claim already treats an expired hold as free, so nothing depends on when (or whether) the
// sweeper runs; it keeps seat_holds small, gives zone places and cart lines of ended holds back,
// and closes orders nobody paid. The timer, the batches and the error handling are lib/batch-job.ts.
// Several API processes may sweep at once: each takes only rows nobody else holds (SKIP LOCKED).
import type { FastifyBaseLogger } from 'fastify';
import { type BatchJob, createBatchJob } from '../../lib/batch-job.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OrderExpiryRepository } from '../checkout/order-expiry.repository.ts';
import type { CartRepository } from './cart.repository.ts';

export type Swept = { seats: number; carts: number; orders: number; offers: number };

export type HoldSweeper = BatchJob<Swept>;

export function createHoldSweeper(deps: {
  repository: Pick<CartRepository, 'sweepExpired'>;
  /** Unpaid orders past their deadline; without it only cart holds are swept. */
  orders?: OrderExpiryRepository;
  /** After the sweep: offers the seats that came back to the waiting lists (waiting-list.service.ts). */
  offers?: { makeOffers(): Promise<number> };
  clock: Clock;
  intervalMs: number;
  batch: number;
  log: FastifyBaseLogger;
}): HoldSweeper {
  return createBatchJob<Swept>({
    name: 'hold sweep',
    intervalMs: deps.intervalMs,
    batch: deps.batch,
    log: deps.log,
    async step(batch) {
      const now = deps.clock.now();
      const orders = (await deps.orders?.expireUnpaid(now, batch)) ?? 0;
      const { seats, carts } = await deps.repository.sweepExpired(now, batch);
      const offers = (await deps.offers?.makeOffers()) ?? 0;
      return { seats, carts, orders, offers };
    },
  });
}
