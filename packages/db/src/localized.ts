// Owns the shape of translatable text (one JSONB value per field with ru required) and how a
// locale is picked from it, in TypeScript and in SQL. A missing translation falls back along a stated chain:
// French and German readers get English before Russian (they more often read it), English readers Russian.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export const locales = ['ru', 'en', 'fr', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

export type Localized = { ru: string; en?: string; fr?: string; de?: string };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The languages a text is looked for in, in turn, for a reader of each (the web's twin is LOCALE_FALLBACKS of
 * @afisha/contracts; a test keeps them equal). Russian, always present, ends each chain.
 */
export const localeChains: Readonly<Record<Locale, readonly Locale[]>> = {
  ru: ['ru'],
  en: ['en', 'ru'],
  fr: ['fr', 'en', 'ru'],
  de: ['de', 'en', 'ru'],
};

/** The text in `locale`, else along its chain (de → en → ru). An empty translation counts as missing. */
export function pickLocale(value: Localized, locale: Locale): string;
export function pickLocale(value: Localized | null | undefined, locale: Locale): string | null;
export function pickLocale(value: Localized | null | undefined, locale: Locale): string | null {
  if (value == null) return null;
  for (const each of localeChains[locale]) {
    const text = value[each];
    if (text) return text;
  }
  return value.ru;
}

/**
 * SQL twin of pickLocale, for ordering and filtering in the database:
 * `coalesce(nullif(col->>'de', ''), nullif(col->>'en', ''), col->>'ru')`. The languages are bound as parameters,
 * never spliced, so an unchecked value cannot inject SQL.
 */
export function localizedSql(column: SQLWrapper, locale: Locale): SQL<string> {
  if (locale === defaultLocale) return sql<string>`(${column}->>'ru')`;
  const tried = localeChains[locale]
    .filter((each) => each !== defaultLocale)
    .map((each) => sql`nullif(${column}->>${each}::text, '')`);
  return sql<string>`coalesce(${sql.join(tried, sql`, `)}, ${column}->>'ru')`;
}
