// A back-office record's translatable text in the page's language, falling back to Russian (always written).
import type { TLocalizedRead } from '@afisha/contracts/manage/common';

export const inLocale = (value: TLocalizedRead, locale: string): string =>
  (value as Record<string, string>)[locale] || value.ru;
