// The look of the favourite toggle (favorite-button.tsx): a heart, filled when chosen, as a round button over a
// card's poster (`icon`) or a button with its word (`labelled`, the performance page). Behaviour is the caller's.
import type { MouseEventHandler } from 'react';

/**
 * The favourite button's props, here beside its look so the lazily loaded toggle (favorite-toggle.tsx) and the
 * button that loads it (favorite-button.tsx) share them without importing each other.
 */
export type FavoriteButtonProps = {
  performance: number;
  title: string;
  /** `icon`: a round button over a card's poster; `labelled`: a button with its text (the performance page). */
  variant?: 'icon' | 'labelled';
  className?: string;
};

export type FavoriteHeartProps = {
  variant: 'icon' | 'labelled';
  /** The accessible name of the icon variant (the labelled one is named by its word). */
  label: string;
  word: string;
  /** undefined: not a toggle (yet), e.g. for an anonymous visitor. */
  pressed?: boolean;
  busy?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  title?: string;
  /** What e2e tests and styles can read: `true`, `false`, `anonymous`, `unknown`. */
  state: string;
  className?: string;
};

const variants = {
  icon: 'size-10 justify-center rounded-full bg-white/90 shadow-sm backdrop-blur hover:bg-white',
  labelled: 'gap-2 rounded-full border border-line bg-white px-5 py-2.5 font-semibold hover:border-brand',
};

export function FavoriteHeart({
  variant,
  label,
  word,
  pressed,
  busy,
  onClick,
  title,
  state,
  className = '',
}: FavoriteHeartProps) {
  const on = pressed === true;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={variant === 'icon' ? label : undefined}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      title={title}
      data-favorite={state}
      className={`z-10 inline-flex items-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${variants[variant]} ${on ? 'text-brand' : 'text-ink'} ${className || 'relative'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        className="size-5 shrink-0"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
      </svg>
      {/* The same word pressed or not (aria-pressed tells the state); the filled heart shows it. */}
      {variant === 'labelled' ? <span>{word}</span> : null}
    </button>
  );
}
