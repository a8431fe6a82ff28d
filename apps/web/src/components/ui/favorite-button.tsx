'use client';
// The favourite toggle (a heart) of a performance, on its cards and its page. Catalogue pages are cached and the
// same for everybody, so the heart's state is the visitor's own, read in the browser (lib/use-favorite.ts): a
// toggle button (aria-pressed) for a signed-in visitor, a way to sign in (and come back) for an anonymous one.
// While the account is not known yet the heart is drawn empty and a click does nothing.
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { signInPath } from '@/lib/return-path';
import { showFormErrorToast } from '@/lib/toasts';
import { useFavorite } from '@/lib/use-favorite';

type FavoriteButtonProps = {
  performance: number;
  title: string;
  /** `icon`: a round button over a card's poster; `labelled`: a button with its text (the performance page). */
  variant?: 'icon' | 'labelled';
  className?: string;
};

function HeartIcon({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  );
}

const variants = {
  icon: 'size-10 justify-center rounded-full bg-white/90 shadow-sm backdrop-blur hover:bg-white',
  labelled: 'gap-2 rounded-full border border-line bg-white px-5 py-2.5 font-semibold hover:border-brand',
};

export function FavoriteButton({
  performance,
  title,
  variant = 'icon',
  className = '',
}: FavoriteButtonProps) {
  const t = useTranslations('Favorites');
  const favorite = useFavorite(performance);
  const pathname = usePathname();
  const router = useRouter();
  const on = favorite.state === 'ready' && favorite.isFavorite;

  const onClick = async () => {
    if (favorite.state === 'anonymous') {
      router.push(signInPath(`${pathname}${window.location.search}`));
      return;
    }
    if (favorite.state !== 'ready' || favorite.pending) return;
    const ok = await favorite.set(!favorite.isFavorite);
    if (!ok) showFormErrorToast(t('failed'));
  };

  const label = favorite.state === 'anonymous' ? t('signInToAdd', { title }) : t('toggle', { title });
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={variant === 'icon' ? label : undefined}
      title={favorite.state === 'anonymous' ? label : undefined}
      aria-pressed={favorite.state === 'ready' ? on : undefined}
      aria-busy={favorite.state === 'ready' && favorite.pending ? true : undefined}
      data-favorite={favorite.state === 'ready' ? String(on) : favorite.state}
      className={`z-10 inline-flex items-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${variants[variant]} ${on ? 'text-brand' : 'text-ink'} ${className || 'relative'}`}
    >
      <HeartIcon filled={on} className={variant === 'icon' ? 'size-5' : 'size-5 shrink-0'} />
      {/* The same words pressed or not (aria-pressed tells the state); the filled heart shows it. */}
      {variant === 'labelled' ? <span>{t('add')}</span> : null}
    </button>
  );
}
