// A rating as five stars, the earned ones filled and the rest outlined, so "4" reads as four of five at a glance.
// The stars themselves are hidden from screen readers; `label` ("Оценка: 4 из 5") is what they read instead.
import { starStates } from './rating-stars-state';

const STAR_PATH = 'M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.17l-5.62 2.95 1.07-6.27L2.9 9.4l6.3-.9z';

export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5 text-brand" data-testid="rating-stars">
      {starStates(rating).map((filled, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={index}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          data-star={filled ? 'filled' : 'empty'}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
      <span className="sr-only">{label}</span>
    </span>
  );
}
