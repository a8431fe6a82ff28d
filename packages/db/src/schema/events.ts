// Owns events (sessions): one performance in one hall at one time, sold with one hall plan, with
// the SPEC.md Event fields, its sale state, early-access keys and its prices per category.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions } from './accounts.js';
import { performances } from './catalogue.js';
import {
  archivedAt,
  createdAt,
  id,
  kopecks,
  moneyCheck,
  recordVersion,
  timestamptz,
  updatedAt,
} from './columns.js';
import { cities } from './geo.js';
import { hallPlans, priceCategories } from './plans.js';
import { halls } from './venues.js';

export const saleStatus = pgEnum('sale_status', [
  /** Made in the back office, not shown on the site yet. */
  'draft',
  'on_sale',
  'sold_out',
  'not_on_sale',
  'cancelled',
  'announced',
]);

export const events = pgTable(
  'events',
  {
    id: id(),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'restrict' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => hallPlans.id, { onDelete: 'restrict' }),
    /**
     * Denormalised from hall → venue → city: every listing filters by city and date, and a
     * three-table join on the hottest query is not worth saving one integer.
     */
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    /** Box-office number (SPEC.md `nombilkn`), the key partners and the box office know. */
    nombilkn: integer('nombilkn').notNull(),
    /** Overrides the performance's age when set. */
    age: smallint('age'),
    startsAt: timestamptz('starts_at').notNull(),
    /** IANA zone, copied from the venue when the event is created. */
    timezone: text('timezone').notNull(),
    /**
     * SPEC.md eventdate/eventtime: the local date and time at the venue. Computed by PostgreSQL
     * from starts_at and timezone (timezone(text, timestamptz) is immutable), so they can never
     * disagree with starts_at, are indexable for the calendar, and an unknown zone fails the insert.
     */
    eventDate: date('eventdate', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`((starts_at AT TIME ZONE timezone)::date)`),
    eventTime: time('eventtime')
      .notNull()
      .generatedAlwaysAs(sql`((starts_at AT TIME ZONE timezone)::time(0))`),
    /** Open-date ticket: valid from begin_date begin_time (venue-local) until eventdate eventtime. */
    withOpenDate: boolean('withopendate').notNull().default(false),
    beginDate: date('begin_date', { mode: 'string' }),
    beginTime: time('begin_time'),
    saleStatus: saleStatus('sale_status').notNull().default('on_sale'),
    /** Public sale opens then; before it only holders of an event_access_keys key may buy. */
    saleOpensAt: timestamptz('sale_opens_at'),
    /** Online sale ends then (null: when the session starts). */
    saleClosesAt: timestamptz('sale_closes_at'),
    /** Sessions made together as a series (POST /manage/events/series) share this id. */
    seriesId: uuid('series_id'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    maxSeatsPerOrder: smallint('max_seats_per_order').notNull().default(10),
    requiresNamedTickets: boolean('requires_named_tickets').notNull().default(false),
    /** Cache of min/max of event_prices that actually have seats, refreshed when prices change. */
    minPriceKopecks: kopecks('min_price_kopecks'),
    maxPriceKopecks: kopecks('max_price_kopecks'),
    version: recordVersion(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_nombilkn_uq').on(t.nombilkn),
    index('events_performance_starts_idx').on(t.performanceId, t.startsAt),
    index('events_city_starts_idx').on(t.cityId, t.startsAt),
    index('events_city_date_idx').on(t.cityId, t.eventDate),
    index('events_hall_starts_idx').on(t.hallId, t.startsAt),
    // Live sessions of a hall (not cancelled, not archived) by start: counted from the index alone for the back
    // office's venue and hall lists.
    index('events_live_hall_starts_idx')
      .on(t.hallId, t.startsAt)
      .where(sql`${t.cancelledAt} IS NULL AND ${t.archivedAt} IS NULL AND ${t.saleStatus} <> 'cancelled'`),
    // Sessions not archived of a hall by start, with what the back office's lists filter and order on: they are
    // matched, counted and paged from the index alone, and only the page's rows are read.
    index('events_unarchived_hall_starts_idx')
      .on(t.hallId, t.startsAt, t.id, t.eventDate)
      .where(sql`${t.archivedAt} IS NULL`),
    // Sessions not archived of a performance by start, with the hall the back office's venue scope tests: a title
    // search across the site (a performance's sessions for each title matched) is answered from the index alone.
    index('events_unarchived_performance_starts_idx')
      .on(t.performanceId, t.startsAt, t.id, t.hallId)
      .where(sql`${t.archivedAt} IS NULL`),
    index('events_updated_idx').on(t.updatedAt),
    index('events_series_idx').on(t.seriesId).where(sql`${t.seriesId} IS NOT NULL`),
    check(
      'events_open_date_ck',
      sql`NOT ${t.withOpenDate} OR (${t.beginDate} IS NOT NULL AND ${t.beginTime} IS NOT NULL)`,
    ),
    check('events_age_ck', sql`${t.age} BETWEEN 0 AND 21`),
    check('events_max_seats_ck', sql`${t.maxSeatsPerOrder} BETWEEN 1 AND 100`),
    moneyCheck('events_min_price_ck', t.minPriceKopecks),
    moneyCheck('events_max_price_ck', t.maxPriceKopecks),
    check('events_price_range_ck', sql`${t.minPriceKopecks} <= ${t.maxPriceKopecks}`),
  ],
);

/** Early-access keys: only a hash is kept, so a database leak does not open sales. */
export const eventAccessKeys = pgTable(
  'event_access_keys',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    label: text('label'),
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('event_access_keys_event_key_uq').on(t.eventId, t.keyHash)],
);

/**
 * The events a visitor's session has unlocked with an early-access key (POST /events/{id}/check_key): the session
 * may hold seats of the event before its public sale. Goes with the session (signing in keeps its row: the id
 * changes in place).
 */
export const sessionEventAccess = pgTable(
  'session_event_access',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    keyId: integer('key_id')
      .notNull()
      .references(() => eventAccessKeys.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.eventId] })],
);

/** The price of each category at one event; zones are priced through their category too. */
export const eventPrices = pgTable(
  'event_prices',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    priceCategoryId: integer('price_category_id')
      .notNull()
      .references(() => priceCategories.id, { onDelete: 'cascade' }),
    priceKopecks: kopecks('price_kopecks').notNull(),
  },
  (t) => [
    unique('event_prices_event_category_uq').on(t.eventId, t.priceCategoryId),
    moneyCheck('event_prices_price_ck', t.priceKopecks),
  ],
);
