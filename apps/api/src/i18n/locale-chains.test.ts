// The web and the database read a missing translation along the same chain (contracts' LOCALE_FALLBACKS for the
// web, @afisha/db's localeChains for SQL, mails and PDFs): a German reader sees the same title on the page and in
// the mail.
import { LOCALE_FALLBACKS, LOCALES, pickLocalized } from '@afisha/contracts';
import { localeChains, pickLocale } from '@afisha/db';
import { describe, expect, it } from 'vitest';

describe('the fallback chain of a missing translation', () => {
  it('is the same for the web and the database', () => {
    expect(LOCALE_FALLBACKS).toEqual(localeChains);
    for (const locale of LOCALES) {
      for (const value of [{ ru: 'р' }, { ru: 'р', en: 'e' }, { ru: 'р', en: 'e', de: 'd', fr: '' }]) {
        expect(pickLocalized(value, locale), `${locale} ${JSON.stringify(value)}`).toBe(
          pickLocale(value, locale),
        );
      }
    }
  });

  it('falls back on Russian for a language the site does not have', () => {
    expect(pickLocalized({ ru: 'Москва', en: 'Moscow' }, 'es')).toBe('Москва');
    expect(pickLocalized(null, 'en')).toBe('');
  });
});
