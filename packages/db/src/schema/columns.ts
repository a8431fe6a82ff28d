// Owns the column building blocks every schema file shares, so that ids, money, timestamps and
// translatable text are declared the same way across the whole model.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../localized.js';

/**
 * Integer identity primary key. "By default" rather than "always" so that bulk loaders (the
 * seed at benchmark scale) may precompute ids and COPY them; they must then `setval` the
 * sequence, which the seed does.
 */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Translatable text: `{ru, en?, fr?, de?}`; pair with `localizedCheck` so ru is always there. */
export const localized = (name: string) => jsonb(name).$type<Localized>();

/** Money is integer kopecks; pair with `moneyCheck` (or a stricter CHECK) so it is never negative. */
export const kopecks = (name: string) => integer(name);

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The edit counter of a record the back office writes (docs/api.md "Back office": PATCH with If-Match): every write
 * bumps it by one in the same UPDATE that checks it, so of two editors who read version 3 only the first saves.
 */
export const recordVersion = () => integer('version').notNull().default(1);

/** When the back office archived the record (DELETE): it left the site, its history stays. Null: in use. */
export const archivedAt = () => timestamptz('archived_at');

/**
 * A Localized value must be an object holding a Russian string (the fallback of every read).
 * IS NOT DISTINCT FROM, not `=`: a missing key gives NULL, and a CHECK lets NULL through.
 */
export const localizedCheck = (name: string, column: AnyPgColumn, nullable = false) =>
  check(
    name,
    nullable
      ? sql`${column} IS NULL OR jsonb_typeof(${column}->'ru') IS NOT DISTINCT FROM 'string'`
      : sql`jsonb_typeof(${column}->'ru') IS NOT DISTINCT FROM 'string'`,
  );

export const moneyCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);

/** Exactly one of the given columns is non-null (CHECK num_nonnulls(...) = 1). */
export const exactlyOne = (name: string, ...columns: AnyPgColumn[]) =>
  check(name, sql`num_nonnulls(${sql.join(columns, sql`, `)}) = 1`);
