// Owns the words a route's schema uses to say who may call it (`'x-access'`, see route-access.ts), and the check
// that a guard called inside a handler (requireUserId, requireStaff, requireManager) agrees with what the route declares: a route
// that says `public` but needs a sign-in would tell partners a lie, so it fails loudly (a 500 naming the route)
// the first time any test or caller reaches that guard.
import type { FastifyRequest } from 'fastify';

export const ACCESS = ['public', 'visitor', 'signed-in', 'staff', 'manager', 'payment-provider'] as const;
export type Access = (typeof ACCESS)[number];

declare module 'fastify' {
  interface FastifySchema {
    /** Who may call the route (plugins/auth/route-access.ts); also shown to partners in the OpenAPI document. */
    'x-access'?: Access;
  }
}

/** Throws when the route declares an access other than `needed` (routes that declare none are not checked). */
export function assertDeclaredAccess(request: FastifyRequest, needed: Access): void {
  const declared = request.routeOptions.schema?.['x-access'];
  if (declared !== undefined && declared !== needed) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} declares 'x-access': '${declared}' but requires ${needed}`,
    );
  }
}
