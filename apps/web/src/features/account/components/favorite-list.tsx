'use client';
// `/account/favorites`: the customer's favourite performances as the catalogue's cards, most recently added first,
// 12 a page. Each card's heart removes it (lib/use-favorite.ts); the list is then read again, so the card leaves and
// the next one moves up.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { favoritesStore } from '@/lib/favorites-store';
import { fetchFavorites } from '../api/account.api';
import { PerformanceCardPages } from './performance-card-pages';

export function FavoriteList() {
  const t = useTranslations('Account');
  const queryClient = useQueryClient();

  useEffect(
    () =>
      favoritesStore.subscribe((change) => {
        if (change) void queryClient.invalidateQueries({ queryKey: ['account'] });
      }),
    [queryClient],
  );

  return (
    <PerformanceCardPages
      section="favorites"
      read={fetchFavorites}
      pathname="/account/favorites"
      emptyText={t('favorites.empty')}
    />
  );
}
