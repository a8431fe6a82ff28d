// Owns the timer in the API process that releases expired holds in batches (HOLD_SWEEP_SECONDS,
// HOLD_SWEEP_BATCH): cart holds, and unpaid orders past their payment deadline, which become
// `expired` with their holds released (checkout/order-expiry.repository.ts). Housekeeping only: a
// claim already treats an expired hold as free, so nothing depends on when (or whether) the
// sweeper runs; it keeps seat_holds small, gives zone places and cart lines of ended holds back,
// and closes orders nobody paid. One run at a time; a run drains full batches before it
// sleeps again; a failed run is logged and the next one tries again. Several API processes may
// sweep at once: each takes only rows nobody else holds (SKIP LOCKED).
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { OrderExpiryRepository } from '../checkout/order-expiry.repository.ts';
import type { CartRepository } from './cart.repository.ts';

export type Swept = { seats: number; carts: number; orders: number };

export type HoldSweeper = {
  start(): void;
  /** Stops the timer and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
  /** One run now (drains full batches); resolves with what it released. */
  runOnce(): Promise<Swept>;
};

/** Full batches in a row before a run yields to the next tick. */
const MAX_BATCHES_PER_RUN = 20;

export function createHoldSweeper(deps: {
  repository: Pick<CartRepository, 'sweepExpired'>;
  /** Unpaid orders past their deadline; without it only cart holds are swept. */
  orders?: OrderExpiryRepository;
  clock: Clock;
  intervalMs: number;
  batch: number;
  log: FastifyBaseLogger;
}): HoldSweeper {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<Swept> | null = null;
  let stopped = true;

  async function drain() {
    const total: Swept = { seats: 0, carts: 0, orders: 0 };
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const now = deps.clock.now();
      const orders = (await deps.orders?.expireUnpaid(now, deps.batch)) ?? 0;
      const swept = await deps.repository.sweepExpired(now, deps.batch);
      total.seats += swept.seats;
      total.carts += swept.carts;
      total.orders += orders;
      if (swept.seats < deps.batch && swept.carts < deps.batch && orders < deps.batch) break;
    }
    if (total.seats + total.carts + total.orders > 0) deps.log.debug(total, 'released expired holds');
    return total;
  }

  function runOnce() {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) =>
          deps.log.warn({ err: error }, 'hold sweep failed; retrying at the next tick'),
        )
        .finally(schedule);
    }, deps.intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped || deps.intervalMs <= 0) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
