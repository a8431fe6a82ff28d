// Owns who may use the back office (issue 20, "Roles"): administrators everywhere; venue managers (staff_venue_roles
// with role `manager`) at their venues — a manager of the whole site (venue NULL) everywhere; everybody else is
// refused: 401 when not signed in, 403 when signed in (box-office staff and customers). Records of a venue the
// manager does not manage answer 404, as if they did not exist, so ids cannot be probed. Read from the database on
// every request, so a role taken away stops working at once.
import { type Db, executePrepared } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth/current-user.ts';
import { assertDeclaredAccess } from '../../plugins/auth/declared-access.ts';
import type { ManageTag } from './manage-tags.ts';

export type ManageScope = { kind: 'all' } | { kind: 'venues'; venueIds: ReadonlySet<number> };
export type Manager = { userId: number; isAdmin: boolean; scope: ManageScope };

/** What a user may manage, or null when nothing (customers, box-office staff). */
export async function manageScopeOf(db: Db, userId: number): Promise<Omit<Manager, 'userId'> | null> {
  // Every back-office request asks this: a prepared statement, planned once per connection.
  const rows = await executePrepared<{ role: string; venue_id: number | null; staff_role: string | null }>(
    db,
    'manage_scope_of_user',
    sql`
    SELECT u.role, r.venue_id, r.role AS staff_role
    FROM users u LEFT JOIN staff_venue_roles r ON r.user_id = u.id AND r.role = 'manager'
    WHERE u.id = ${userId} AND u.is_active`,
  );
  const first = rows[0];
  if (!first) return null;
  if (first.role === 'admin') return { isAdmin: true, scope: { kind: 'all' } };
  if (first.role !== 'staff') return null;
  const roles = rows.filter((row) => row.staff_role !== null);
  if (roles.length === 0) return null;
  if (roles.some((row) => row.venue_id === null)) return { isAdmin: false, scope: { kind: 'all' } };
  return {
    isAdmin: false,
    scope: { kind: 'venues', venueIds: new Set(roles.map((row) => Number(row.venue_id))) },
  };
}

const managerOfRequest = new WeakMap<FastifyRequest, Promise<Manager>>();

/**
 * The manager making the request: 401 for an anonymous caller, 403 for anybody who manages nothing. Worked out once
 * per request (the route's guard asks before the input is read, the handler again).
 */
export function requireManager(db: Db, request: FastifyRequest): Promise<Manager> {
  assertDeclaredAccess(request, 'manager');
  let pending = managerOfRequest.get(request);
  if (!pending) {
    pending = findManager(db, request);
    managerOfRequest.set(request, pending);
  }
  return pending;
}

async function findManager(db: Db, request: FastifyRequest): Promise<Manager> {
  const userId = await currentUserId(request);
  if (userId === null) throw new AppError('not_authenticated', 401);
  const found = await manageScopeOf(db, userId);
  if (!found) throw new AppError('permission_denied', 403);
  return { userId, ...found };
}

/** Administrators only (roles, the whole audit); 403 for venue managers. */
export async function requireAdmin(db: Db, request: FastifyRequest): Promise<Manager> {
  const manager = await requireManager(db, request);
  if (!manager.isAdmin) throw new AppError('permission_denied', 403);
  return manager;
}

export const managesVenue = (manager: Manager, venueId: number) =>
  manager.scope.kind === 'all' || manager.scope.venueIds.has(venueId);

/** 404 for a record of a venue this manager does not manage (the same answer as a record that does not exist). */
export function assertManagesVenue(manager: Manager, venueId: number | null | undefined): void {
  if (venueId === null || venueId === undefined || !managesVenue(manager, venueId)) {
    throw new AppError('not_found', 404);
  }
}

/**
 * The SQL condition "this venue column is one the manager manages", for lists: TRUE for the whole site, else an
 * `IN` over the manager's venues (never empty: such managers have one at least).
 */
export function venueCondition(manager: Manager, column: SQL): SQL {
  if (manager.scope.kind === 'all') return sql`TRUE`;
  const ids = sql.join(
    [...manager.scope.venueIds].map((id) => sql`${id}::int`),
    sql`, `,
  );
  return sql`${column} IN (${ids})`;
}

/** What every back-office route declares in its schema: its tag, and that it is for managers (route-access.ts). */
export const manageRoute = (tag: ManageTag) =>
  ({ tags: [`back office: ${tag}`], 'x-access': 'manager' }) as const;
