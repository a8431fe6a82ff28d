// Owns the benchmark catalogue's audit history: a back office that made 100,000 performances and 250,000 sessions
// has written an audit entry for each of them and for every change since, so the audit log a benchmark reads must be
// as long. The seed writes none (the demo's records were never edited), and a log of a thousand entries hid that
// every page of it read, counted and sorted the whole log (660 ms a page at 500,000 entries).
import type { Database } from '@afisha/db';
import { sql } from '@afisha/db/orm';

/** Marks the entries written here, so they are counted and added to, never written twice. */
const REQUEST_ID_PREFIX = 'bench-history-';

/**
 * Makes the audit log hold `entries` entries of history besides the benchmark's own: a year of edits by the catalogue's
 * staff, spread over its venues, kinds of record and actions, each with a before and after of a few fields.
 */
export async function ensureAuditHistory(database: Database, entries: number): Promise<number> {
  const { db } = database;
  const present = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where request_id like ${`${REQUEST_ID_PREFIX}%`}`,
    )
  ).rows[0]?.n;
  const missing = entries - (present ?? 0);
  if (missing <= 0) return 0;
  await db.execute(sql`
    with staff as (select array_agg(id order by id) as ids from users where role in ('admin', 'staff')),
    places as (select array_agg(id order by id) as ids from venues)
    insert into audit_log (actor_user_id, action, entity_type, entity_id, venue_id, before, after, ip, request_id,
      created_at)
    select staff.ids[1 + i % cardinality(staff.ids)],
      (array['update', 'update', 'update', 'create', 'update_prices', 'block_seats', 'archive', 'restore'])[1 + (i * 7) % 8],
      (array['event', 'event', 'event', 'performance', 'performance', 'hall', 'plan', 'venue', 'artist'])[1 + i % 9],
      (1 + (i::bigint * 7919) % 250000)::text, places.ids[1 + i % cardinality(places.ids)],
      jsonb_build_object('status', 'draft', 'max_per_order', 10, 'title', jsonb_build_object('ru', 'Гамлет')),
      jsonb_build_object('status', 'on_sale', 'max_per_order', 8, 'title', jsonb_build_object('ru', 'Гамлет')),
      '10.0.' || (i % 250) || '.' || (i % 200), ${REQUEST_ID_PREFIX} || i,
      now() - interval '1 day' - (i * interval '63 seconds')
    from staff, places, generate_series(${(present ?? 0) + 1}::int, ${entries}::int) i`);
  return missing;
}
