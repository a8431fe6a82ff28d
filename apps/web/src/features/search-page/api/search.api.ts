// Full search results (GET /search): performances with a date line and venues, in the visitor's language and city.
import { ZVenueType } from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { catalogueCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

const ZSearchEvent = z.object({
  id: z.number().int(),
  performance: z.object({
    slug: z.string(),
    title: z.string(),
    original_image: z.string().nullish(),
    venue_name: z.string().nullish(),
    min_price: z.number().nullish(),
    age: z.number().int().nullish(),
  }),
  date_line: z.string().nullish(),
  city_title: z.string().nullish(),
  hall_subtitle: z.string().nullish(),
  minpricesell: z.number().nullish(),
});
export type TSearchEvent = z.output<typeof ZSearchEvent>;

const ZSearchVenue = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: ZVenueType,
  city_title: z.string().optional(),
  halls: z.array(z.object({ address: z.string() }).passthrough()).default([]),
});
export type TSearchVenue = z.output<typeof ZSearchVenue>;

export const ZSearchResults = z.object({ events: z.array(ZSearchEvent), theaters: z.array(ZSearchVenue) });

/** `city` undefined: every city. */
export const fetchSearch = cache((locale: string, q: string, city: string | undefined, limit: number) =>
  serverApi().get('/search', ZSearchResults, {
    locale,
    query: { q, limit: String(limit), ...(city ? { city } : {}) },
    cache: catalogueCache,
  }),
);
