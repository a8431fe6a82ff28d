// Owns the question every archive (DELETE) of the back office asks first (docs/api.md "Back office": a record still used
// by a sold ticket or a live session is refused, naming them): which live sessions — to come, not cancelled, not
// archived — and which paid orders holding tickets for sessions still to come (cancelled ones too, until refunded)
// use the sessions a condition picks. Past sessions and their tickets are history, and never stop an archive.
import type { TUsage } from '@afisha/contracts/manage/common';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';

/** How many of each are named in the 409 (the count says how many there are). */
const NAMED = 10;

/** `events` is a condition on the sessions `e` in question (e.g. `e.hall_id = 5`). */
export async function liveUsage(
  db: Db,
  events: SQL,
  now: Date,
  locale: Locale,
): Promise<{ usedBy: TUsage[]; count: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const label = sql`${tr('p.title', locale)} || ' — ' || to_char(e.starts_at AT TIME ZONE e.timezone,
    'YYYY-MM-DD HH24:MI')`;
  const { rows } = await db.execute<{
    kind: 'event' | 'order';
    id: number;
    label: string;
    total: number;
  }>(sql`
    WITH live AS (
      SELECT e.id, ${label} AS label, e.starts_at FROM events e JOIN performances p ON p.id = e.performance_id
      WHERE ${events} AND e.starts_at > ${at} AND e.cancelled_at IS NULL AND e.sale_status <> 'cancelled'
        AND e.archived_at IS NULL
    ), sold AS (
      SELECT DISTINCT ON (o.id) o.id, '№ ' || o.number || ': ' || ${label} AS label, e.starts_at
      FROM events e JOIN performances p ON p.id = e.performance_id
        JOIN order_items oi ON oi.event_id = e.id
        JOIN orders o ON o.id = oi.order_id AND o.status IN ('paid', 'partially_refunded')
      WHERE ${events} AND e.starts_at > ${at}
        AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.order_item_id = oi.id AND t.status = 'refunded')
      ORDER BY o.id, e.starts_at
    )
    (SELECT 'event' AS kind, id, label, (SELECT count(*) FROM live)::int AS total FROM live
      ORDER BY starts_at, id LIMIT ${NAMED})
    UNION ALL
    (SELECT 'order' AS kind, id, label, (SELECT count(*) FROM sold)::int AS total FROM sold
      ORDER BY starts_at, id LIMIT ${NAMED})`);
  const totals = new Map(rows.map((row) => [row.kind, Number(row.total)]));
  return {
    usedBy: rows.map((row) => ({ kind: row.kind, id: Number(row.id), label: row.label })),
    count: (totals.get('event') ?? 0) + (totals.get('order') ?? 0),
  };
}
