// Owns "whose cart is this request about": a token client's user (no session), else the browser
// session and the user signed in on it. Writes need a stored session for an anonymous cart to
// belong to (a client that fetched its CSRF token has one).
//
// POST /cart/add does not read the session first (csrf.plugin.ts, 'session-in-statement'): it names the session
// its cookie claims, and the hold statement reads it (hold_seats_in_session) or, when the hold needs more than one
// statement, `resolve` reads it the usual way, refusing a session that is not alive as the CSRF check would.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentPrincipal } from '../../plugins/auth/current-user.ts';
import { sessionCheckedLater } from '../../plugins/csrf.plugin.ts';
import type { CartOwner } from './cart.sql.ts';
import type { CartRequester } from './cart-requester.ts';

export async function cartOwnerOf(
  request: FastifyRequest,
  options: { store?: boolean } = {},
): Promise<CartOwner> {
  const principal = await currentPrincipal(request);
  if (principal?.via === 'bearer') return { sessionId: null, userId: principal.userId };
  const session = await request.getSession();
  const sessionId = options.store ? await session.ensureStored() : session.id;
  return { sessionId, userId: session.userId };
}

/** For a 'session-in-statement' route: the claimed session when the CSRF check left it unread, else the owner. */
export async function cartRequesterOf(request: FastifyRequest): Promise<CartRequester> {
  const claimed = sessionCheckedLater(request);
  if (claimed === null) return cartOwnerOf(request, { store: true });
  return {
    claimedSessionId: claimed,
    async resolve() {
      const session = await request.getSession();
      // The CSRF check matched the claimed id; a session that is gone or expired fails it as it would have.
      if (session.id !== claimed) throw new AppError('csrf_failed', 403);
      return { sessionId: session.id, userId: session.userId };
    },
  };
}
