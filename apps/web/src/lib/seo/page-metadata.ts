// The metadata every page gives search engines and link previews: a localized title and description, the
// canonical address of this language version, hreflang alternates for all four (ru without a prefix, /en, /fr, /de,
// x-default = ru) and an Open Graph image. Relative addresses resolve against the layout's metadataBase.
import type { Metadata } from 'next';
import { type AppLocale, routing } from '@/i18n/routing';

/** The public path of a page in a locale: `/events` in Russian, `/en/events` in English, `/en` for the home page. */
export function localizedPath(locale: AppLocale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = localizedPath(locale, path);
  languages['x-default'] = localizedPath(routing.defaultLocale, path);
  return languages;
}

export type PageMetadataInput = {
  locale: AppLocale;
  /** The page's path without a locale prefix, e.g. `/perfomances/hamlet`. */
  path: string;
  title: string;
  description: string;
  /** An image for link previews (a poster); the site-wide one applies when missing. */
  image?: string | null;
};

export function pageMetadata({ locale, path, title, description, image }: PageMetadataInput): Metadata {
  const canonical = localizedPath(locale, path);
  return {
    title,
    description,
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url: canonical,
      title,
      description,
      locale,
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}
