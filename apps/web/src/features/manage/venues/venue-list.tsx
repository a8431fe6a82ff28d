'use client';
// The venues the signed-in person manages (administrators: all), searchable by name, filtered by city and type.
import { ZManageVenuePage } from '@afisha/contracts/manage/venues';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { manageRead } from '../api/manage-api';
import { ListFrame } from '../kit/list-frame';
import { useManage } from '../kit/manage-context';
import { manageActionClass } from '../kit/page-header';
import { StatusBadge } from '../kit/status-badge';

export function VenueList({ cities }: { cities: { slug: string; name: string }[] }) {
  const t = useTranslations('Manage.venues');
  const status = useTranslations('Manage.status');
  const locale = useLocale();
  const { me } = useManage();
  return (
    <ListFrame
      queryKey="venues"
      caption={t('caption')}
      load={(query) => manageRead('/venues', ZManageVenuePage, locale, query)}
      rowKey={(venue) => venue.id}
      searchLabel={t('search')}
      emptyText={t('empty')}
      filters={[
        {
          key: 'city',
          label: t('city'),
          kind: 'select',
          options: cities.map((city) => ({ value: city.slug, label: city.name })),
        },
        {
          key: 'type',
          label: t('type'),
          kind: 'select',
          options: [
            { value: 'THEATER', label: t('types.THEATER') },
            { value: 'ORGANIZATOR', label: t('types.ORGANIZATOR') },
          ],
        },
        { key: 'archived', label: status('archived'), kind: 'checkbox' },
      ]}
      emptyAction={
        me.is_admin ? (
          <Link href="/manage/venues/new" className={manageActionClass}>
            {t('new')}
          </Link>
        ) : null
      }
      columns={[
        {
          key: 'name',
          label: t('name'),
          sort: 'name',
          render: (venue) => (
            <Link
              href={`/manage/venues/${venue.id}`}
              className="font-semibold text-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {venue.name[locale as 'ru'] || venue.name.ru}
            </Link>
          ),
        },
        { key: 'city', label: t('city'), render: (venue) => venue.city.name },
        { key: 'type', label: t('type'), wideOnly: true, render: (venue) => t(`types.${venue.type}`) },
        { key: 'halls', label: t('halls'), wideOnly: true, render: (venue) => venue.halls_count },
        {
          key: 'status',
          label: t('status'),
          render: (venue) =>
            venue.archived_at ? (
              <StatusBadge tone="neutral">{status('archived')}</StatusBadge>
            ) : venue.missing_locales.name.length > 0 ? (
              <StatusBadge tone="warning">
                {t('missingLanguages', { languages: venue.missing_locales.name.join(', ').toUpperCase() })}
              </StatusBadge>
            ) : (
              <StatusBadge tone="success">{status('active')}</StatusBadge>
            ),
        },
      ]}
    />
  );
}
