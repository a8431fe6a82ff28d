// What a city's home page shows besides cards: main slides, recommendations, the gift-certificate banner, and the
// closest performances of the city.
import { ZPerformanceCard } from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { listOf } from '@/lib/api-lists';
import { ZImageRef } from '@/lib/api-shapes';
import { catalogueCache, contentCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export const ZBanner = z.object({
  id: z.number().int(),
  image: ZImageRef,
  title: z.string().nullish(),
  subtitle: z.string().nullish(),
  text: z.string().nullish(),
  url: z.string(),
});
export type TBanner = z.output<typeof ZBanner>;

export const fetchMainSlides = cache((locale: string, city: string) =>
  serverApi().get('/mainslides', listOf(ZBanner), { locale, query: { city }, cache: contentCache }),
);

export const fetchGiftCardBanners = cache((locale: string, city: string) =>
  serverApi().get('/gift_card_banner', listOf(ZBanner), { locale, query: { city }, cache: contentCache }),
);

// A recommendation is a performance card, possibly with an image of its own instead of the poster; it may come
// flat or nested under `performance`.
const ZRecommendation = z
  .union([
    z.object({ image: ZImageRef.optional(), performance: ZPerformanceCard }),
    ZPerformanceCard.extend({ image: ZImageRef.optional() }),
  ])
  .transform((item) => {
    const card = 'performance' in item ? item.performance : item;
    return { ...card, original_image: item.image?.url ?? card.original_image };
  });

export const fetchRecommendations = cache((locale: string, city: string) =>
  serverApi().get('/recommendslider', listOf(ZRecommendation), {
    locale,
    query: { city },
    cache: catalogueCache,
  }),
);

export const CLOSEST_SHOWN = 8;

export const fetchClosest = cache((locale: string, city: string) =>
  serverApi().get('/performance', z.object({ results: z.array(ZPerformanceCard) }), {
    locale,
    query: { city, ordering: 'closest', limit: String(CLOSEST_SHOWN) },
    cache: catalogueCache,
  }),
);
