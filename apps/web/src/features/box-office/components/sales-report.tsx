'use client';
// `/box-office/sales`: what was sold and given back (issue 7): a period (the last 30 days unless chosen; days in the
// clerk's own time zone), the totals (orders, tickets, revenue, refunds, net, average ticket price), sales per day as
// a chart, the figures per venue and per performance, a venue to narrow it all to, and the CSV of the orders' lines
// with the same filters and an order status (Excel and LibreOffice open it with Cyrillic intact). The period and the
// zone the page shows are the answer's, and the CSV asks for exactly those (the days and times in that zone). Staff
// only: the API's 403 is shown as such; a venue's staff sees its venues' figures only.
import type { TSalesFigures } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField, submitButtonClass } from '@/components/ui/form-field';
import { formatPrice } from '@/lib/format/price';
import { fetchSalesByDate, fetchSalesStats, ordersCsvPath, type SalesFilters } from '../api/sales.api';
import { OrderStatusSelect } from './order-status-select';
import { SalesChart } from './sales-chart';
import { StaffOnly } from './staff-only';
import { type VenueOption, VenueSelect } from './venue-select';

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';
  } catch {
    return 'Europe/Moscow';
  }
}

export function SalesReport() {
  const t = useTranslations('BoxOffice.sales');
  const locale = useLocale();
  const [filters, setFilters] = useState<SalesFilters>(() => ({ tz: browserTimeZone() }));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [venue, setVenue] = useState('');
  const [status, setStatus] = useState('');
  const [venues, setVenues] = useState<VenueOption[]>([]);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const query = useQuery({
    queryKey: ['box-office', 'sales', locale, filters],
    queryFn: async () => {
      const [stats, days] = await Promise.all([
        fetchSalesStats(locale, filters),
        fetchSalesByDate(locale, filters),
      ]);
      if (!stats.ok) throw Object.assign(new Error('stats failed'), { status: stats.status });
      if (!days.ok) throw Object.assign(new Error('stats failed'), { status: days.status });
      return { stats: stats.data, days: days.data.days };
    },
    retry: false,
  });
  // The venue choice lists the venues this clerk sells for, as the figures over all of them name them; narrowed
  // figures leave the list as it was.
  const unfiltered = filters.venue === undefined ? query.data?.stats.by_venue : undefined;
  useEffect(() => {
    if (unfiltered) setVenues(unfiltered.map((row) => ({ id: row.id, name: row.name })));
  }, [unfiltered]);
  // The inputs show the period the figures are for (the default one too, when none was typed).
  const shownFrom = query.data?.stats.date_from;
  const shownTo = query.data?.stats.date_to;
  useEffect(() => {
    if (shownFrom && shownTo) {
      setFrom(shownFrom);
      setTo(shownTo);
    }
  }, [shownFrom, shownTo]);

  function apply(form: FormEvent<HTMLFormElement>) {
    form.preventDefault();
    if (from && to && from > to) {
      setRangeError(t('reversed'));
      return;
    }
    setRangeError(undefined);
    setFilters({
      tz: filters.tz,
      ...(from ? { date_from: from } : {}),
      ...(to ? { date_to: to } : {}),
      ...(venue ? { venue: Number(venue) } : {}),
    });
  }

  const failure = (query.error as { status?: number } | null)?.status;
  if (failure === 403) return <StaffOnly />;
  const money = (kopecks: number) => formatPrice(locale, kopecks / 100);
  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={apply} noValidate className="flex flex-col gap-3 md:flex-row md:items-end">
        <FormField label={t('from')} error={rangeError}>
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </FormField>
        <FormField label={t('to')}>
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </FormField>
        <VenueSelect
          label={t('venue')}
          value={venue}
          onChange={setVenue}
          venues={venues}
          all={{ value: '', label: t('allVenues') }}
          className="md:w-64"
        />
        <button type="submit" className={submitButtonClass}>
          {t('show')}
        </button>
      </form>
      {query.data ? (
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <OrderStatusSelect label={t('csvStatus')} value={status} onChange={setStatus} className="md:w-64" />
          <a
            href={ordersCsvPath(
              {
                tz: query.data.stats.tz,
                date_from: query.data.stats.date_from,
                date_to: query.data.stats.date_to,
                ...(filters.venue ? { venue: filters.venue } : {}),
              },
              status,
              locale,
            )}
            download
            className="inline-flex items-center justify-center rounded-full border border-ink px-5 py-2.5 font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('csv')}
          </a>
        </div>
      ) : null}

      {query.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : query.isError ? (
        <p role="alert">{failure === 400 ? t('badPeriod') : t('failed')}</p>
      ) : (
        <>
          <p className="text-muted">
            {t('period', {
              from: query.data.stats.date_from,
              to: query.data.stats.date_to,
              tz: query.data.stats.tz,
            })}
          </p>
          <Totals figures={query.data.stats.totals} money={money} />
          <section aria-labelledby="sales-days" className="flex flex-col gap-2">
            <h2 id="sales-days" className="text-xl font-bold text-ink">
              {t('perDay')}
            </h2>
            <SalesChart days={query.data.days} />
          </section>
          <Breakdown
            title={t('byVenue')}
            rows={query.data.stats.by_venue.map((row) => ({ key: row.id, name: row.name, figures: row }))}
            money={money}
          />
          <Breakdown
            title={t('byPerformance')}
            rows={query.data.stats.by_performance.map((row) => ({
              key: row.id,
              name: row.title,
              venue: row.venue_name,
              figures: row,
            }))}
            money={money}
          />
        </>
      )}
    </div>
  );
}

