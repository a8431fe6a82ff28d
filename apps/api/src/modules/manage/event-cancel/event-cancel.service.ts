// Owns cancelling a session (docs/api.md "Back office": POST /manage/events/{id}/cancel): off sale at once and its holds
// released (one transaction, event-cancel.repository.ts), then every paid order with its tickets refunded through
// the box office's refund and its order's own provider (checkout's sendRefundNow: a bank's refusal leaves the
// refund `failed`, which the box office shows and sends again; a provider that does not answer leaves it pending
// for the retry job). The buyers hear of it through that refund path: its mail and notification, in their language,
// once per refund. Idempotent by state: a cancel sent again (or a crashed one) refunds only what is left.
import type { TEventCancelled } from '@afisha/contracts/manage/event-ops';
import type { FastifyRequest } from 'fastify';
import { auditActor } from '../audit/audit-log.ts';
import { requireManager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { managedEvent } from '../managed-event.ts';
import type { EventCancelRepository } from './event-cancel.repository.ts';

export type EventCancelService = {
  cancel(request: FastifyRequest, eventId: number, reason: string): Promise<TEventCancelled>;
};

export function createEventCancelService(
  deps: Pick<ManageDeps, 'db' | 'clock' | 'changes' | 'sales'> & { repository: EventCancelRepository },
): EventCancelService {
  const { db, clock, changes, sales, repository } = deps;
  return {
    async cancel(request, eventId, reason) {
      const manager = await requireManager(db, request);
      const event = await managedEvent(db, manager, eventId);
      const actor = auditActor(request, manager.userId);
      const changed = await repository.cancel({ event, reason, actor, now: clock.now() });
      if (changed) {
        await changes.publish({ topic: 'catalogue', id: event.id });
        await changes.publish({ topic: 'plans', id: event.id });
      }
      for (const order of await repository.ordersToRefund(event.id)) {
        const made = await sales.refunds.refund({
          orderId: order.orderId,
          lines: order.lines,
          sbp: false,
          action: 'cancel_event_refund',
          staffUserId: manager.userId,
          // The session's venue was checked above; the order is refunded for it whatever else it holds.
          scope: { kind: 'all' },
          requestId: actor.requestId,
          ip: actor.ip,
          now: clock.now(),
        });
        // Anything else: another cancel (or a clerk) refunded these lines meanwhile.
        if (made.kind === 'refunded' && made.status === 'pending')
          await sales.checkout.sendRefundNow(made.refundId);
      }
      return { ...(await repository.state(event.id)), already_cancelled: !changed };
    },
  };
}
