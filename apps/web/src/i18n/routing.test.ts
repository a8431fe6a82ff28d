import { DEFAULT_LOCALE, LOCALES } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { routing } from './routing';

describe('routing', () => {
  it('offers exactly the locales the API serves, with the same default', () => {
    expect(routing.locales).toEqual(LOCALES);
    expect(routing.defaultLocale).toBe(DEFAULT_LOCALE);
  });

  it('keeps the default locale unprefixed and lets only the URL choose the language', () => {
    expect(routing.localePrefix).toBe('as-needed');
    expect(routing.localeDetection).toBe(false);
  });
});
