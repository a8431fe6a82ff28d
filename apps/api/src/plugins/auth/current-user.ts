// Owns "who is asking": the signed-in user for routes that need one. A bearer access token of the token API
// (plugins/auth/bearer.plugin.ts) says so, else the cookie session; every owner-checked route (notifications,
// favourites, orders…) calls requireUserId and accepts both without knowing which. The answer is worked out
// once per request.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { bearerToken } from './bearer.plugin.ts';
import { assertDeclaredAccess } from './declared-access.ts';

/** The signed-in user and the sign-in they came with: a cookie session or a refresh-token family. */
export type Principal =
  | { userId: number; via: 'session'; sessionId: string | null; familyId: null }
  | { userId: number; via: 'bearer'; sessionId: null; familyId: string };

const principals = new WeakMap<FastifyRequest, Promise<Principal | null>>();

async function resolve(request: FastifyRequest): Promise<Principal | null> {
  const token = bearerToken(request);
  if (token !== undefined) {
    const claims = token ? await request.server.verifyBearer(token) : null;
    if (!claims) throw new AppError('token_not_valid', 401);
    return { userId: claims.userId, via: 'bearer', sessionId: null, familyId: claims.familyId };
  }
  const session = await request.getSession();
  if (session.userId === null) return null;
  return { userId: session.userId, via: 'session', sessionId: session.id, familyId: null };
}

/** The signed-in user and how, or null for an anonymous visitor; 401 `token_not_valid` for a bad bearer token. */
export function currentPrincipal(request: FastifyRequest): Promise<Principal | null> {
  let pending = principals.get(request);
  if (!pending) {
    pending = resolve(request);
    principals.set(request, pending);
  }
  return pending;
}

/** The signed-in user's id, or null for an anonymous visitor. */
export async function currentUserId(request: FastifyRequest): Promise<number | null> {
  return (await currentPrincipal(request))?.userId ?? null;
}

/** The signed-in user and how; 401 `not_authenticated` (translated) for anyone else. */
export async function requirePrincipal(request: FastifyRequest): Promise<Principal> {
  assertDeclaredAccess(request, 'signed-in');
  const principal = await currentPrincipal(request);
  if (!principal) throw new AppError('not_authenticated', 401);
  return principal;
}

/** The signed-in user's id; 401 `not_authenticated` (translated) for anyone else. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  return (await requirePrincipal(request)).userId;
}
