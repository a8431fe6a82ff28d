// Owns "whose cart" as the cart code sees it: a known owner (a session read, or a token client's user), or a
// browser session named by its cookie and not read yet (POST /cart/add: the hold statement reads it, see
// hold_seats_in_session of migration 0013, and cart-owner.ts for how a request becomes one).
import type { CartOwner } from './cart.sql.ts';

/** A session whose CSRF token matched the id its cookie names, not read yet: `resolve` reads it the usual way. */
export type ClaimedOwner = { claimedSessionId: string; resolve(): Promise<CartOwner> };

export type CartRequester = CartOwner | ClaimedOwner;

export const isClaimed = (requester: CartRequester): requester is ClaimedOwner =>
  'claimedSessionId' in requester;

/** The owner, reading a claimed session the usual way (which refuses one that is not alive). */
export function ownerOf(requester: CartRequester): Promise<CartOwner> {
  return isClaimed(requester) ? requester.resolve() : Promise.resolve(requester);
}
