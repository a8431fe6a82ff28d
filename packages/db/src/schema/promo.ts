// Owns promo codes (a percentage or a fixed sum, validity window, usage limits, optional scope)
// and their usages, one per order.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { performances } from './catalogue.js';
import { createdAt, exactlyOne, id, kopecks, moneyCheck, timestamptz } from './columns.js';
import { events } from './events.js';
import { venues } from './venues.js';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** Matched case-insensitively (unique on lower(code)). */
    code: text('code').notNull(),
    percentOff: smallint('percent_off'),
    amountOffKopecks: kopecks('amount_off_kopecks'),
    validFrom: timestamptz('valid_from'),
    validTo: timestamptz('valid_to'),
    maxUses: integer('max_uses'),
    maxUsesPerEmail: integer('max_uses_per_email'),
    /** Raised with `used_count = used_count + 1` in the order transaction; the CHECK enforces max_uses. */
    usedCount: integer('used_count').notNull().default(0),
    /** Optional scope, at most one of the three; none means every event. */
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    performanceId: integer('performance_id').references(() => performances.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    minOrderKopecks: kopecks('min_order_kopecks').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_lower_uq').on(sql`lower(${t.code})`),
    exactlyOne('promo_codes_discount_kind_ck', t.percentOff, t.amountOffKopecks),
    check('promo_codes_percent_ck', sql`${t.percentOff} BETWEEN 1 AND 100`),
    check('promo_codes_amount_ck', sql`${t.amountOffKopecks} > 0`),
    check('promo_codes_window_ck', sql`${t.validFrom} < ${t.validTo}`),
    check('promo_codes_max_uses_ck', sql`${t.maxUses} > 0`),
    check('promo_codes_max_uses_per_email_ck', sql`${t.maxUsesPerEmail} > 0`),
    check(
      'promo_codes_used_count_ck',
      sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`,
    ),
    check('promo_codes_scope_ck', sql`num_nonnulls(${t.venueId}, ${t.performanceId}, ${t.eventId}) <= 1`),
    moneyCheck('promo_codes_min_order_ck', t.minOrderKopecks),
  ],
);
