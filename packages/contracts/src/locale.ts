// Owns the list of supported locales: the one place web and api agree on which languages exist.
import { z } from 'zod';

export const LOCALES = ['ru', 'en', 'fr', 'de'] as const;
export const DEFAULT_LOCALE = 'ru' satisfies (typeof LOCALES)[number];

export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
