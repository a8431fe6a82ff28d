// Published reviews of a performance, newest first, each with its author's display name, rating and date. `first`
// is a slot for the visitor's own review just posted (it belongs at the top of the list); `empty` replaces the
// "no reviews yet" line (so that it can disappear once the visitor has posted one).
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { REVIEW_DATE_FORMAT, ReviewItem } from '@/components/ui/review-item';
import type { TReview } from '../api/performance.api';

type ReviewListProps = { reviews: readonly TReview[]; first?: ReactNode; empty?: ReactNode };

export function ReviewList({ reviews, first, empty }: ReviewListProps) {
  const t = useTranslations('Performance');
  const format = useFormatter();
  const noReviews = <p className="text-muted">{t('noReviews')}</p>;
  return (
    <>
      <ul className="grid gap-4 empty:hidden md:grid-cols-2">
        {first}
        {reviews.map((review) => (
          <ReviewItem
            key={review.id}
            author={review.author_name ?? review.author ?? ''}
            rating={review.rating ?? null}
            ratingLabel={t('reviewRating', { rating: review.rating ?? 0 })}
            text={review.text}
            date={review.created_at ? format.dateTime(new Date(review.created_at), REVIEW_DATE_FORMAT) : null}
          />
        ))}
      </ul>
      {reviews.length === 0 ? (empty ?? noReviews) : null}
    </>
  );
}
