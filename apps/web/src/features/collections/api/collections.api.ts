// Editorial collections (API /selections, site route /collections): the city's list and one collection with its
// performances in editorial order, paged.
import { type TSelection, ZSelectionDetail, ZSelectionList } from '@afisha/contracts';
import { cache } from 'react';
import { catalogueCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export type { TSelection };

export const fetchCollections = cache((locale: string, city: string | undefined) =>
  serverApi().get('/selections', ZSelectionList, { locale, query: { city }, cache: catalogueCache }),
);

export const fetchCollection = cache(
  (locale: string, slug: string, city: string | undefined, offset: number) =>
    serverApi().get(`/selections/${encodeURIComponent(slug)}`, ZSelectionDetail, {
      locale,
      query: { city, limit: '12', offset: String(offset) },
      cache: catalogueCache,
    }),
);
