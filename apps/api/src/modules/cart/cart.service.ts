// Owns the cart rules needed by the shell: the header counter of held places (SPEC.md 4).
import type { TCartSeatCount } from '@afisha/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { CartOwner, CartRepository } from './cart.repository.ts';

export type CartService = { countSeats(owner: CartOwner): Promise<TCartSeatCount> };

export function createCartService(deps: { repository: CartRepository; clock: Clock }): CartService {
  return {
    async countSeats(owner) {
      return { count: await deps.repository.countHeldPlaces(owner, deps.clock.now()) };
    },
  };
}
