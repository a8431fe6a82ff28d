// Owns reading events (sessions) of published performances: upcoming ones in a scope, one by id
// or box-office number (past or cancelled too: orders and tickets point at them), and the
// venue-local dates that have sessions.
import type { TEvent } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { type EventScope, eventJson, eventScopeWhere, eventSortKey } from '../catalogue/catalogue.sql.ts';
import { loadJsonPage, type PageWindow } from '../catalogue/json-page.ts';
import { publicEvent } from '../catalogue/public-event.sql.ts';
import { publicPerformance } from '../catalogue/public-record.sql.ts';

export type EventRow = { event: TEvent; performanceId: number };

export type EventsRepository = {
  listUpcoming(
    scope: EventScope,
    locale: Locale,
    page: PageWindow,
  ): Promise<{ count: number; rows: EventRow[] }>;
  findById(id: number, locale: Locale, now: Date): Promise<EventRow | null>;
  findByNombilkn(nombilkn: number, locale: Locale, now: Date): Promise<EventRow | null>;
  /** Venue-local days with a dated upcoming session in scope, ascending. */
  listDates(scope: EventScope): Promise<string[]>;
};

export function createEventsRepository(db: Db): EventsRepository {
  async function findOne(match: SQL, locale: Locale, now: Date): Promise<EventRow | null> {
    const { rows } = await db.execute<EventRow>(sql`
      SELECT ${eventJson(locale, now)} AS event, e.performance_id AS "performanceId"
      FROM events e
      JOIN performances p ON p.id = e.performance_id
      JOIN halls h ON h.id = e.hall_id
      JOIN cities c ON c.id = e.city_id
      WHERE ${match} AND ${publicPerformance()} AND ${publicEvent()}
      LIMIT 1`);
    return rows[0] ?? null;
  }

  return {
    async listUpcoming(scope, locale, page) {
      const { count, rows } = await loadJsonPage<TEvent, { performanceId: number }>(
        db,
        {
          source: sql`
            SELECT e.id, e.performance_id, ${eventSortKey(scope.now)} AS sort_at
            FROM events e JOIN performances p ON p.id = e.performance_id
            WHERE ${publicPerformance()} AND ${eventScopeWhere(scope)}`,
          orderBy: sql`sort_at, id`,
          joins: sql`
            LEFT JOIN events e ON e.id = s.id
            LEFT JOIN performances p ON p.id = e.performance_id
            LEFT JOIN halls h ON h.id = e.hall_id
            LEFT JOIN cities c ON c.id = e.city_id`,
          item: eventJson(locale, scope.now),
          extra: sql`s.performance_id AS "performanceId"`,
        },
        page,
      );
      return { count, rows: rows.map((row) => ({ event: row.item, performanceId: row.performanceId })) };
    },

    findById: (id, locale, now) => findOne(sql`e.id = ${id}`, locale, now),
    findByNombilkn: (nombilkn, locale, now) => findOne(sql`e.nombilkn = ${nombilkn}`, locale, now),

    async listDates(scope) {
      // Open-date tickets are left out: valid for weeks, they would mark every day of the strip.
      const { rows } = await db.execute<{ dates: string[] }>(sql`
        SELECT coalesce(json_agg(day ORDER BY day), '[]'::json) AS dates
        FROM (
          SELECT DISTINCT to_char(e.eventdate, 'YYYY-MM-DD') AS day
          FROM events e JOIN performances p ON p.id = e.performance_id
          WHERE ${publicPerformance()} AND NOT e.withopendate AND ${eventScopeWhere(scope)}
        ) AS days`);
      return rows[0]?.dates ?? [];
    },
  };
}
