// The session a seat map page is about (GET /events/{id}: the SPEC.md Event fields and its performance), for the
// server-rendered top of the page. Catalogue data, cached like the catalogue; memoised per request so the page and
// its metadata share one call.
import { ZEventWithPerformance } from '@afisha/contracts';
import { cache } from 'react';
import { catalogueCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export const fetchSeatMapEvent = cache((locale: string, id: number) =>
  serverApi().get(`/events/${id}`, ZEventWithPerformance, { locale, cache: catalogueCache }),
);

/** A positive integer id from the path segment; anything else is no event at all. */
export function eventIdOf(segment: string): number | null {
  if (!/^\d{1,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}
