// Owns the guard of the routes that belong to the signed-in customer (notifications, favourites,
// history, orders, their newsletter switch, writing a review): anonymous visitors get the
// translated 401 `not_authenticated` before their input is even read, so a bad body never tells
// them more than "sign in"; and every answer is marked `private, no-store`, so no shared cache or
// browser back-button replays one customer's data to another.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUserId } from './current-user.ts';

/** An onRequest hook: `app.addHook('onRequest', signedInOnly)` or a route's `onRequest` option. */
export async function signedInOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
  await requireUserId(request);
}
