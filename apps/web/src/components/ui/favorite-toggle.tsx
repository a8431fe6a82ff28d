'use client';
// The favourite toggle of a signed-in visitor (loaded by favorite-button.tsx): aria-pressed from the visitor's
// favourites (lib/use-favorite.ts), a click sends the state wanted; a refusal puts the heart back and says so.
import { useTranslations } from 'next-intl';
import { showFormErrorToast } from '@/lib/toasts';
import { useFavorite } from '@/lib/use-favorite';
import { type FavoriteButtonProps, FavoriteHeart } from './favorite-heart';

export default function FavoriteToggle({
  performance,
  title,
  variant = 'icon',
  className,
}: FavoriteButtonProps) {
  const t = useTranslations('Favorites');
  const favorite = useFavorite(performance);
  const ready = favorite.state === 'ready';
  const on = ready && favorite.isFavorite;

  const onClick = async () => {
    if (favorite.state !== 'ready' || favorite.pending) return;
    const ok = await favorite.set(!favorite.isFavorite);
    if (!ok) showFormErrorToast(t('failed'));
  };

  return (
    <FavoriteHeart
      variant={variant}
      label={t('toggle', { title })}
      word={t('add')}
      pressed={ready ? on : undefined}
      busy={ready && favorite.pending}
      state={ready ? String(on) : favorite.state}
      className={className}
      onClick={onClick}
    />
  );
}
