// Each language's name in that language (its autonym): the language chooser shows these, the same in every
// locale, so a visitor finds their own language whatever page they are on. Not translations, hence not messages.
import type { AppLocale } from './routing';

export const localeNames: Record<AppLocale, string> = {
  ru: 'Русский',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
};
