// Venues: the list of theatres and organisers of a city (GET /theaters) and one venue with its halls, addresses
// and subway stations (GET /theaters/{slug}); its performances come from the catalogue's /performance?theater=.
import { paginated, ZVenueCard } from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { catalogueCache, contentCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export const ZVenueDetail = ZVenueCard.extend({
  description: z.string().nullish(),
  website: z.string().nullish(),
  phone: z.string().nullish(),
});
export type TVenueDetail = z.output<typeof ZVenueDetail>;

export const fetchVenue = cache((locale: string, slug: string) =>
  serverApi().get(`/theaters/${encodeURIComponent(slug)}`, ZVenueDetail, { locale, cache: contentCache }),
);

export function fetchVenues(locale: string, query: Record<string, string | undefined>) {
  return serverApi().get('/theaters', paginated(ZVenueCard), { locale, query, cache: catalogueCache });
}
