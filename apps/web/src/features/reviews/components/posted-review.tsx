'use client';
// The visitor's review just posted, as the first item of the page's review list: the page is cached for everybody,
// so their review is added here until the page is next rebuilt with it.
import { useFormatter, useTranslations } from 'next-intl';
import { REVIEW_DATE_FORMAT, ReviewItem } from '@/components/ui/review-item';
import { useReviewState } from './review-state';

export function PostedReview() {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const { outcome } = useReviewState();
  if (outcome?.kind !== 'posted') return null;
  const { review } = outcome;
  return (
    <ReviewItem
      author={review.author_name}
      rating={review.rating}
      ratingLabel={t('ratingLabel', { rating: review.rating })}
      text={review.text}
      date={format.dateTime(new Date(review.created_at), REVIEW_DATE_FORMAT)}
      note={<p className="text-sm font-semibold text-brand">{t('yours')}</p>}
    />
  );
}
