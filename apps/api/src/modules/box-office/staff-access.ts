// Owns who may use the box office (issue 7, "Roles and access"): administrators and the staff of the whole site see
// every venue; venue staff (staff_venue_roles with a venue) see theirs; customers and anonymous visitors nothing
// (403). Read from the database on every request, so a role taken away stops working at once.
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth/current-user.ts';
import { assertDeclaredAccess } from '../../plugins/auth/declared-access.ts';

export type StaffScope = { kind: 'all' } | { kind: 'venues'; venueIds: ReadonlySet<number> };
export type Staff = { userId: number; scope: StaffScope };

/** What a user may see at the box office, or null for a customer. */
export async function staffScopeOf(db: Db, userId: number): Promise<StaffScope | null> {
  const { rows } = await db.execute<{ role: string; venue_id: number | null; has_role: boolean }>(sql`
    SELECT u.role, r.venue_id, r.user_id IS NOT NULL AS has_role
    FROM users u LEFT JOIN staff_venue_roles r ON r.user_id = u.id
    WHERE u.id = ${userId} AND u.is_active`);
  const first = rows[0];
  if (!first) return null;
  if (first.role === 'admin') return { kind: 'all' };
  if (first.role !== 'staff') return null;
  const roles = rows.filter((row) => row.has_role);
  if (roles.some((row) => row.venue_id === null)) return { kind: 'all' };
  if (roles.length === 0) return null;
  return { kind: 'venues', venueIds: new Set(roles.map((row) => Number(row.venue_id))) };
}

const staffOfRequest = new WeakMap<FastifyRequest, Promise<Staff>>();

/**
 * The staff member making the request; 403 for anybody else (anonymous visitors included). Worked out once per
 * request: the route's guard asks before the input is read (plugins/auth/route-access.ts), the handler again.
 */
export function requireStaff(db: Db, request: FastifyRequest): Promise<Staff> {
  assertDeclaredAccess(request, 'staff');
  let pending = staffOfRequest.get(request);
  if (!pending) {
    pending = findStaff(db, request);
    staffOfRequest.set(request, pending);
  }
  return pending;
}

async function findStaff(db: Db, request: FastifyRequest): Promise<Staff> {
  const userId = await currentUserId(request);
  const scope = userId === null ? null : await staffScopeOf(db, userId);
  if (userId === null || !scope) throw new AppError('permission_denied', 403);
  return { userId, scope };
}

/** A venue staff member's venues as an SQL list for `IN (…)` (never empty: such staff have one at least). */
export const venueList = (scope: { venueIds: ReadonlySet<number> }) =>
  sql.join(
    [...scope.venueIds].map((id) => sql`${id}::int`),
    sql`, `,
  );

export const seesVenue = (scope: StaffScope, venueId: number) =>
  scope.kind === 'all' || scope.venueIds.has(venueId);

/** A venue's staff sees an order only when every venue of its places is theirs (an order of no venue: site staff). */
export function seesOrder(scope: StaffScope, venueIds: readonly number[]): boolean {
  if (scope.kind === 'all') return true;
  return venueIds.length > 0 && venueIds.every((venue) => seesVenue(scope, venue));
}

/** How the box office names a staff member (users `u`): the full name, or the email. */
export const STAFF_NAME = sql`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`;

/** What every box-office route declares in its schema: its tag, and that it is for staff (plugins/auth/route-access.ts). */
export const STAFF_ROUTE = { tags: ['box office'], 'x-access': 'staff' } as const;

/** `/orders/admin/{id}/…`: the order's id. */
export const ZOrderParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The venues of an order's places (orders `o`), for seesOrder; null for an order of no venue (gift certificates). */
export const ORDER_VENUE_IDS = sql`(SELECT array_agg(DISTINCT h.venue_id) FROM order_items oi
  JOIN events e ON e.id = oi.event_id JOIN halls h ON h.id = e.hall_id WHERE oi.order_id = o.id)`;
