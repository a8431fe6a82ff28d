// The locale routing of the whole site: ru is the default and has no URL prefix, /en, /fr, /de carry one.
import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  // The same list as LOCALES in packages/contracts (a test holds them equal). Spelled out rather than imported
  // because this module reaches the browser, and the contracts module would bring zod along with it.
  locales: ['ru', 'en', 'fr', 'de'],
  defaultLocale: 'ru',
  localePrefix: 'as-needed',
  // The URL alone decides the language: `/` is always Russian, whatever the browser prefers or a cookie remembers,
  // so a shared link shows every visitor (and search engine) the same page.
  localeDetection: false,
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];
