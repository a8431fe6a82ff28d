// Owns the SQL of staff roles (issue 7, "Roles and access"): the list of staff with their venues, and an
// administrator granting or taking back a venue (or the whole site) — the account becomes `staff` with its first
// grant and a customer again when its last one goes. Each change is written to the audit log in its transaction.
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { tr } from '../catalogue/catalogue.sql.ts';

export type StaffRow = {
  userId: number;
  email: string;
  name: string;
  role: 'admin' | 'staff';
  /** null: the whole site. */
  venues: { id: number; name: string }[] | null;
};

export type RoleChange = {
  email: string;
  venueId: number | null;
  /**
   * The back office's role (/manage/staff): granting replaces the person's role at that venue, revoking takes only
   * this role. Left out (/staff/grant, /staff/revoke): a box-office grant that keeps a role already there, and a
   * revoke of whatever role is there.
   */
  role?: 'box_office' | 'manager';
  adminUserId: number;
  requestId: string;
  ip: string;
  now: Date;
};

export type RoleChangeResult = { kind: 'done'; userId: number } | { kind: 'no_user' } | { kind: 'no_venue' };

export type StaffRolesRepository = {
  list(locale: Locale): Promise<StaffRow[]>;
  /** Every venue by name, for the grant form. */
  venues(locale: Locale): Promise<{ id: number; name: string }[]>;
  grant(change: RoleChange): Promise<RoleChangeResult>;
  revoke(change: RoleChange): Promise<RoleChangeResult>;
  isAdmin(userId: number): Promise<boolean>;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function audit(
  tx: Tx,
  change: RoleChange,
  action: string,
  userId: number,
  before: unknown,
  after: unknown,
) {
  await tx.execute(sql`
    INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, venue_id, before, after, ip, request_id,
      created_at)
    VALUES (${change.adminUserId}, ${action}, 'user', ${String(userId)}, ${change.venueId},
      ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb, ${change.ip}, ${change.requestId},
      ${at(change.now)})`);
}

/** The account (locked), or null; and whether the venue exists when one is named. */
async function target(tx: Tx, change: RoleChange) {
  const { rows } = await tx.execute<{ id: number; role: string }>(sql`
    SELECT id, role FROM users WHERE lower(email) = lower(${change.email}) FOR UPDATE`);
  const user = rows[0];
  if (!user) return { kind: 'no_user' } as const;
  if (change.venueId !== null) {
    const { rows: venues } = await tx.execute(sql`SELECT 1 FROM venues WHERE id = ${change.venueId}`);
    if (venues.length === 0) return { kind: 'no_venue' } as const;
  }
  return { kind: 'found', id: Number(user.id), role: user.role } as const;
}

const venueMatch = (venueId: number | null) =>
  venueId === null ? sql`venue_id IS NULL` : sql`venue_id = ${venueId}`;

export function createStaffRolesRepository(db: Db): StaffRolesRepository {
  return {
    async list(locale) {
      const { rows } = await db.execute<{
        id: number;
        email: string;
        name: string;
        role: 'admin' | 'staff';
        site: boolean;
        venues: { id: number; name: string }[] | null;
      }>(sql`
        SELECT u.id, u.email, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.role,
          bool_or(r.user_id IS NOT NULL AND r.venue_id IS NULL) AS site,
          coalesce(jsonb_agg(jsonb_build_object('id', v.id, 'name', ${tr('v.name', locale)}) ORDER BY v.id)
            FILTER (WHERE v.id IS NOT NULL), '[]'::jsonb) AS venues
        FROM users u LEFT JOIN staff_venue_roles r ON r.user_id = u.id LEFT JOIN venues v ON v.id = r.venue_id
        WHERE u.role IN ('admin', 'staff') AND u.is_active
        GROUP BY u.id ORDER BY u.role, lower(u.email)`);
      return rows.map((row) => ({
        userId: Number(row.id),
        email: row.email,
        name: row.name,
        role: row.role,
        venues: row.role === 'admin' || row.site ? null : (row.venues ?? []),
      }));
    },

    async venues(locale) {
      const { rows } = await db.execute<{ id: number; name: string }>(sql`
        SELECT v.id, ${tr('v.name', locale)} AS name FROM venues v ORDER BY 2, v.id`);
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },

    async isAdmin(userId) {
      const { rows } = await db.execute(
        sql`SELECT 1 FROM users WHERE id = ${userId} AND role = 'admin' AND is_active`,
      );
      return rows.length > 0;
    },

    grant(change) {
      return db.transaction(async (tx): Promise<RoleChangeResult> => {
        const user = await target(tx, change);
        if (user.kind !== 'found') return user;
        const { rows: held } = await tx.execute<{ role: string }>(
          sql`SELECT role FROM staff_venue_roles WHERE user_id = ${user.id} AND ${venueMatch(change.venueId)}`,
        );
        await tx.execute(sql`
          INSERT INTO staff_venue_roles (user_id, venue_id, role, created_at)
          VALUES (${user.id}, ${change.venueId}, ${change.role ?? 'box_office'}, ${at(change.now)})
          ON CONFLICT ON CONSTRAINT staff_venue_roles_user_venue_uq
          ${change.role ? sql`DO UPDATE SET role = EXCLUDED.role` : sql`DO NOTHING`}`);
        if (user.role === 'customer') {
          await tx.execute(
            sql`UPDATE users SET role = 'staff', updated_at = ${at(change.now)} WHERE id = ${user.id}`,
          );
        }
        await audit(
          tx,
          change,
          'grant_staff',
          user.id,
          { role: user.role, venue: change.venueId, staff_role: held[0]?.role ?? null },
          {
            role: user.role === 'admin' ? 'admin' : 'staff',
            venue: change.venueId,
            staff_role: change.role ?? held[0]?.role ?? 'box_office',
          },
        );
        return { kind: 'done', userId: user.id };
      });
    },

    revoke(change) {
      return db.transaction(async (tx): Promise<RoleChangeResult> => {
        const user = await target(tx, change);
        if (user.kind !== 'found') return user;
        const { rows: taken } = await tx.execute<{ role: string }>(sql`
          DELETE FROM staff_venue_roles WHERE user_id = ${user.id} AND ${venueMatch(change.venueId)}
            ${change.role ? sql`AND role = ${change.role}` : sql``}
          RETURNING role`);
        const { rows: left } = await tx.execute(
          sql`SELECT 1 FROM staff_venue_roles WHERE user_id = ${user.id} LIMIT 1`,
        );
        const role = user.role === 'staff' && left.length === 0 ? 'customer' : user.role;
        if (role !== user.role) {
          await tx.execute(
            sql`UPDATE users SET role = 'customer', updated_at = ${at(change.now)} WHERE id = ${user.id}`,
          );
        }
        await audit(
          tx,
          change,
          'revoke_staff',
          user.id,
          { role: user.role, venue: change.venueId, staff_role: taken[0]?.role ?? null },
          { role, venue: change.venueId, staff_role: null },
        );
        return { kind: 'done', userId: user.id };
      });
    },
  };
}
