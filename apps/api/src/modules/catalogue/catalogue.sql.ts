// Owns the SQL fragments every catalogue query shares: an event as SPEC.md's Event JSON, money
// from kopecks to roubles, "upcoming" and the event scope filters (city, venue, dates, weekends).
// Built here once so that /performance, /events, /eventdates and the cards agree on what an
// upcoming event in scope is. Fragments use fixed aliases, named in each function's comment.
import { type Locale, localizedSql } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { publicEvent } from './public-event.sql.ts';

/** The parts of an event scope every catalogue listing understands; absent means "any". */
export type EventScope = {
  now: Date;
  citySlug?: string;
  venueSlug?: string;
  /** Venue-local calendar days, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  weekends?: boolean;
  performanceSlug?: string;
  /** Only events of this sale status (announced events for /dummyevents). */
  saleStatus?: 'announced';
};

export const tr = (column: string, locale: Locale) => localizedSql(sql.raw(column), locale);

/**
 * Text folded for comparing and sorting as a reader would: lower case, ё as е. The databases run
 * with the C collation, where "Я" sorts before "а" and "ё" after "я".
 */
export const folded = (text: SQL) => sql`translate(lower(${text}), 'ё', 'е')`;

/** Kopecks to roubles as a JSON number with two decimals at most; null stays null. */
export const roubles = (kopecks: SQL) => sql`round(${kopecks} / 100.0, 2)`;

const nowParam = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The venue-local "today" of event `e`. */
const localToday = (now: Date) => sql`(${nowParam(now)} AT TIME ZONE e.timezone)::date`;

/**
 * When event `e` can first be attended: its start, or for an open-date ticket the later of its
 * first valid moment and now (its starts_at is the last moment it is valid).
 */
export const eventSortKey = (now: Date) =>
  sql`CASE WHEN e.withopendate THEN greatest((e.begin_date + e.begin_time) AT TIME ZONE e.timezone, ${nowParam(now)}) ELSE e.starts_at END`;

/**
 * Event `e` (joined with its performance `p`, hall `h` and city `c`) as SPEC.md's Event object.
 * eventdate/eventtime are the venue-local columns PostgreSQL computes from starts_at.
 */
export function eventJson(locale: Locale, now: Date): SQL {
  return sql`json_build_object(
    'id', e.id,
    'nombilkn', e.nombilkn,
    'age', coalesce(e.age, p.age),
    'city_title', ${tr('c.name', locale)},
    'hall_title', ${tr('h.title', locale)},
    'hall_slug', h.slug,
    'hall_subtitle', ${tr('h.subtitle', locale)},
    'eventdate', to_char(e.eventdate, 'YYYY-MM-DD'),
    'eventtime', to_char(e.eventtime, 'HH24:MI:SS'),
    'withopendate', CASE WHEN e.withopendate THEN 1 ELSE 0 END,
    'begindate', to_char(e.begin_date, 'YYYY-MM-DD'),
    'begindate_now', CASE WHEN e.begin_date IS NOT NULL
      THEN to_char(greatest(e.begin_date, ${localToday(now)}), 'YYYY-MM-DD') END,
    'begintime', to_char(e.begin_time, 'HH24:MI:SS'),
    'minpricesell', ${roubles(sql`e.min_price_kopecks`)},
    'maxpricesell', ${roubles(sql`e.max_price_kopecks`)},
    'sale_status', e.sale_status,
    'named_tickets', e.requires_named_tickets
  )`;
}

/** A day of [lo, hi] is a Saturday, a Sunday or a public holiday. */
const hasWeekendDay = (lo: SQL, hi: SQL) => sql`EXISTS (
  SELECT 1 FROM generate_series(${lo}::timestamp, ${hi}::timestamp, interval '1 day') AS d(day)
  WHERE extract(isodow FROM d.day) >= 6 OR d.day::date IN (SELECT date FROM holidays)
)`;

/**
 * The conditions on event `e` of a scope: upcoming (an open-date ticket until its end), not
 * cancelled, and the scope's filters. An open-date event matches a date range or the weekends
 * filter when any day it is valid on (from today) does. Unknown slugs match nothing.
 */
export function eventScopeWhere(scope: EventScope): SQL {
  const conditions: SQL[] = [
    sql`e.starts_at >= ${nowParam(scope.now)}`,
    sql`e.sale_status <> 'cancelled'`,
    publicEvent(),
  ];
  if (scope.saleStatus) conditions.push(sql`e.sale_status = ${scope.saleStatus}`);
  if (scope.citySlug !== undefined) {
    conditions.push(sql`e.city_id = (SELECT id FROM cities WHERE slug = ${scope.citySlug} AND is_active)`);
  }
  if (scope.venueSlug !== undefined) {
    conditions.push(
      sql`e.hall_id IN (SELECT hv.id FROM halls hv JOIN venues vv ON vv.id = hv.venue_id WHERE vv.slug = ${scope.venueSlug})`,
    );
  }
  if (scope.performanceSlug !== undefined) {
    conditions.push(
      sql`e.performance_id = (SELECT id FROM performances WHERE slug = ${scope.performanceSlug})`,
    );
  }
  // First and last venue-local day the event can be attended on.
  const firstDay = sql`(CASE WHEN e.withopendate THEN greatest(e.begin_date, ${localToday(scope.now)}) ELSE e.eventdate END)`;
  const lastDay = sql`e.eventdate`;
  const from = scope.dateFrom === undefined ? null : sql`${scope.dateFrom}::date`;
  const to = scope.dateTo === undefined ? null : sql`${scope.dateTo}::date`;
  if (from) conditions.push(sql`${lastDay} >= ${from}`);
  if (to) conditions.push(sql`${firstDay} <= ${to}`);
  if (scope.weekends) {
    conditions.push(
      hasWeekendDay(
        from ? sql`greatest(${firstDay}, ${from})` : firstDay,
        to ? sql`least(${lastDay}, ${to})` : lastDay,
      ),
    );
  }
  return sql.join(conditions, sql` AND `);
}
