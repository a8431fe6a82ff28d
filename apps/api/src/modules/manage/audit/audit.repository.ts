// Owns reading the audit log for the back office: newest first, filtered by actor, entity, action and dates, and
// limited to the manager's venues (administrators read everything).
import type { TAuditEntry, TAuditQuery } from '@afisha/contracts/manage/audit';
import type { Db } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { type Manager, venueCondition } from '../manage-access.ts';
import { likePattern } from '../manage-records.ts';

export type AuditRepository = ReturnType<typeof createAuditRepository>;

export function createAuditRepository(db: Db) {
  return {
    async list(manager: Manager, query: TAuditQuery): Promise<{ count: number; results: TAuditEntry[] }> {
      const where: SQL[] = [venueCondition(manager, sql`a.venue_id`)];
      if (query.actor !== undefined) {
        where.push(
          'id' in query.actor
            ? sql`a.actor_user_id = ${query.actor.id}`
            : sql`a.actor_user_id IN (SELECT u.id FROM users u WHERE u.email ILIKE ${likePattern(query.actor.email)})`,
        );
      }
      if (query.entity !== undefined) where.push(sql`a.entity_type = ${query.entity}`);
      if (query.entity_id !== undefined) where.push(sql`a.entity_id = ${query.entity_id}`);
      if (query.action !== undefined) where.push(sql`a.action = ${query.action}`);
      // Dates are the site's days (Moscow), as the box office's reports count them.
      if (query.date_from !== undefined) {
        where.push(sql`a.created_at >= (${query.date_from}::date)::timestamp AT TIME ZONE 'Europe/Moscow'`);
      }
      if (query.date_to !== undefined) {
        where.push(sql`a.created_at < (${query.date_to}::date + 1)::timestamp AT TIME ZONE 'Europe/Moscow'`);
      }
      const condition = sql.join(where, sql` AND `);
      const { rows } = await db.execute<{ total: number; entry: TAuditEntry | null }>(sql`
        WITH matching AS (SELECT a.* FROM audit_log a WHERE ${condition})
        SELECT (SELECT count(*) FROM matching)::int AS total, json_build_object(
          'id', m.id, 'at', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'actor', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'email', u.email,
            'name', coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)) END,
          'action', m.action, 'entity', m.entity_type, 'entity_id', m.entity_id, 'before', m.before,
          'after', m.after, 'ip', m.ip, 'request_id', m.request_id) AS entry
        FROM (SELECT 1) one
        LEFT JOIN LATERAL (SELECT * FROM matching ORDER BY created_at DESC, id DESC
          LIMIT ${query.limit} OFFSET ${query.offset}) m ON TRUE
        LEFT JOIN users u ON u.id = m.actor_user_id
        ORDER BY m.created_at DESC, m.id DESC`);
      return {
        count: rows[0]?.total ?? 0,
        results: rows.flatMap((row) => (row.entry && row.entry.id !== null ? [row.entry] : [])),
      };
    },
  };
}
