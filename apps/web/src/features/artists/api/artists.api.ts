// Artists: the paged list (GET /artists) and one artist with their performances (GET /artists/{slug}).
import { paginated, ZPerformanceCard } from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { listOf } from '@/lib/api-lists';
import { ZImageRef } from '@/lib/api-shapes';
import { catalogueCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export const ZArtistSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  photo: ZImageRef,
});
export type TArtistSummary = z.output<typeof ZArtistSummary>;

export const ZArtistDetail = ZArtistSummary.extend({
  bio: z.string().nullish(),
  performances: listOf(ZPerformanceCard).default([]),
});

export function fetchArtists(locale: string, query: Record<string, string | undefined>) {
  return serverApi().get('/artists', paginated(ZArtistSummary), { locale, query, cache: catalogueCache });
}

export const fetchArtist = cache((locale: string, slug: string) =>
  serverApi().get(`/artists/${encodeURIComponent(slug)}`, ZArtistDetail, { locale, cache: catalogueCache }),
);