function Totals({ figures, money }: { figures: TSalesFigures; money: (kopecks: number) => string }) {
  const t = useTranslations('BoxOffice.sales');
  const cards = [
    { key: 'orders', value: String(figures.orders) },
    { key: 'tickets', value: String(figures.tickets) },
    { key: 'revenue', value: money(figures.revenue_kopecks) },
    { key: 'refunds', value: money(figures.refunds_kopecks) },
    { key: 'net', value: money(figures.net_kopecks) },
    { key: 'average', value: money(figures.average_price_kopecks) },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" data-testid="sales-totals">
      {cards.map((card) => (
        <div key={card.key} className="rounded-2xl bg-surface p-4" data-figure={card.key}>
          <dt className="text-sm text-muted">{t(`totals.${card.key}`)}</dt>
          <dd className="text-xl font-bold text-ink">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Breakdown({
  title,
  rows,
  money,
}: {
  title: string;
  rows: { key: number; name: string; venue?: string; figures: TSalesFigures }[];
  money: (kopecks: number) => string;
}) {
  const t = useTranslations('BoxOffice.sales');
  if (rows.length === 0) return null;
  // Performances name their venue: one title may play at several.
  const withVenue = rows.some((row) => row.venue !== undefined);
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-ink">
          <thead className="text-sm text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('name')}
              </th>
              {withVenue ? (
                <th scope="col" className="py-2 pr-3">
                  {t('venue')}
                </th>
              ) : null}
              <th scope="col" className="py-2 pr-3 text-right">
                {t('totals.tickets')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('totals.revenue')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('totals.refunds')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('totals.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 20).map((row) => (
              <tr key={row.key} className="border-t border-line">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {row.name}
                </th>
                {withVenue ? <td className="py-2 pr-3">{row.venue}</td> : null}
                <td className="py-2 pr-3 text-right">{row.figures.tickets}</td>
                <td className="py-2 pr-3 text-right">{money(row.figures.revenue_kopecks)}</td>
                <td className="py-2 pr-3 text-right">{money(row.figures.refunds_kopecks)}</td>
                <td className="py-2 text-right">{money(row.figures.net_kopecks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
