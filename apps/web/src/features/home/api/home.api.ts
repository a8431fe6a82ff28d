// What a city's home page shows besides the card grid: main slides, recommendations, the gift-certificate banner,
// and the closest performances of the city.
import {
  type TGiftCardBanner,
  type TMainSlide,
  type TPerformanceCard,
  ZGiftCardBannerList,
  ZMainSlideList,
  ZPerformanceCard,
  ZRecommendSlider,
} from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { catalogueCache, contentCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export type { TGiftCardBanner, TMainSlide };

export const fetchMainSlides = cache((locale: string, city: string) =>
  serverApi().get('/mainslides', ZMainSlideList, { locale, query: { city }, cache: contentCache }),
);

export const fetchGiftCardBanners = cache((locale: string, city: string) =>
  serverApi().get('/gift_card_banner', ZGiftCardBannerList, { locale, query: { city }, cache: contentCache }),
);

// A recommendation is a performance card shown with the slide's own image when it has one.
const ZRecommendationCards = ZRecommendSlider.transform((slides): TPerformanceCard[] =>
  slides.map(({ image, performance }) => ({
    ...performance,
    original_image: image ?? performance.original_image,
  })),
);

export const fetchRecommendations = cache((locale: string, city: string) =>
  serverApi().get('/recommendslider', ZRecommendationCards, {
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
