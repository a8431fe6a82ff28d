// Owns the tables of the limits every API process shares when the database is PostgreSQL and no Redis is configured
// (apps/api/src/lib/shared-limits/): request rate-limit counters, one row per rule and client in a fixed window, and
// the attempt limiters' state (account mails, sign-in failures and their growing lockouts), one row per limiter and
// key. Rows whose `expires_at` has passed mean nothing any more and are swept in batches; both tables live outside
// any domain data (nothing references them).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/** Requests of one client under one rule (`key`: the rule's namespace and the client) in the window ending at `expires_at`. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/**
 * An attempt limiter's state for one key (`key`: the limiter's name and the key), as the limiter's own rules read
 * it (a window's count, a lockout's round and end); forgotten after `expires_at`.
 */
export const attemptLimits = pgTable(
  'attempt_limits',
  {
    key: text('key').primaryKey(),
    state: jsonb('state').$type<Record<string, number>>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('attempt_limits_expires_idx').on(t.expiresAt)],
);
