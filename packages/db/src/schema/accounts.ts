// Owns identity: users and their roles, staff rights per venue, cookie sessions, single-use
// e-mail tokens (confirm, reset) and refresh tokens of the token API. Every secret is stored as
// a hash only; the plain value exists in the cookie, the e-mail or the client.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.js';
import { localeEnum } from './enums.js';
import { cities } from './geo.js';
import { venues } from './venues.js';

export const userRole = pgEnum('user_role', ['customer', 'staff', 'admin']);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored as typed; uniqueness and look-ups go through lower(email). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    role: userRole('role').notNull().default('customer'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    locale: localeEnum('locale').notNull().default('ru'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    lastLoginAt: timestamptz('last_login_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

export const staffRole = pgEnum('staff_role', ['box_office', 'manager']);

/** Staff rights: a venue, or the whole site when venue_id is null. */
export const staffVenueRoles = pgTable(
  'staff_venue_roles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    role: staffRole('role').notNull().default('box_office'),
    createdAt: createdAt(),
  },
  // NULLS NOT DISTINCT: one site-wide grant per user, not one per insert.
  (t) => [unique('staff_venue_roles_user_venue_uq').on(t.userId, t.venueId).nullsNotDistinct()],
);

/**
 * Cookie sessions, anonymous ones included (they carry the city choice and the cart).
 * `id` is the SHA-256 hex of the cookie token, so the table alone cannot hijack a session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    citySlug: text('city_slug'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** confirm: sign-up; reset: forgotten password; email_change: a new address, applied when its link is followed. */
export const emailTokenPurpose = pgEnum('email_token_purpose', ['confirm', 'reset', 'email_change']);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an email_change token moves the account to (null for the other purposes). */
    newEmail: text('new_email'),
    /**
     * A sign-up link activates the password, name and language chosen with it (null for the other purposes):
     * signing the same unconfirmed address up again adds a link of its own and never changes what an earlier
     * one activates (issue 18: a stranger's repeated sign-up must not take the pending account over).
     */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    locale: localeEnum('locale'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_uq').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Refresh tokens rotate inside a family: reuse of a rotated token revokes the whole family
 * (RFC 6819 5.2.2.3), which is why the family id is indexed.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
