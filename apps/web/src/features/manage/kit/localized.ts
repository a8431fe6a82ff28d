// A back-office record's translatable text in the page's language, else along the fallback chain (de → en → ru).
import { pickLocalized } from '@afisha/contracts';
import type { TLocalizedRead } from '@afisha/contracts/manage/common';

export const inLocale = (value: TLocalizedRead, locale: string): string => pickLocalized(value, locale);
