// The data of a performance page: the performance itself (GET /performance/{slug}), its sessions (/events), its
// published reviews, its share links and recommendations. Memoised per request: the page and its metadata share.
import {
  paginated,
  type TPerformanceDetail,
  ZEvent,
  ZPerformanceCard,
  ZPerformanceDetail,
} from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { catalogueCache, contentCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export type { TPerformanceDetail };

export const fetchPerformance = cache((locale: string, slug: string) =>
  serverApi().get(`/performance/${encodeURIComponent(slug)}`, ZPerformanceDetail, {
    locale,
    cache: catalogueCache,
  }),
);

// The schedule shows up to 100 sessions (the API's page maximum): months of a repertoire show.
export const SESSIONS_LIMIT = 100;

export const fetchSessions = cache((locale: string, slug: string) =>
  serverApi().get('/events', paginated(ZEvent), {
    locale,
    query: { performance: slug, limit: String(SESSIONS_LIMIT) },
    cache: catalogueCache,
  }),
);

export const ZReview = z.object({
  id: z.number().int(),
  author_name: z.string().nullish(),
  author: z.string().nullish(),
  rating: z.number().nullish(),
  text: z.string(),
  created_at: z.string().nullish(),
});
export type TReview = z.output<typeof ZReview>;

export const REVIEWS_SHOWN = 6;

export const fetchReviews = cache((locale: string, slug: string) =>
  serverApi().get('/reviews', paginated(ZReview), {
    locale,
    query: { performance: slug, limit: String(REVIEWS_SHOWN) },
    cache: contentCache,
  }),
);

// GET /share answers the page address, its title and one link per network: `{url, title, vk, telegram, …}`.
export const ZShareLinks = z.object({ url: z.string(), title: z.string() }).catchall(z.string());
export type TShareLinks = z.output<typeof ZShareLinks>;

export const fetchShareLinks = cache((locale: string, slug: string) =>
  serverApi().get('/share', ZShareLinks, { locale, query: { performance: slug }, cache: catalogueCache }),
);

// Recommendations: the best rated of the same genre in the performance's city — a visitor of a show in Kazan is
// offered shows they can go to there (a dozen, so that other stagings of the same title can be left out and a row
// of four remains).
export const fetchSimilar = cache((locale: string, genre: string | undefined, city: string | undefined) =>
  serverApi().get('/performance', paginated(ZPerformanceCard), {
    locale,
    query: { genres: genre, city, limit: '12', ordering: '-rating' },
    cache: catalogueCache,
  }),
);
