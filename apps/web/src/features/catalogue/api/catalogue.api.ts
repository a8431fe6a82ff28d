// The catalogue data of listings: performance cards under filters (GET /performance), the calendar's dates with
// events (/eventdates), and the filter choices (genres, tags, the city's venues).
import { paginated, ZEventDates, ZPerformanceCard, ZReference, ZVenueCard } from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { listOf } from '@/lib/api-lists';
import { catalogueCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export const ZPerformanceCardPage = paginated(ZPerformanceCard);

export function fetchPerformanceCards(locale: string, query: Record<string, string | undefined>) {
  return serverApi().get('/performance', ZPerformanceCardPage, { locale, query, cache: catalogueCache });
}

/** `city` undefined: every city's dates. */
export const fetchEventDates = cache((locale: string, city: string | undefined) =>
  serverApi().get('/eventdates', ZEventDates, { locale, query: { city }, cache: catalogueCache }),
);

export const fetchGenres = cache((locale: string) =>
  serverApi().get('/genres', z.array(ZReference), { locale, cache: catalogueCache }),
);

export const fetchTags = cache((locale: string) =>
  serverApi().get('/tags', z.array(ZReference), { locale, cache: catalogueCache }),
);

/** A venue as the filter names it: the four fields it asks the API for (`query`), not the whole card. */
const ZVenueChoice = ZVenueCard.pick({ id: true, slug: true, type: true, name: true });

/** `city` undefined: the venues of every city (the first 100). */
export const fetchCityVenues = cache((locale: string, city: string | undefined) =>
  serverApi().get('/theaters', listOf(ZVenueChoice), {
    locale,
    query: { city, limit: '100', query: '{id,slug,type,name}' },
    cache: catalogueCache,
  }),
);
