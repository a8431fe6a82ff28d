// Published reviews of a performance, newest first, each with its author's display name, rating and date.
import { useFormatter, useTranslations } from 'next-intl';
import type { TReview } from '../api/performance.api';

export function ReviewList({ reviews }: { reviews: readonly TReview[] }) {
  const t = useTranslations('Performance');
  const format = useFormatter();
  if (reviews.length === 0) return <p className="text-muted">{t('noReviews')}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-col gap-2 rounded-2xl bg-surface p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-ink">{review.author_name ?? review.author}</p>
            {review.rating ? (
              <p className="text-sm text-ink">
                <span aria-hidden="true">{'★'.repeat(Math.round(review.rating))}</span>
                <span className="sr-only">{t('reviewRating', { rating: review.rating })}</span>
              </p>
            ) : null}
          </div>
          <p className="whitespace-pre-line text-pretty text-ink">{review.text}</p>
          {review.created_at ? (
            <p className="text-sm text-muted">
              {format.dateTime(new Date(review.created_at), {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
