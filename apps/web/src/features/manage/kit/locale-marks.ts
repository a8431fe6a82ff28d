// Owns which tabs of a four-language field carry a mark: the languages with no text yet (Russian is required, the
// others are missing translations) and those with an error of their own. Pure, for the field's tabs.
import { LOCALES, type TLocale } from '@afisha/contracts/locale';

export const MANAGE_LOCALES: readonly TLocale[] = LOCALES;

export type LocaleMark = { locale: TLocale; missing: boolean; required: boolean; invalid: boolean };

export function localeMarks(
  value: Partial<Record<TLocale, string | null | undefined>> | null | undefined,
  errors: Partial<Record<TLocale, unknown>> | null | undefined = {},
): LocaleMark[] {
  return MANAGE_LOCALES.map((locale) => ({
    locale,
    missing: !(value?.[locale] ?? '').trim(),
    required: locale === 'ru',
    invalid: Boolean(errors?.[locale]),
  }));
}

/** A value with every language present (`''` where none), as the field's inputs need. */
export function fullLocalized(
  value: Partial<Record<TLocale, string | null | undefined>> | null | undefined,
): Record<TLocale, string> {
  return { ru: value?.ru ?? '', en: value?.en ?? '', fr: value?.fr ?? '', de: value?.de ?? '' };
}

/**
 * An optional translatable field left blank in every language is sent as null (the API's "no text"), not as
 * `{ru: ''}`, which it would refuse as a Russian text missing.
 */
export function blankLocalizedToNull<T extends Record<string, unknown>>(
  values: T,
  keys: readonly string[],
): T {
  const out: Record<string, unknown> = { ...values };
  for (const key of keys) {
    const value = out[key];
    if (
      value &&
      typeof value === 'object' &&
      Object.values(value).every((text) => !String(text ?? '').trim())
    ) {
      out[key] = null;
    }
  }
  return out as T;
}
