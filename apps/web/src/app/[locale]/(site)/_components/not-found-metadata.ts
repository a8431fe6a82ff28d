// The <title> of a 404. Pages that end in notFound() export it from their own generateMetadata: Next 16 shows a
// dynamic route's 404 through the page's metadata once the browser takes over, not the not-found file's.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

export async function notFoundMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle') };
}
