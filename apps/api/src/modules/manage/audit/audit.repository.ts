// Owns reading the audit log for the back office: newest first, filtered by actor, entity, action and dates, and
// limited to the manager's venues (administrators read everything); counted up to AUDIT_COUNT_CAP.
import { AUDIT_COUNT_CAP, type TAuditEntry, type TAuditQuery } from '@afisha/contracts/manage/audit';
import type { Db } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { type Manager, venueCondition } from '../manage-access.ts';
import { likePattern } from '../manage-records.ts';

export type AuditRepository = ReturnType<typeof createAuditRepository>;

export function createAuditRepository(db: Db) {
  return {
    async list(
      manager: Manager,
      query: TAuditQuery,
    ): Promise<{ count: number; countCapped: boolean; more: boolean; results: TAuditEntry[] }> {
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
      // Newest first through the filter's index (schema/audit.ts): the page's ids and one more (is there a next
      // page?), then only those entries read whole. The count stops at AUDIT_COUNT_CAP + 1 entries, so neither grows
      // with the log: a page of a 500,000-entry log took 660 ms when every entry was read, counted and sorted.
      const { rows } = await db.execute<{ total: number; entry: TAuditEntry | null }>(sql`
        WITH page AS MATERIALIZED (
          SELECT a.id, a.created_at FROM audit_log a WHERE ${condition}
          ORDER BY a.created_at DESC, a.id DESC LIMIT ${query.limit + 1} OFFSET ${query.offset})
        SELECT (SELECT count(*) FROM (SELECT 1 FROM audit_log a WHERE ${condition}
            LIMIT ${AUDIT_COUNT_CAP + 1}) counted)::int AS total,
          json_build_object(
          'id', m.id, 'at', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'actor', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'email', u.email,
            'name', coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)) END,
          'action', m.action, 'entity', m.entity_type, 'entity_id', m.entity_id, 'before', m.before,
          'after', m.after, 'ip', m.ip, 'request_id', m.request_id) AS entry
        FROM (SELECT 1) one
        LEFT JOIN page p ON TRUE
        LEFT JOIN audit_log m ON m.id = p.id
        LEFT JOIN users u ON u.id = m.actor_user_id
        ORDER BY p.created_at DESC, p.id DESC`);
      const entries = rows.flatMap((row) => (row.entry && row.entry.id !== null ? [row.entry] : []));
      const total = rows[0]?.total ?? 0;
      return {
        count: Math.min(total, AUDIT_COUNT_CAP),
        countCapped: total > AUDIT_COUNT_CAP,
        more: entries.length > query.limit,
        results: entries.slice(0, query.limit),
      };
    },
  };
}
