import { ZMyReview } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { myReviewGuard } from './my-review-guard';

describe('myReviewGuard', () => {
  it('agrees with the contract schema', () => {
    const review = {
      id: 1,
      author_name: 'Анна К.',
      rating: 4,
      text: 'Хорошо',
      created_at: '2030-01-02T12:00:00Z',
    };
    for (const sample of [{ review: null }, { review }]) {
      expect(ZMyReview.safeParse(sample).success).toBe(true);
      expect(myReviewGuard.safeParse(sample).success).toBe(true);
    }
    for (const sample of [{}, null, [], { review: 'yes' }, { review: { ...review, id: '1' } }]) {
      expect(ZMyReview.safeParse(sample).success).toBe(false);
      expect(myReviewGuard.safeParse(sample).success).toBe(false);
    }
  });
});
