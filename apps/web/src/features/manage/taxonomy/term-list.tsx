'use client';
import { pickLocalized } from '@afisha/contracts';
import type { TPaginated } from '@afisha/contracts/pagination';
// Artists, genres or tags: searchable, sortable by name, archived ones on request; genres and tags share a section
// (tabs between them).
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import type { Parser } from '@/lib/api-client';
import { manageRead } from '../api/manage-api';
import { ListFrame } from '../kit/list-frame';
import { StatusBadge } from '../kit/status-badge';
import { TERM_KINDS, type TermKind } from './term-kinds';

type Row = {
  id: number;
  name: Record<'ru' | 'en' | 'fr' | 'de', string>;
  missing_locales: { name: string[] };
  archived_at: string | null;
  performances_count: number;
};

export function TermList({ kind }: { kind: TermKind }) {
  const t = useTranslations('Manage.terms');
  const status = useTranslations('Manage.status');
  const locale = useLocale() as 'ru';
  const { path, list } = TERM_KINDS[kind];
  return (
    <div className="flex flex-col gap-4">
      {kind !== 'artist' ? <TaxonomyTabs /> : null}
      <ListFrame<Row>
        queryKey={`${kind}s`}
        caption={t(`caption.${kind}`)}
        load={(query) => manageRead(path, list as unknown as Parser<TPaginated<Row>>, locale, query)}
        rowKey={(row) => row.id}
        emptyText={t(`empty.${kind}`)}
        filters={[{ key: 'archived', label: status('archived'), kind: 'checkbox' }]}
        columns={[
          {
            key: 'name',
            label: t('name'),
            sort: 'name',
            render: (row) => (
              <Link
                href={`/manage/${kind}s/${row.id}`}
                className="font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                {pickLocalized(row.name, locale)}
              </Link>
            ),
          },
          { key: 'performances', label: t('performances'), render: (row) => row.performances_count },
          {
            key: 'status',
            label: t('status'),
            render: (row) =>
              row.archived_at ? (
                <StatusBadge>{status('archived')}</StatusBadge>
              ) : row.missing_locales.name.length > 0 ? (
                <StatusBadge tone="warning">
                  {t('missing', { languages: row.missing_locales.name.join(', ').toUpperCase() })}
                </StatusBadge>
              ) : (
                <StatusBadge tone="success">{status('active')}</StatusBadge>
              ),
          },
        ]}
      />
    </div>
  );
}

function TaxonomyTabs() {
  const t = useTranslations('Manage.titles');
  const pathname = usePathname();
  return (
    <nav aria-label={t('genres')} className="flex gap-2">
      {(['genres', 'tags'] as const).map((key) => (
        <Link
          key={key}
          href={`/manage/${key}`}
          aria-current={pathname === `/manage/${key}` ? 'page' : undefined}
          className="rounded-full border border-line px-4 py-1.5 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
        >
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}
