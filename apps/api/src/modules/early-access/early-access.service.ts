// Owns early access (docs/api.md POST /events/{id}/check_key): before an event's public sale opens, a visitor with one of
// its keys unlocks it for their session (this event only), and may then hold its seats; everyone else sees "sale
// opens at…". The key is checked against the stored hashes; a wrong or expired key is a field error on `key`. The
// cart and the seat map ask `unlocked` whenever the public sale has not opened yet.
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import { accessKeyHash, type EarlyAccessRepository } from './early-access.repository.ts';

export type EarlyAccessService = {
  checkKey(owner: CartOwner, eventId: number, key: string): Promise<{ event: number; unlocked: true }>;
  /** Whether this visitor's session has unlocked the event. */
  unlocked(owner: CartOwner, eventId: number): Promise<boolean>;
  offersKeys(eventId: number): Promise<boolean>;
};

export function createEarlyAccessService(deps: {
  repository: EarlyAccessRepository;
  eventExists(eventId: number): Promise<boolean>;
  clock: Clock;
}): EarlyAccessService {
  const { repository, clock } = deps;
  return {
    async checkKey(owner, eventId, key) {
      if (!(await deps.eventExists(eventId))) throw new AppError('not_found', 404);
      const keyId = await repository.findKey(eventId, accessKeyHash(key), clock.now());
      if (keyId === null || owner.sessionId === null) {
        throw new FieldValidationError([{ field: 'key', code: 'access_key_invalid' }]);
      }
      await repository.grant(owner.sessionId, eventId, keyId);
      return { event: eventId, unlocked: true };
    },

    async unlocked(owner, eventId) {
      return owner.sessionId !== null && repository.unlocked(owner.sessionId, eventId, clock.now());
    },

    offersKeys: (eventId) => repository.offersKeys(eventId, clock.now()),
  };
}
