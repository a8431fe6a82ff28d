// Owns the job that finishes automatic refunds a crash left half done: the refund row is committed with
// the payment's notification, and the provider is asked after the commit; a process killed in between
// leaves the row `pending` with the buyer's money not yet on its way. On the hold sweeper's timer
// (HOLD_SWEEP_SECONDS), in batches, safe with two API processes (refunds.repository.ts staleRefunds);
// the provider's idempotency key makes a repeat harmless.
import type { FastifyBaseLogger } from 'fastify';
import { type BatchJob, createBatchJob } from '../../lib/batch-job.ts';
import type { CheckoutService } from './checkout.service.ts';

export function createRefundRetry(deps: {
  checkout: Pick<CheckoutService, 'retryStaleRefunds'>;
  intervalMs: number;
  batch: number;
  log: FastifyBaseLogger;
}): BatchJob<{ refunds: number }> {
  return createBatchJob({
    name: 'refund retry',
    intervalMs: deps.intervalMs,
    batch: deps.batch,
    log: deps.log,
    step: async (batch) => ({ refunds: await deps.checkout.retryStaleRefunds(batch) }),
  });
}
