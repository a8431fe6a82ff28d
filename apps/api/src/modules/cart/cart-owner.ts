// Owns "whose cart is this request about": a token client's user (no session), else the browser
// session and the user signed in on it. Writes need a stored session for an anonymous cart to
// belong to (a client that fetched its CSRF token has one).
import type { FastifyRequest } from 'fastify';
import { currentPrincipal } from '../../plugins/auth/current-user.ts';
import type { CartOwner } from './cart.sql.ts';

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
