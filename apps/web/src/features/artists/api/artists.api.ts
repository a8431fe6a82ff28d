// Artists: the paged list (GET /artists) and one artist with their performances (GET /artists/{slug}).
import { paginated, type TArtist, ZArtist, ZArtistDetail } from '@afisha/contracts';
import { cache } from 'react';
import { catalogueCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export type { TArtist };

export function fetchArtists(locale: string, query: Record<string, string | undefined>) {
  return serverApi().get('/artists', paginated(ZArtist), { locale, query, cache: catalogueCache });
}

export const fetchArtist = cache((locale: string, slug: string) =>
  serverApi().get(`/artists/${encodeURIComponent(slug)}`, ZArtistDetail, { locale, cache: catalogueCache }),
);
