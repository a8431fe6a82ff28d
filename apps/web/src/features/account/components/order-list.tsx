'use client';
// `/account/orders`: the customer's paid orders in two tabs, current (a session still to come) and archive (all
// sessions over), 12 a page: number, date, status, sessions (performance, date line, hall, tickets) and the sum.
// The tab lives in the URL (`?archive=true`), so it survives a reload and can be linked to.
import type { TUserOrder } from '@afisha/contracts';
import { useSearchParams } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { Thumbnail } from '@/components/ui/thumbnail';
import { ticketsPdfHref } from '@/features/checkout/api/checkout.api';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format/price';
import { useEventDate } from '@/lib/format/use-event-date';
import { routes } from '@/lib/routes';
import { fetchOrders } from '../api/account.api';
import { useAccountQuery } from '../hooks/use-account-query';
import { usePageParam } from '../hooks/use-page-param';
import { ORDER_TABS, type OrderTab, orderTabOf, orderTabQuery, statusTone } from '../order-view';
import { LoadingBlock } from './loading-block';
import { EmptyState, ReadFailed } from './section-states';

const PATH = '/account/orders';

export function OrderList() {
  const t = useTranslations('Account');
  const tab = orderTabOf(useSearchParams().get('archive'));
  const page = usePageParam();
  const query = useAccountQuery(['orders', tab, page], (locale) =>
    fetchOrders(locale, tab === 'archive', page),
  );

  let body: ReactNode;
  if (query.isPending) body = <LoadingBlock label={t('loading')} />;
  else if (query.isError) body = <ReadFailed error={query.error} onRetry={() => query.refetch()} />;
  else if (query.data.count === 0 || query.data.results.length === 0) {
    body = (
      <EmptyState
        text={tab === 'archive' ? t('orders.emptyArchive') : t('orders.emptyCurrent')}
        action={
          tab === 'current' ? (
            <Link href={routes.events} className={primaryActionClass}>
              {t('findShows')}
            </Link>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-4" aria-busy={query.isFetching}>
          {query.data.results.map((order) => (
            <OrderItem key={order.id} order={order} />
          ))}
        </ul>
        <Pagination pathname={PATH} params={orderTabQuery(tab)} page={page} count={query.data.count} />
      </>
    );
  }

  return (
    <>
      <OrderTabs current={tab} />
      {body}
    </>
  );
}

function OrderTabs({ current }: { current: OrderTab }) {
  const t = useTranslations('Account');
  return (
    <nav aria-label={t('orders.tabsLabel')}>
      <ul className="flex gap-2 border-b border-line">
        {ORDER_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={{ pathname: PATH, query: orderTabQuery(tab) }}
              aria-current={tab === current ? 'page' : undefined}
              className={`-mb-px inline-block border-b-2 px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                tab === current ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink'
              }`}
            >
              {t(`orders.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OrderItem({ order }: { order: TUserOrder }) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const format = useFormatter();
  const dateLine = useEventDate();
  const titleId = `order-${order.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-2xl border border-line p-4 md:p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <div className="flex flex-col gap-0.5">
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {t('orders.number', { number: order.number })}
            </h2>
            <p className="text-sm text-muted">
              <time dateTime={order.created_at}>
                {format.dateTime(new Date(order.created_at), {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                })}
              </time>
            </p>
          </div>
          <p className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone(order.status)}`}>
            {t(`orders.status.${order.status}`)}
          </p>
        </div>
        {order.events.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {order.events.map((event) => (
              <li key={event.id} className="flex gap-3">
                <Thumbnail src={event.performance.original_image} size={64} className="size-16 rounded-lg" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Link
                    href={routes.performance(event.performance.slug)}
                    className="font-semibold text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {event.performance.title}
                  </Link>
                  <p className="text-sm text-ink">{dateLine(event)}</p>
                  <p className="text-sm text-muted">{t('orders.tickets', { count: event.tickets_count })}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="flex flex-wrap justify-between gap-2 border-t border-line pt-3 text-ink">
          <span>{t('orders.ticketsTotal', { count: order.tickets_count })}</span>
          <span className="font-bold">{t('orders.total', { sum: formatPrice(locale, order.total) })}</span>
        </p>
        {order.tickets_url ? (
          <a href={ticketsPdfHref(order.tickets_url)} download className={`${primaryActionClass} self-start`}>
            {t('orders.pdf')}
          </a>
        ) : null}
      </article>
    </li>
  );
}
