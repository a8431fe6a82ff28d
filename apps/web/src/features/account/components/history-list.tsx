'use client';
// `/account/history`: the performances the customer opened lately (the last 50, latest first), as cards, 12 a page.
import { useTranslations } from 'next-intl';
import { primaryActionClass } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { PerformanceCard } from '@/components/ui/performance-card';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';
import { fetchHistory } from '../api/account.api';
import { useAccountQuery } from '../hooks/use-account-query';
import { usePageParam } from '../hooks/use-page-param';
import { LoadingBlock } from './loading-block';
import { EmptyState, ReadFailed } from './section-states';

const PATH = '/account/history';

export function HistoryList() {
  const t = useTranslations('Account');
  const page = usePageParam();
  const query = useAccountQuery(['history', page], (locale) => fetchHistory(locale, page));

  if (query.isPending) return <LoadingBlock label={t('loading')} />;
  if (query.isError) return <ReadFailed error={query.error} onRetry={() => query.refetch()} />;
  const { results, count } = query.data;
  if (count === 0 || results.length === 0) {
    return (
      <EmptyState
        text={t('history.empty')}
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
