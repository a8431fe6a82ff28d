// Owns the editorial contracts of the catalogue: collections (/selections, route /collections)
// and the home page's recommendation slider (/recommendslider).
import { z } from 'zod';
import { ZPerformanceCard } from './catalogue.ts';
import { ZSlugParam } from './catalogue-query.ts';
import { paginated, ZPaginationQuery } from './pagination.ts';

export const ZSelection = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: 'Selection' });
export type TSelection = z.infer<typeof ZSelection>;

export const ZCityScopeQuery = z.object({
  city: ZSlugParam.optional().describe("That city's items and the ones shown in every city."),
});
export type TCityScopeQuery = z.infer<typeof ZCityScopeQuery>;

export const ZSelectionList = z.array(ZSelection);

export const ZSelectionSlugParams = z.object({ slug: ZSlugParam });

export const ZSelectionDetailQuery = ZPaginationQuery.extend({
  city: ZSlugParam.optional().describe('Only performances with an upcoming event in that city.'),
});
export type TSelectionDetailQuery = z.infer<typeof ZSelectionDetailQuery>;

export const ZSelectionDetail = ZSelection.extend({
  performances: paginated(ZPerformanceCard).describe('In editorial order; paged by limit and offset.'),
}).meta({ id: 'SelectionDetail' });
export type TSelectionDetail = z.infer<typeof ZSelectionDetail>;

export const ZRecommendSlide = z
  .object({
    id: z.number().int(),
    image: z.string().nullable().describe("The slide's own image, else the performance poster."),
    performance: ZPerformanceCard,
  })
  .meta({ id: 'RecommendSlide' });
export type TRecommendSlide = z.infer<typeof ZRecommendSlide>;

export const ZRecommendSlider = z.array(ZRecommendSlide);
