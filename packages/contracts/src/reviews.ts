// Owns the review contracts of a performance: GET /reviews (published reviews, newest first, with
// the author's display name only, never an e-mail address), POST /reviews (a signed-in
// customer's one review of a performance; the answer carries the performance's new rating) and
// GET /reviews/mine (whether the signed-in customer has reviewed a performance: the page shows
// "you reviewed this" instead of the form).
import { z } from 'zod';
import { ZIdField, ZIdParam } from './catalogue-query.ts';
import { paginated, ZPaginationQuery } from './pagination.ts';

export const REVIEW_TEXT_MAX_LENGTH = 2000;

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

export const ZReviewCreateRequest = z.object({
  performance: ZIdField.describe('Performance id.'),
  rating: z.number().int().min(1).max(5),
  text: z
    .string()
    .trim()
    .min(1)
    .max(REVIEW_TEXT_MAX_LENGTH)
    // PostgreSQL text cannot hold U+0000; refused here rather than failing in the database.
    .refine((text) => !text.includes('\u0000')),
});
export type TReviewCreateRequest = z.infer<typeof ZReviewCreateRequest>;

export const ZCreatedReview = ZReview.extend({
  performance: z
    .object({
      id: z.number().int(),
      rating: z.number().nullable().describe('Average of the published reviews, two decimals.'),
      rating_count: z.number().int(),
    })
    .describe('The performance with its rating including this review.'),
}).meta({ id: 'CreatedReview' });
export type TCreatedReview = z.infer<typeof ZCreatedReview>;

/** GET /reviews/mine?performance={id}. */
export const ZMyReviewQuery = z.object({ performance: ZIdParam.describe('Performance id.') });
export type TMyReviewQuery = z.infer<typeof ZMyReviewQuery>;

/** The signed-in customer's review of the performance (published or not), or null when they have none. */
export const ZMyReview = z.object({ review: ZReview.nullable() }).meta({ id: 'MyReview' });
export type TMyReview = z.infer<typeof ZMyReview>;
