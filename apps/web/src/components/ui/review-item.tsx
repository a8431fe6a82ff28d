// One review as the performance page shows it (author, five stars with the rating's filled, text, date). The texts come formatted, so the
// server's list and the browser's freshly posted review (features/reviews) look the same.
import type { ReactNode } from 'react';
import { RatingStars } from './rating-stars';

type ReviewItemProps = {
  author: string;
  rating: number | null;
  ratingLabel: string;
  text: string;
  date: string | null;
  /** A line over the review (e.g. "your review"). */
  note?: ReactNode;
};

export function ReviewItem({ author, rating, ratingLabel, text, date, note }: ReviewItemProps) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-surface p-4">
      {note}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">{author}</p>
        {rating ? (
          <p className="text-sm text-ink">
            <RatingStars rating={rating} label={ratingLabel} />
          </p>
        ) : null}
      </div>
      <p className="whitespace-pre-line text-pretty text-ink">{text}</p>
      {date ? <p className="text-sm text-muted">{date}</p> : null}
    </li>
  );
}

export const REVIEW_DATE_FORMAT = { day: 'numeric', month: 'long', year: 'numeric' } as const;
