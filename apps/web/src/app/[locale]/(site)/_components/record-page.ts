// The two outcomes every page about one record (a performance, a venue, an artist, a collection, a CMS page)
// shares: the API does not know the slug → the localized 404 (page and <title>); the API is down → the page shows
// the "unavailable" notice and keeps the layout's title.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { ApiResult } from '@/lib/api-client';
import { isMissing } from '@/lib/api-result';
import { notFoundMetadata } from './not-found-metadata';

export async function recordMetadata<T>(
  locale: AppLocale,
  result: ApiResult<T>,
  build: (data: T) => Metadata | Promise<Metadata>,
): Promise<Metadata> {
  if (isMissing(result)) return notFoundMetadata(locale);
  return result.ok ? build(result.data) : {};
}

/** The record, or the 404 page for an unknown slug; `null` when the API could not answer. */
export function recordOrNotFound<T>(result: ApiResult<T>): T | null {
  if (isMissing(result)) notFound();
  return result.ok ? result.data : null;
}
