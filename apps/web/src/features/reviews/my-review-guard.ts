// The shape check of GET /reviews/mine (`{review: null}` or `{review: {…}}`) without zod, which stays out of the
// performance page's first load (see lib/api-guards.ts); held to the contract's schema by its test.
import type { TMyReview } from '@afisha/contracts';
import type { Parser } from '@/lib/api-client';

const isShape = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const myReviewGuard: Parser<TMyReview> = {
  safeParse: (value) =>
    isShape(value) &&
    (value.review === null ||
      (isShape(value.review) && Number.isInteger(value.review.id) && Number.isInteger(value.review.rating)))
      ? { success: true, data: value as TMyReview }
      : { success: false },
};
