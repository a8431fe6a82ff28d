// Per-request i18n configuration for server components: the locale from the [locale] segment and its messages.
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import { SITE_TIME_ZONE } from './time-zone';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // The [locale] segment also catches paths like `/favicon.ico`; those render in the default locale.
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`./messages/${locale}.json`)).default;
  return { locale, messages, timeZone: SITE_TIME_ZONE };
});
