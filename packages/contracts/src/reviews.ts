// Owns the review contracts of a performance (GET /reviews): published reviews, newest first, with
// the author's display name only (never an e-mail address).
import { z } from 'zod';
import { paginated, ZPaginationQuery } from './pagination.ts';

export const ZReviewsQuery = ZPaginationQuery.extend({
  performance: z.string().trim().min(1).max(200).describe('Slug or id of the performance.'),
});
export type TReviewsQuery = z.infer<typeof ZReviewsQuery>;

export const ZReview = z
  .object({
    id: z.number().int(),
    author_name: z.string().describe('First name and the initial of the last name, e.g. "Анна К.".'),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    created_at: z.string().describe('ISO 8601 date-time.'),
  })
  .meta({ id: 'Review' });
export type TReview = z.infer<typeof ZReview>;
export const ZReviewPage = paginated(ZReview);
