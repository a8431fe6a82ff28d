// Owns the /performance contracts: the filtered listing, the full performance page and the feed
// of performances that changed (for partners and caches).
import { z } from 'zod';
import { ZPerformanceCard, ZPrice, ZVenueCard } from './catalogue.ts';
import { ZDateParam, ZFlagParam, ZSlugListParam, ZSlugParam } from './catalogue-query.ts';
import { ZPaginationQuery } from './pagination.ts';
import { ZReference } from './taxonomy.ts';

export const PERFORMANCE_ORDERINGS = ['closest', 'price', '-rating', 'title'] as const;
export const ZPerformanceOrdering = z.enum(PERFORMANCE_ORDERINGS);
export type TPerformanceOrdering = z.infer<typeof ZPerformanceOrdering>;

export const ZPerformanceListQuery = ZPaginationQuery.extend({
  city: ZSlugParam.optional().describe('City slug; absent means every city.'),
  genres: ZSlugListParam.optional(),
  tags: ZSlugListParam.optional(),
  category: ZSlugParam.optional().describe('A genre slug (the generic list parameter).'),
  weekends: ZFlagParam.optional().describe('true: only events on Saturday, Sunday or a public holiday.'),
  date_from: ZDateParam.optional(),
  date_to: ZDateParam.optional(),
  theater: ZSlugParam.optional().describe('Venue slug.'),
  ordering: ZPerformanceOrdering.default('closest'),
});
export type TPerformanceListQuery = z.infer<typeof ZPerformanceListQuery>;

export const ZCastMember = z
  .object({ slug: z.string(), name: z.string(), role: z.string().nullable(), photo: z.string().nullable() })
  .meta({ id: 'CastMember' });
export type TCastMember = z.infer<typeof ZCastMember>;

export const ZPerformanceDetail = ZPerformanceCard.extend({
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  duration: z.string().nullable().describe('HH:MM; null when not announced.'),
  is_premiere: z.boolean(),
  rating_count: z.number().int(),
  max_price: ZPrice.nullable().describe('Highest price of the upcoming events.'),
  genres: z.array(ZReference),
  tags: z.array(ZReference),
  artists: z.array(ZCastMember),
  venue: ZVenueCard,
  images: z.object({ poster: z.string().nullable(), original: z.string().nullable() }),
  performance_group: z.string().nullable().describe('Slug of the production group, if any.'),
}).meta({ id: 'PerformanceDetail' });
export type TPerformanceDetail = z.infer<typeof ZPerformanceDetail>;

export const ZPerformanceSlugParams = z.object({ slug: ZSlugParam });

export const ZPerformanceUpdatesQuery = ZPaginationQuery.extend({
  since: z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp, e.g. 2030-01-15T12:00:00Z.'),
});
export type TPerformanceUpdatesQuery = z.infer<typeof ZPerformanceUpdatesQuery>;

export const ZPerformanceUpdate = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    changed_at: z.string().describe('When the performance, one of its events or prices last changed.'),
  })
  .meta({ id: 'PerformanceUpdate' });
export type TPerformanceUpdate = z.infer<typeof ZPerformanceUpdate>;
