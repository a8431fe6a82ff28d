// Owns what visitors and customers leave behind: notifications, favourites, watch history,
// reviews, newsletter subscriptions, callback requests, site feedback and the waiting list.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { performances } from './catalogue.js';
import { createdAt, id, localized, localizedCheck, timestamptz } from './columns.js';
import { localeEnum } from './enums.js';
import { events } from './events.js';
import { cities } from './geo.js';
import { outboxTable } from './outbox.js';

/**
 * The kinds a notification may have (the API's NOTIFICATION_KINDS, packages/contracts): the hooks' four and
 * event_changed, which the demo seed writes. The table refuses any other (notifications_kind_ck); a reader still
 * skips a kind it does not know, for a row written by a newer version.
 */
export const notificationKinds = [
  'account_confirmed',
  'order_paid',
  'refund_done',
  'new_dates',
  'event_changed',
] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Machine kind (order_paid, event_changed, …) for the client to pick an icon or a link. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    title: localized('title').notNull(),
    text: localized('text'),
    isViewed: boolean('is_viewed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_viewed_idx').on(t.userId, t.isViewed, t.createdAt),
    localizedCheck('notifications_title_ru_ck', t.title),
    localizedCheck('notifications_text_ru_ck', t.text, true),
    check(
      'notifications_kind_ck',
      sql`${t.kind} IN (${sql.raw(notificationKinds.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.performanceId] })],
);

/** One row per user and performance; a new view moves viewed_at forward (upsert). */
export const watchHistory = pgTable(
  'watch_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.performanceId] }),
    index('watch_history_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reviews_user_performance_uq').on(t.userId, t.performanceId),
    index('reviews_performance_idx').on(t.performanceId, t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: localeEnum('locale').notNull().default('ru'),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_lower_uq').on(sql`lower(${t.email})`),
    index('newsletter_subscriptions_user_idx').on(t.userId),
  ],
);

export const callbackType = pgEnum('callback_type', ['CALLBACK', 'QUESTION']);

export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: id(),
    email: text('email').notNull(),
    question: text('question').notNull(),
    topic: text('topic'),
    type: callbackType('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: localeEnum('locale').notNull().default('ru'),
    handledAt: timestamptz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('callback_requests_created_idx').on(t.createdAt)],
);

export const siteFeedback = pgTable(
  'site_feedback',
  {
    id: id(),
    rating: smallint('rating'),
    text: text('text').notNull().default(''),
    page: text('page'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: localeEnum('locale').notNull().default('ru'),
    createdAt: createdAt(),
  },
  (t) => [check('site_feedback_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`)],
);

/**
 * Told by e-mail when seats of a sold-out event (or any new event of a performance) appear. An entry waits in order
 * of `created_at`; when seats come back it gets an offer: `quantity` places kept for it until `offer_expires_at`,
 * claimed through the link of its mail (the entry's id with a key derived from the API's secret). An offer that
 * lapses, or is claimed, ends the entry's turn.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: id(),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: localeEnum('locale').notNull().default('ru'),
    notifiedAt: timestamptz('notified_at'),
    quantity: integer('quantity').notNull().default(1),
    offerExpiresAt: timestamptz('offer_expires_at'),
    claimedAt: timestamptz('claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // coalesce: a performance-wide entry (no event) is unique too; NULLs would never collide.
    uniqueIndex('waiting_list_entries_uq').on(
      t.performanceId,
      sql`coalesce(${t.eventId}, 0)`,
      sql`lower(${t.email})`,
    ),
    index('waiting_list_entries_event_idx').on(t.eventId),
    // The live offers of a session, which every hold of its seats asks about (hold_seats, migration 0019): the
    // entries with an unclaimed offer, few at any time.
    index('waiting_list_entries_offer_idx')
      .on(t.eventId, t.offerExpiresAt)
      .where(sql`${t.claimedAt} IS NULL AND ${t.offerExpiresAt} IS NOT NULL`),
    check('waiting_list_entries_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 10`),
  ],
);

/** The waiting list's mails (the offer with its link), delivered by the API's lib/outbox.ts. */
export const waitingListMails = outboxTable('waiting_list_mails');
