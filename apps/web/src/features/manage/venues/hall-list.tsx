'use client';
// A venue's halls, under its form: each opens its own form; a new one is added from here.
import { pickLocalized } from '@afisha/contracts';
import { ZManageHallPage } from '@afisha/contracts/manage/venues';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { manageRead } from '../api/manage-api';
import { ListFrame } from '../kit/list-frame';
import { manageSecondaryClass } from '../kit/page-header';
import { StatusBadge } from '../kit/status-badge';

export function HallList({ venueId }: { venueId: number }) {
  const t = useTranslations('Manage.halls');
  const status = useTranslations('Manage.status');
  const locale = useLocale() as 'ru';
  return (
    <section aria-labelledby="halls-heading" className="flex flex-col gap-3 border-t border-line pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="halls-heading" className="text-xl font-bold text-ink">
          {t('heading')}
        </h2>
        <Link href={`/manage/venues/${venueId}/halls/new`} className={manageSecondaryClass}>
          {t('new')}
        </Link>
      </div>
      <ListFrame
        queryKey={`venue-${venueId}-halls`}
        caption={t('heading')}
        load={(query) => manageRead(`/venues/${venueId}/halls`, ZManageHallPage, locale, query)}
        rowKey={(hall) => hall.id}
        searchLabel={t('search')}
        emptyText={t('empty')}
        filters={[{ key: 'archived', label: status('archived'), kind: 'checkbox' }]}
        columns={[
          {
            key: 'title',
            label: t('title'),
            sort: 'title',
            render: (hall) => (
              <Link
                href={`/manage/halls/${hall.id}`}
                className="font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                {pickLocalized(hall.title, locale)}
              </Link>
            ),
          },
          {
            key: 'address',
            label: t('address'),
            wideOnly: true,
            render: (hall) => pickLocalized(hall.address, locale),
          },
          { key: 'plans', label: t('plans'), render: (hall) => hall.plans_count },
          {
            key: 'status',
            label: t('status'),
            render: (hall) =>
              hall.archived_at ? (
                <StatusBadge>{status('archived')}</StatusBadge>
              ) : (
                <StatusBadge tone="success">{status('active')}</StatusBadge>
              ),
          },
        ]}
      />
    </section>
  );
}
