// Narrowing the [locale] route parameter to a supported locale. The locale layout answers 404 for any other
// value; pages use toAppLocale for the type, metadata functions use parseAppLocale to step aside for that 404.
import { hasLocale } from 'next-intl';
import { type AppLocale, routing } from './routing';

export function parseAppLocale(value: string): AppLocale | undefined {
  return hasLocale(routing.locales, value) ? value : undefined;
}

export function toAppLocale(value: string): AppLocale {
  return parseAppLocale(value) ?? routing.defaultLocale;
}
