// Owns reading a customer's orders for their account: only orders of that user (user_id in the
// SQL) that were paid (paid, partly or fully refunded), split into current and archived, each
// written as JSON by PostgreSQL with its sessions (SPEC.md Event, the performance, the number of
// admissions) through the catalogue's paging helper: one query per page, no N+1.
//
// A session is over once its start plus the performance's duration has passed (when the duration
// is not announced, DEFAULT_LENGTH_MINUTES), so a ticket stays "current" while the show is on.
// An order is current while any of its sessions is not over; every other one, including orders
// without sessions (gift certificates), is archived.
import type { TUserOrder } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { eventJson, roubles, tr } from '../catalogue/catalogue.sql.ts';
import { loadJsonPage, type PageWindow } from '../catalogue/json-page.ts';

export const DEFAULT_LENGTH_MINUTES = 180;

/** Statuses of orders that were paid, the ones a customer's account lists. */
export const LISTED_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;

export type UserOrdersRepository = {
  page(
    userId: number,
    filter: { archive: boolean; now: Date; locale: Locale },
    page: PageWindow,
  ): Promise<{ count: number; results: UserOrderRow[] }>;
};

/** An order as listed, before the service adds its tickets link. */
export type UserOrderRow = Omit<TUserOrder, 'tickets_url'>;

const isoTime = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Sessions of order `s.id` as UserOrderEvent JSON, earliest first. */
function eventsJson(locale: Locale, now: Date): SQL {
  return sql`(
    SELECT coalesce(json_agg(
      (${eventJson(locale, now)})::jsonb || jsonb_build_object(
        'performance', jsonb_build_object(
          'id', p.id, 'slug', p.slug, 'title', ${tr('p.title', locale)}, 'original_image', p.original_image),
        'tickets_count', a.tickets)
      ORDER BY e.starts_at, e.id), '[]'::json)
    FROM (
      SELECT oi.event_id, (count(*) FILTER (WHERE oi.kind IN ('seat', 'zone')))::int AS tickets
      FROM order_items oi WHERE oi.order_id = s.id AND oi.event_id IS NOT NULL
      GROUP BY oi.event_id
    ) AS a
    JOIN events e ON e.id = a.event_id
    JOIN performances p ON p.id = e.performance_id
    JOIN halls h ON h.id = e.hall_id
    JOIN cities c ON c.id = e.city_id
  )`;
}

export function createUserOrdersRepository(db: Db): UserOrdersRepository {
  return {
    async page(userId, { archive, now, locale }, page) {
      const statuses = LISTED_STATUSES.join(',');
      const nowParam = sql`${now.toISOString()}::timestamptz`;
      const { count, rows } = await loadJsonPage<UserOrderRow>(
        db,
        {
          // next_start: the start of the order's first session that is not over (null: none).
          source: sql`
            SELECT o.id, o.created_at, st.next_start
            FROM orders o
            LEFT JOIN LATERAL (
              SELECT min(e.starts_at) AS next_start
              FROM order_items oi
              JOIN events e ON e.id = oi.event_id
              JOIN performances p ON p.id = e.performance_id
              WHERE oi.order_id = o.id
                AND e.starts_at + make_interval(mins => coalesce(p.duration_minutes, ${DEFAULT_LENGTH_MINUTES})) > ${nowParam}
            ) AS st ON true
            WHERE o.user_id = ${userId}
              AND o.status::text = ANY(string_to_array(${statuses}, ','))
              AND st.next_start IS ${archive ? sql`NULL` : sql`NOT NULL`}`,
          // Current: the soonest show first; archive: the latest order first.
          orderBy: archive ? sql`created_at DESC, id DESC` : sql`next_start, id DESC`,
          joins: sql`LEFT JOIN orders o ON o.id = s.id`,
          item: sql`json_build_object(
            'id', o.id,
            'number', o.number,
            'status', o.status,
            'created_at', ${isoTime(sql`o.created_at`)},
            'paid_at', ${isoTime(sql`o.paid_at`)},
            'total', ${roubles(sql`o.total_kopecks`)},
            'tickets_count', (SELECT count(*)::int FROM order_items oi
              WHERE oi.order_id = o.id AND oi.kind IN ('seat', 'zone')),
            'events', ${eventsJson(locale, now)}
          )`,
        },
        page,
      );
      return { count, results: rows.map((row) => row.item) };
    },
  };
}
