'use client';
// `/box-office`: the clerk's order search (issue 7). One field takes the order number, the buyer's email, phone
// (typed any way: "8 916 555-12-34" finds "+7 (916) 555-12-34") or name; a status narrows it. The query lives in
// the address (?q=&status=&page=), so a search can be reloaded or shared with a colleague. Newest orders first,
// 20 a page; each opens the order. Staff only: the API's 403 is shown as such.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormField, submitButtonClass } from '@/components/ui/form-field';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format/price';
import { formatPhone } from '@/lib/phone-format';
import { searchOrders } from '../api/orders.api';
import { OrderStatusSelect } from './order-status-select';
import { StaffOnly } from './staff-only';
import { StatusBadge } from './status-badge';

const PAGE = 20;

export function OrderSearch() {
  const t = useTranslations('BoxOffice.orders');
  const locale = useLocale();
  const format = useFormatter();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const [chosenStatus, setChosenStatus] = useState(status);

  const query = useQuery({
    queryKey: ['box-office', 'orders', locale, q, status, page],
    queryFn: async () => {
      const result = await searchOrders(locale, { q, status, offset: (page - 1) * PAGE });
      if (!result.ok) throw Object.assign(new Error('search failed'), { status: result.status });
      return result.data;
    },
    retry: false,
  });

  const go = (next: { q: string; status: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    const text = search.toString();
    router.replace(text ? `${pathname}?${text}` : pathname);
  };

  function submit(form: FormEvent<HTMLFormElement>) {
    form.preventDefault();
    go({ q: typed.trim(), status: chosenStatus, page: 1 });
  }

  const denied = (query.error as { status?: number } | null)?.status === 403;
  if (denied) return <StaffOnly />;
  const pages = query.data ? Math.ceil(query.data.count / PAGE) : 0;
  return (
    <div className="flex flex-col gap-5">
      <search>
        <form onSubmit={submit} className="flex flex-col gap-3 md:flex-row md:items-end">
          <FormField label={t('query')} hint={t('queryHint')} className="md:flex-1">
            <input
              type="search"
              name="q"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
          <OrderStatusSelect
            label={t('status')}
            value={chosenStatus}
            onChange={setChosenStatus}
            className="md:w-56"
          />
          <button type="submit" className={submitButtonClass}>
            {t('find')}
          </button>
        </form>
      </search>

      {query.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : query.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : query.data.count === 0 ? (
        <p>{t('nothing')}</p>
      ) : (
        <>
          <p className="text-muted" aria-live="polite">
            {t('found', { count: query.data.count })}
          </p>
          <ul className="flex flex-col gap-3">
            {query.data.results.map((order) => (
              <li key={order.id}>
                <Link
                  href={`/box-office/orders/${order.id}`}
                  className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-4 hover:border-ink focus-visible:outline-2 focus-visible:outline-brand md:flex-row md:items-center md:gap-4"
                >
                  <span className="font-mono text-lg font-bold text-ink">{order.number}</span>
                  <StatusBadge status={order.status} />
                  <span className="flex-1 text-ink">
                    {order.name}
                    <span className="block text-sm text-muted">
                      {[order.phone ? formatPhone(order.phone) : null, order.email]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="text-sm text-ink md:w-64">
                    {order.title ?? t('noEvent')}
                    {order.starts_at ? (
                      <span className="block text-muted">
                        {format.dateTime(new Date(order.starts_at), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })}
                      </span>
                    ) : null}
                  </span>
                  <span className="font-semibold text-ink md:w-32 md:text-right">
                    {formatPrice(locale, order.total_kopecks / 100)}
                    <span className="block text-sm font-normal text-muted">
                      {t('tickets', { count: order.tickets })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('pages')} className="flex items-center gap-3">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => go({ q, status, page: page - 1 })}
                className="rounded-full border border-line px-4 py-2 disabled:opacity-50"
              >
                {t('previous')}
              </button>
              <span>{t('page', { page, pages })}</span>
              <button
                type="button"
                disabled={page >= pages}
                onClick={() => go({ q, status, page: page + 1 })}
                className="rounded-full border border-line px-4 py-2 disabled:opacity-50"
              >
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
