// Owns the FAQ contracts: categories with their question counts, and the paged questions with
// answers (editor HTML, sanitised by the API), filtered by category and searched.
import { z } from 'zod';
import { paginated, ZPaginationQuery } from './pagination.ts';
import { ZSiteQuery } from './site.ts';

export const ZFaqCategory = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    count: z.number().int().min(0).describe('Published questions in the category.'),
  })
  .meta({ id: 'FaqCategory' });
export type TFaqCategory = z.infer<typeof ZFaqCategory>;
export const ZFaqCategoryList = z.array(ZFaqCategory);

export const ZFaqPageQuery = ZPaginationQuery.extend({
  ...ZSiteQuery.shape,
  category: z.string().trim().max(100).optional().describe('Slug of a category.'),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Text to find in questions and answers (any case, ё and е alike).'),
});
export type TFaqPageQuery = z.infer<typeof ZFaqPageQuery>;

export const ZFaqItem = z
  .object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string().describe('HTML, sanitised.'),
    category: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  })
  .meta({ id: 'FaqItem' });
export type TFaqItem = z.infer<typeof ZFaqItem>;
export const ZFaqPage = paginated(ZFaqItem);
