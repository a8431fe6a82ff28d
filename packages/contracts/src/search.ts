// Owns the search contracts (SPEC.md 3 "Search result", docs/api.md "Shell and search"): GET /search,
// the quick-search lists GET /performancegroups and GET /theaters, their query strings and items.
import { z } from 'zod';
import { ZEvent, ZPerformanceCard, ZVenueCard, ZVenueType } from './catalogue.ts';
import { PAGE_SIZE, PAGE_SIZE_MAX, paginated, ZPaginationQuery } from './pagination.ts';

/** Longest search text accepted; longer is a 400 (the search box never sends that much). */
export const SEARCH_TEXT_MAX = 1000;

const ZSearchText = z
  .string()
  .max(SEARCH_TEXT_MAX)
  .describe('What the visitor typed, in any layout or alphabet.');

const ZCitySlug = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .describe('Slug of the city to search in; all cities when absent.');

export const ZSearchQuery = z.object({
  q: ZSearchText.default(''),
  city: ZCitySlug.optional(),
  limit: ZPaginationQuery.shape.limit.describe(
    `Items per list (default ${PAGE_SIZE}, max ${PAGE_SIZE_MAX}).`,
  ),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

export const ZSearchEvent = ZEvent.extend({
  performance: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    original_image: z.string().nullable(),
  }),
  date_line: z
    .string()
    .describe(
      'The date as SPEC.md 4 shows it, in the asked language: year when not this year, day and month, time, hall; a range for open-date tickets.',
    ),
}).meta({ id: 'SearchEvent' });
export type TSearchEvent = z.infer<typeof ZSearchEvent>;

export const ZSearchResult = z
  .object({
    events: z
      .array(ZSearchEvent)
      .describe('The closest event of each matching performance, best match first.'),
    theaters: z.array(ZVenueCard).describe('Matching venues, best match first.'),
  })
  .meta({ id: 'SearchResult' });
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZPerformanceGroupsQuery = ZPaginationQuery.extend({
  search: ZSearchText.optional(),
  city: ZCitySlug.optional(),
});
export type TPerformanceGroupsQuery = z.infer<typeof ZPerformanceGroupsQuery>;

export const ZPerformanceGroup = ZPerformanceCard.extend({
  group_id: z
    .number()
    .int()
    .nullable()
    .describe('The production (performance group); null for a performance staged at one venue only.'),
  performances_count: z
    .number()
    .int()
    .describe(
      'Performances of the production in scope; id and slug are the one to open (the closest event).',
    ),
}).meta({ id: 'PerformanceGroup' });
export type TPerformanceGroup = z.infer<typeof ZPerformanceGroup>;

export const ZPerformanceGroupPage = paginated(ZPerformanceGroup);

export const ZTheatersQuery = ZPaginationQuery.extend({
  search: ZSearchText.optional(),
  city: ZCitySlug.optional(),
  type: ZVenueType.optional(),
});
export type TTheatersQuery = z.infer<typeof ZTheatersQuery>;

export const ZTheaterPage = paginated(ZVenueCard);
