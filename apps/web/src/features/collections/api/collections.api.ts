// Editorial collections (API /selections, site route /collections): the city's list and one collection with its
// performances in editorial order, paged.
import { paginated, ZPerformanceCard } from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { listOf } from '@/lib/api-lists';
import { ZImageRef } from '@/lib/api-shapes';
import { catalogueCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export const ZCollectionSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  image: ZImageRef,
});
export type TCollectionSummary = z.output<typeof ZCollectionSummary>;

// The performances arrive as a page of cards, under `performances` or as the answer's own `results`.
export const ZCollectionDetail = ZCollectionSummary.extend({
  performances: paginated(ZPerformanceCard).optional(),
  count: z.number().int().optional(),
  results: z.array(ZPerformanceCard).optional(),
}).transform(({ performances, count, results, ...collection }) => ({
  ...collection,
  performances: performances ?? { count: count ?? results?.length ?? 0, results: results ?? [] },
}));
export type TCollectionDetail = z.output<typeof ZCollectionDetail>;

export const fetchCollections = cache((locale: string, city: string | undefined) =>
  serverApi().get('/selections', listOf(ZCollectionSummary), {
    locale,
    query: { city, limit: '100' },
    cache: catalogueCache,
  }),
);

export const fetchCollection = cache(
  (locale: string, slug: string, city: string | undefined, offset: number) =>
    serverApi().get(`/selections/${encodeURIComponent(slug)}`, ZCollectionDetail, {
      locale,
      query: { city, limit: '12', offset: String(offset) },
      cache: catalogueCache,
    }),
);
