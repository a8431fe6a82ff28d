// The metadata of the sign-in, sign-up, password and profile pages: a localized title, and kept out of search
// engines (robots.ts disallows them too; `noindex` also covers a link that a crawler finds elsewhere).
import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function authPageMetadata(
  locale: AppLocale,
  path: string,
  title: string,
  description: string,
): Metadata {
  return { ...pageMetadata({ locale, path, title, description }), robots: { index: false, follow: false } };
}
