// Owns the rules of seats taken off sale for one session: only the manager of the session's venue; seats of the
// session's plan only (others are a field error naming them); a reason when blocking; all or none (a seat held,
// ordered or sold now refuses the whole change with 409 `places_taken` naming the seats); after the commit every
// process's seat maps and plans hear of it (topic `plans`).
import type { TEventSeats } from '@afisha/contracts/manage/event-ops';
import type { FastifyRequest } from 'fastify';
import { AppError, FieldValidationError } from '../../../lib/app-error.ts';
import { auditActor } from '../audit/audit-log.ts';
import { requireManager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { managedEvent } from '../managed-event.ts';
import type { EventSeatsRepository } from './event-seats.repository.ts';

export type EventSeatsService = {
  view(request: FastifyRequest, eventId: number): Promise<TEventSeats>;
  change(
    request: FastifyRequest,
    eventId: number,
    body: { block: number[]; unblock: number[]; reason?: string | undefined },
  ): Promise<TEventSeats>;
};

/** The first ids of a refusal's message (the body lists them all). */
const named = (ids: readonly number[]) => ids.slice(0, 20).join(', ') + (ids.length > 20 ? ', …' : '');

export function createEventSeatsService(
  deps: Pick<ManageDeps, 'db' | 'clock' | 'changes'> & { repository: EventSeatsRepository },
): EventSeatsService {
  const { db, clock, changes, repository } = deps;
  return {
    async view(request, eventId) {
      const manager = await requireManager(db, request);
      const event = await managedEvent(db, manager, eventId);
      return repository.view(event.id, event.planId, clock.now(), request.locale);
    },

    async change(request, eventId, body) {
      const manager = await requireManager(db, request);
      const event = await managedEvent(db, manager, eventId);
      const [strangeBlocks, strangeUnblocks] = await Promise.all([
        repository.notInPlan(event.planId, body.block),
        repository.notInPlan(event.planId, body.unblock),
      ]);
      const issues = [
        ...(strangeBlocks.length > 0 ? [{ field: 'block', seats: strangeBlocks }] : []),
        ...(strangeUnblocks.length > 0 ? [{ field: 'unblock', seats: strangeUnblocks }] : []),
      ].map(({ field, seats }) => ({
        field,
        code: 'does_not_exist' as const,
        message: 'manage.seats_not_in_plan' as const,
        params: { seats: named(seats) },
      }));
      if (issues.length > 0) throw new FieldValidationError(issues);
      const result = await repository.change({
        event,
        block: body.block,
        unblock: body.unblock,
        reason: body.block.length > 0 ? (body.reason ?? null) : null,
        actor: auditActor(request, manager.userId),
        now: clock.now(),
      });
      if (result.kind === 'taken') {
        throw new AppError('places_taken', 409, { places: named(result.seats) }, 'manage.seats_taken', {
          places: result.seats,
        });
      }
      if (result.blocked.length > 0 || result.unblocked.length > 0) {
        await changes.publish({ topic: 'plans', id: event.id });
      }
      return repository.view(event.id, event.planId, clock.now(), request.locale);
    },
  };
}
