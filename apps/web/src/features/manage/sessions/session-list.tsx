'use client';
// The calendar's plain list view: a venue's sessions with filters (performance, hall, status, dates) and paging, all
// kept in the address with the calendar's own ?venue=&view=list, so a filtered list can be reloaded or shared. Sessions
// ticked here (one by one, or the whole page) go to the price change of many sessions (/manage/sessions/prices).
import { MANAGE_EVENT_STATUSES } from '@afisha/contracts/manage/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { Link, usePathname } from '@/i18n/navigation';
import { PAGE_SIZE } from '@/lib/pagination';
import { listEvents, listPerformances } from '../api/events.api';
import { DataTable } from '../kit/data-table';
import { inLocale } from '../kit/localized';
import { manageSecondaryClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { replaceQuery } from '../kit/replace-query';
import { useLocalWhen } from '../kit/use-local-when';
import { isLocalDate } from '../kit/venue-time';
import type { CalendarHall } from './calendar-layout';
import { SessionStatus } from './session-status';

const FILTERS = ['performance', 'hall', 'status', 'date_from', 'date_to'] as const;
type Filter = (typeof FILTERS)[number];
const STATUSES = [...MANAGE_EVENT_STATUSES, 'sold_out', 'cancelled'] as const;

export function SessionList({ venueId, halls }: { venueId: number; halls: CalendarHall[] }) {
  const t = useTranslations('ManageSessions.list');
  const bulk = useTranslations('ManageSessions.bulk');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setChosen(next);
  };
  const localWhen = useLocalWhen('medium');
  const statusText = useTranslations('ManageSessions.status');
  const locale = useLocale();
  const params = useSearchParams();
  const pathname = usePathname();
  const page = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const filters = Object.fromEntries(
    FILTERS.map((key) => {
      const value = params.get(key) ?? '';
      const valid = key.startsWith('date_')
        ? isLocalDate(value)
        : key === 'status'
          ? (STATUSES as readonly string[]).includes(value)
          : /^\d{1,9}$/.test(value);
      return [key, valid ? value : ''];
    }),
  ) as Record<Filter, string>;

  const set = (key: Filter, value: string) => {
    const next = new URLSearchParams(params.toString());
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    replaceQuery(next);
  };

  const performances = useQuery({
    queryKey: ['manage', 'performances', 'choice', venueId, locale],
    queryFn: () => listPerformances(locale, venueId),
    staleTime: 60_000,
  });
  const list = useQuery({
    queryKey: ['manage', 'events', 'list', venueId, filters, page, locale],
    queryFn: () =>
      listEvents(locale, {
        venue: String(venueId),
        ...filters,
        ordering: 'starts_at',
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="flex flex-col gap-4">
      {/* From a tablet up, as many columns as fit at 11 rem, so a date field shows its whole date: five at 1280 px,
          three and two at 768. */}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]">
        <SelectFilter
          label={t('performance')}
          value={filters.performance}
          onChange={(value) => set('performance', value)}
          options={(performances.data?.results ?? []).map((each) => ({
            value: String(each.id),
            label: inLocale(each.title, locale),
          }))}
          all={t('all')}
        />
        <SelectFilter
          label={t('hall')}
          value={filters.hall}
          onChange={(value) => set('hall', value)}
          options={halls.map((hall) => ({ value: String(hall.id), label: hall.title }))}
          all={t('all')}
        />
        <SelectFilter
          label={t('status')}
          value={filters.status}
          onChange={(value) => set('status', value)}
          options={STATUSES.map((status) => ({ value: status, label: statusText(status) }))}
          all={t('all')}
        />
        <DateFilter
          label={t('from')}
          value={filters.date_from}
          onChange={(value) => set('date_from', value)}
        />
        <DateFilter label={t('until')} value={filters.date_to} onChange={(value) => set('date_to', value)} />
      </div>
      {!list.data ? <QueryState query={list} /> : null}
      {list.data ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-muted">
            {t('count', { count: list.data.count })}
          </p>
          {chosen.size > 0 ? (
            <Link
              href={{
                pathname: '/manage/sessions/prices',
                query: { venue: String(venueId), events: [...chosen].join(',') },
              }}
              className={manageSecondaryClass}
            >
              {bulk('changePrices', { count: chosen.size })}
            </Link>
          ) : null}
        </div>
      ) : null}
      {list.data && list.data.results.length > 0 ? (
        <DataTable
          caption={t('caption')}
          rows={list.data.results}
          rowKey={(event) => event.id}
          columns={[
            {
              key: 'chosen',
              label: bulk('selectAll'),
              header: (
                <input
                  type="checkbox"
                  aria-label={bulk('selectAll')}
                  className="size-4"
                  checked={list.data.results.every((event) => chosen.has(event.id))}
                  onChange={(event) =>
                    toggle(
                      list.data.results.map((each) => each.id),
                      event.target.checked,
                    )
                  }
                />
              ),
              headerClassName: 'w-8',
              render: (event) => (
                <input
                  type="checkbox"
                  aria-label={bulk('select', { when: localWhen(event.starts_at) })}
                  className="size-4"
                  checked={chosen.has(event.id)}
                  onChange={(change) => toggle([event.id], change.target.checked)}
                />
              ),
            },
            {
              key: 'when',
              label: t('when'),
              className: 'whitespace-nowrap',
              render: (event) => (
                <Link
                  href={`/manage/sessions/${event.id}`}
                  className="font-semibold text-ink underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {localWhen(event.starts_at)}
                </Link>
              ),
            },
            {
              key: 'performance',
              label: t('performance'),
              render: (event) => inLocale(event.performance.title, locale),
            },
            { key: 'hall', label: t('hall'), render: (event) => inLocale(event.hall.title, locale) },
            {
              key: 'status',
              label: t('status'),
              render: (event) => <SessionStatus status={event.status} />,
            },
            {
              key: 'sold',
              label: t('sold'),
              headerClassName: 'text-right',
              className: 'text-right whitespace-nowrap',
              render: (event) => t('soldOf', { sold: event.sold, capacity: event.capacity }),
            },
          ]}
        />
      ) : null}
      {list.data ? (
        <Pagination
          pathname={pathname}
          params={Object.fromEntries(params.entries())}
          page={page}
          count={list.data.count}
        />
      ) : null}
    </div>
  );
}

function SelectFilter({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  all: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}
