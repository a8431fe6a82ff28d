'use client';
// `/account/favorites`: the customer's favourite performances as the catalogue's cards, most recently added first,
// 12 a page. Each card's heart removes it (lib/use-favorite.ts); the list is then read again, so the card leaves and
// the next one moves up.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { PerformanceCard } from '@/components/ui/performance-card';
import { Link } from '@/i18n/navigation';
import { favoritesStore } from '@/lib/favorites-store';
import { routes } from '@/lib/routes';
import { fetchFavorites } from '../api/account.api';
import { useAccountQuery } from '../hooks/use-account-query';
import { usePageParam } from '../hooks/use-page-param';
import { LoadingBlock } from './loading-block';
import { EmptyState, ReadFailed } from './section-states';

const PATH = '/account/favorites';

export function FavoriteList() {
  const t = useTranslations('Account');
  const page = usePageParam();
  const query = useAccountQuery(['favorites', page], (locale) => fetchFavorites(locale, page));
  const queryClient = useQueryClient();

  useEffect(
    () =>
      favoritesStore.subscribe((change) => {
        if (change) void queryClient.invalidateQueries({ queryKey: ['account'] });
      }),
    [queryClient],
  );

  if (query.isPending) return <LoadingBlock label={t('loading')} />;
  if (query.isError) return <ReadFailed error={query.error} onRetry={() => query.refetch()} />;
  const { results, count } = query.data;
  if (count === 0 || results.length === 0) {
    return (
      <EmptyState
        text={t('favorites.empty')}
        action={
          <Link href={routes.events} className={primaryActionClass}>
            {t('findShows')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul
        className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4"
        aria-busy={query.isFetching}
      >
        {results.map((card) => (
          <li key={card.id}>
            <PerformanceCard card={card} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <Pagination pathname={PATH} page={page} count={count} />
    </>
  );
}
