// Venues: the list of theatres and organisers (GET /theaters) and one venue with its halls, addresses and subway
// stations (GET /theaters/{slug}); its performances come from the catalogue's /performance?theater=.
import { paginated, type TVenueDetail, ZVenueCard, ZVenueDetail } from '@afisha/contracts';
import { cache } from 'react';
import { catalogueCache, contentCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export type { TVenueDetail };

export const fetchVenue = cache((locale: string, slug: string) =>
  serverApi().get(`/theaters/${encodeURIComponent(slug)}`, ZVenueDetail, { locale, cache: contentCache }),
);

export function fetchVenues(locale: string, query: Record<string, string | undefined>) {
  return serverApi().get('/theaters', paginated(ZVenueCard), { locale, query, cache: catalogueCache });
}
