'use client';
// The account area's lists of performance cards (favourites, viewing history): one page of cards read through the
// account query, 12 a page, with the loading, failed and empty states and the pager. Each list names its read,
// its path and its empty text.
import type { TPerformanceCard } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { primaryActionClass } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { PerformanceCard } from '@/components/ui/performance-card';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';
import { useAccountQuery } from '../hooks/use-account-query';
import { usePageParam } from '../hooks/use-page-param';
import { LoadingBlock } from './loading-block';
import { EmptyState, ReadFailed } from './section-states';

type PerformanceCardPagesProps = {
  /** The section's name in the query key. */
  section: string;
  read: (locale: string, page: number) => Promise<{ results: TPerformanceCard[]; count: number }>;
  /** The page's path, for the pager's links. */
  pathname: string;
  emptyText: string;
};

export function PerformanceCardPages({ section, read, pathname, emptyText }: PerformanceCardPagesProps) {
  const t = useTranslations('Account');
  const page = usePageParam();
  const query = useAccountQuery([section, page], (locale) => read(locale, page));

  if (query.isPending) return <LoadingBlock label={t('loading')} />;
  if (query.isError) return <ReadFailed error={query.error} onRetry={() => query.refetch()} />;
  const { results, count } = query.data;
  if (count === 0 || results.length === 0) {
    return (
      <EmptyState
        text={emptyText}
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
      <Pagination pathname={pathname} page={page} count={count} />
    </>
  );
}
