// The locale of a page's generateMetadata, pinned for next-intl before anything else runs. Metadata may resolve
// before the page body has called setRequestLocale; without the pin next-intl would read the request headers, which
// turns a cached page into a per-request one (Next then refuses to serve it: "changed from static to dynamic").
import { setRequestLocale } from 'next-intl/server';
import { parseAppLocale } from '@/i18n/app-locale';
import type { AppLocale } from '@/i18n/routing';

export async function metadataLocale(params: Promise<{ locale: string }>): Promise<AppLocale | undefined> {
  const locale = parseAppLocale((await params).locale);
  if (locale) setRequestLocale(locale);
  return locale;
}
