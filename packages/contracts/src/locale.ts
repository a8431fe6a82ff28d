// Owns the list of supported locales: the one place web and api agree on which languages exist.
import { z } from 'zod';

export const LOCALES = ['ru', 'en', 'fr', 'de'] as const;
export const DEFAULT_LOCALE = 'ru' satisfies (typeof LOCALES)[number];

export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The languages a text is looked for in, in turn, for a reader of each: French and German readers get English
 * before Russian; Russian, always present, ends each chain. The database's twin is `localeChains` of @afisha/db.
 */
export const LOCALE_FALLBACKS: Readonly<Record<TLocale, readonly TLocale[]>> = {
  ru: ['ru'],
  en: ['en', 'ru'],
  fr: ['fr', 'en', 'ru'],
  de: ['de', 'en', 'ru'],
};

/** A four-language text in `locale`, else along its chain; '' when it has none at all. */
export function pickLocalized(
  value: Partial<Record<TLocale, string>> | null | undefined,
  locale: string,
): string {
  if (!value) return '';
  const chain = isLocale(locale) ? LOCALE_FALLBACKS[locale] : LOCALE_FALLBACKS.ru;
  for (const each of chain) {
    const text = value[each];
    if (text) return text;
  }
  return value.ru ?? '';
}
