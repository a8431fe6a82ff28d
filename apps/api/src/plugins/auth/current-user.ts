// Owns "who is asking": the signed-in user's id for routes that need one. Today a cookie session
// says so; the token API of the accounts issue adds bearer access tokens here, so every
// owner-checked route (notifications, favourites, orders…) accepts both without knowing which.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** The signed-in user's id, or null for an anonymous visitor. */
export async function currentUserId(request: FastifyRequest): Promise<number | null> {
  const session = await request.getSession();
  return session.userId;
}

/** The signed-in user's id; 401 `not_authenticated` (translated) for anyone else. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  const userId = await currentUserId(request);
  if (userId === null) throw new AppError('not_authenticated', 401);
  return userId;
}
