'use client';
// Performances of the venues the person manages: search, venue, genre, archived; poster, status, next session (by
// the venue's clock: the API names the venue in the page's language and gives its time zone).
import { pickLocalized } from '@afisha/contracts';
import { ZManagePerformancePage } from '@afisha/contracts/manage/performances';
import { ZManageTermPage } from '@afisha/contracts/manage/taxonomy';
import { ZManageVenuePage } from '@afisha/contracts/manage/venues';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { manageRead } from '../api/manage-api';
import { ListFrame } from '../kit/list-frame';
import { useManage } from '../kit/manage-context';
import { StatusBadge } from '../kit/status-badge';
import { useOptions } from '../kit/use-options';

export function PerformanceList() {
  const t = useTranslations('Manage.performances');
  const status = useTranslations('Manage.status');
  const locale = useLocale() as 'ru';
  const format = useFormatter();
  const { venueId } = useManage();
  const venues = useOptions('/venues', ZManageVenuePage);
  const genres = useOptions('/genres', ZManageTermPage);
  return (
    <ListFrame
      queryKey="performances"
      caption={t('caption')}
      load={(query) => manageRead('/performances', ZManagePerformancePage, locale, query)}
      rowKey={(performance) => performance.id}
      searchLabel={t('search')}
      emptyText={t('empty')}
      fixedQuery={{ venue: venueId ? String(venueId) : undefined }}
      filters={[
        ...(venueId
          ? []
          : [
              {
                key: 'venue',
                label: t('venue'),
                kind: 'select' as const,
                options: venues.options.map((o) => ({ value: String(o.value), label: o.label })),
              },
            ]),
        {
          key: 'genre',
          label: t('genre'),
          kind: 'select',
          options: genres.options.map((o) => ({ value: String(o.value), label: o.label })),
        },
        { key: 'archived', label: status('archived'), kind: 'checkbox' },
      ]}
      columns={[
        {
          key: 'poster',
          label: t('poster'),
          wideOnly: true,
          render: (performance) =>
            performance.poster ? (
              // biome-ignore lint/performance/noImgElement: a small thumbnail of the API's own poster size.
              <img src={performance.poster} alt="" className="h-15 w-10 rounded object-cover" />
            ) : null,
        },
        {
          key: 'title',
          label: t('title'),
          sort: 'title',
          render: (performance) => (
            <Link
              href={`/manage/performances/${performance.id}`}
              className="font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {pickLocalized(performance.title, locale)}
            </Link>
          ),
        },
        {
          key: 'venue',
          label: t('venue'),
          wideOnly: true,
          render: (performance) => performance.venue.name,
        },
        {
          key: 'closest',
          label: t('closest'),
          sort: 'closest',
          render: (performance) =>
            performance.closest
              ? format.dateTime(new Date(performance.closest), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: performance.venue.timezone,
                })
              : '—',
        },
        {
          key: 'status',
          label: t('status'),
          render: (performance) => (
            <span className="flex flex-wrap gap-1">
              {performance.archived_at ? (
                <StatusBadge>{status('archived')}</StatusBadge>
              ) : performance.is_published ? (
                <StatusBadge tone="success">{status('published')}</StatusBadge>
              ) : (
                <StatusBadge tone="info">{status('draft')}</StatusBadge>
              )}
              {performance.missing_locales.length > 0 ? (
                <StatusBadge tone="warning">
                  {t('missing', { languages: performance.missing_locales.join(', ').toUpperCase() })}
                </StatusBadge>
              ) : null}
            </span>
          ),
        },
      ]}
    />
  );
}
