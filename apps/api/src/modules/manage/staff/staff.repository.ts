// Owns reading people and their roles for the back office (GET /manage/staff): administrators and staff, each with
// their role per venue (or of the whole site), searched by email or name, filtered by venue and role, paged. The
// writes are the box office's staff-roles repository's (box-office/staff-roles.repository.ts), which audits them.
import type { TManageStaffMember, TManageStaffQuery } from '@afisha/contracts/manage/staff';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../../catalogue/catalogue.sql.ts';
import { likePattern } from '../manage-records.ts';

export type StaffListQuery = {
  limit: number;
  offset: number;
  search?: string;
  venue?: number;
  role?: 'box_office' | 'manager' | 'admin';
  ordering?: TManageStaffQuery['ordering'];
};

const ORDERINGS = {
  email: sql`lower(u.email), u.id`,
  '-email': sql`lower(u.email) DESC, u.id DESC`,
  name: sql`lower(concat_ws(' ', u.first_name, u.last_name)), u.id`,
};

const memberJson = (locale: Locale) => sql`json_build_object('user', u.id, 'email', u.email,
  'name', trim(concat_ws(' ', u.first_name, u.last_name)), 'is_admin', u.role = 'admin',
  'roles', coalesce((SELECT json_agg(json_build_object('role', r.role, 'venue',
      CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object('id', v.id, 'name', ${tr('v.name', locale)}) END)
      ORDER BY r.venue_id NULLS FIRST)
    FROM staff_venue_roles r LEFT JOIN venues v ON v.id = r.venue_id WHERE r.user_id = u.id), '[]'::json))`;

export function createManageStaffRepository(db: Db) {
  return {
    async list(
      query: StaffListQuery,
      locale: Locale,
    ): Promise<{ count: number; results: TManageStaffMember[] }> {
      const where: SQL[] = [sql`u.is_active`, sql`u.role IN ('admin', 'staff')`];
      if (query.search) {
        const pattern = likePattern(query.search);
        where.push(
          sql`(u.email ILIKE ${pattern} OR concat_ws(' ', u.first_name, u.last_name) ILIKE ${pattern})`,
        );
      }
      if (query.role === 'admin') where.push(sql`u.role = 'admin'`);
      const roleMatch = query.role && query.role !== 'admin' ? sql`AND r.role = ${query.role}` : sql``;
      if (query.venue !== undefined) {
        where.push(sql`EXISTS (SELECT 1 FROM staff_venue_roles r WHERE r.user_id = u.id
          AND (r.venue_id = ${query.venue} OR r.venue_id IS NULL) ${roleMatch})`);
      } else if (query.role && query.role !== 'admin') {
        where.push(sql`EXISTS (SELECT 1 FROM staff_venue_roles r WHERE r.user_id = u.id ${roleMatch})`);
      }
      const condition = sql.join(where, sql` AND `);
      const [page, total] = await Promise.all([
        db.execute<{ member: TManageStaffMember }>(sql`
          SELECT ${memberJson(locale)} AS member FROM users u WHERE ${condition}
          ORDER BY ${ORDERINGS[query.ordering ?? 'email']} LIMIT ${query.limit} OFFSET ${query.offset}`),
        db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM users u WHERE ${condition}`),
      ]);
      return { count: Number(total.rows[0]?.count ?? 0), results: page.rows.map((row) => row.member) };
    },

    async member(userId: number, locale: Locale): Promise<TManageStaffMember | null> {
      const { rows } = await db.execute<{ member: TManageStaffMember }>(
        sql`SELECT ${memberJson(locale)} AS member FROM users u WHERE u.id = ${userId}`,
      );
      return rows[0]?.member ?? null;
    },
  };
}
