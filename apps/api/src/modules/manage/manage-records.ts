// Owns what every back-office record's read and write share beyond access and refusals: translatable values read
// whole, timestamps as ISO text, slugs derived from the Russian name (transliterated, made unique by a suffix) or
// checked when given, and the unique-index race that a check before an INSERT cannot close.
import type { TLocalizedRead } from '@afisha/contracts/manage/common';
import { type Db, type Localized, slugify } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { FieldValidationError } from '../../lib/app-error.ts';

/** A stored translatable value (or none) as the editor reads it: every language, `''` where none is written. */
export function localizedRead(value: Localized | null | undefined): TLocalizedRead {
  return { ru: value?.ru ?? '', en: value?.en ?? '', fr: value?.fr ?? '', de: value?.de ?? '' };
}

/** A timestamp column as the API's ISO text (UTC, milliseconds), or null. */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A list statement's parameter the planner does not look into (a scalar subquery): its estimates are then the same
 * whatever the value, so PostgreSQL keeps one generic plan of a prepared list statement instead of planning it on
 * every request. For values that do not change the best plan: a page's bounds, the moment, a date range walked
 * through an index.
 */
export const opaque = (value: number | string, type: 'int' | 'date' | 'timestamptz') =>
  sql`(SELECT ${value}::${sql.raw(type)})`;

/** `%`, `_` and `\` taken literally in an ILIKE pattern of what an editor typed. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  // node-postgres puts the SQLSTATE on the error, PGlite too; drizzle may wrap it as the cause.
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export const slugTaken = () => new FieldValidationError([{ field: 'slug', code: 'unique' }]);

/** Where a slug must be unique: a table, and within what (the venue of a hall); the record itself is left out. */
export type SlugScope = {
  table: 'venues' | 'halls' | 'artists' | 'genres' | 'tags';
  within?: SQL;
  exceptId?: number;
};

/**
 * The slug to store: the one given, refused with a field error `unique` when taken; or one derived from the
 * Russian name (`Вишнёвый сад` → `vishnevyy-sad`, then `vishnevyy-sad-2`, …), `fallback` when nothing is left of it.
 */
export async function chooseSlug(
  db: Db,
  scope: SlugScope,
  given: string | undefined,
  source: string,
  fallback: string,
): Promise<string> {
  const where = sql.join(
    [scope.within ?? sql`TRUE`, scope.exceptId === undefined ? sql`TRUE` : sql`id <> ${scope.exceptId}`],
    sql` AND `,
  );
  const table = sql.raw(scope.table);
  if (given !== undefined) {
    const { rows } = await db.execute(sql`SELECT 1 FROM ${table} WHERE ${where} AND slug = ${given} LIMIT 1`);
    if (rows.length > 0) throw slugTaken();
    return given;
  }
  const base = slugify(source).slice(0, 100).replace(/-+$/, '') || fallback;
  const { rows } = await db.execute<{ slug: string }>(
    sql`SELECT slug FROM ${table} WHERE ${where} AND (slug = ${base} OR slug LIKE ${`${base}-%`})`,
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Runs a write that stores a slug: racing another write to the same slug, it meets the unique index and gets the
 * same field error as the check before it. */
export async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
