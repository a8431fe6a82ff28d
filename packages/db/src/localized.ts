// Owns the shape of translatable text (one JSONB value per field with ru required) and how a
// locale is picked from it, in TypeScript and in SQL. Russian is the fallback everywhere.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export const locales = ['ru', 'en', 'fr', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

export type Localized = { ru: string; en?: string; fr?: string; de?: string };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The text in `locale`, else Russian. An empty translation counts as missing. */
export function pickLocale(value: Localized, locale: Locale): string;
export function pickLocale(value: Localized | null | undefined, locale: Locale): string | null;
export function pickLocale(value: Localized | null | undefined, locale: Locale): string | null {
  if (value == null) return null;
  const translated = value[locale];
  return translated ? translated : value.ru;
}

/**
 * SQL twin of pickLocale, for ordering and filtering in the database:
 * `coalesce(nullif(col->>'en', ''), col->>'ru')`. The locale is bound as a parameter, never
 * spliced, so an unchecked value cannot inject SQL.
 */
export function localizedSql(column: SQLWrapper, locale: Locale): SQL<string> {
  if (locale === defaultLocale) return sql<string>`(${column}->>'ru')`;
  return sql<string>`coalesce(nullif(${column}->>${locale}::text, ''), ${column}->>'ru')`;
}
