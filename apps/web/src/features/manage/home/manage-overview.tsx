'use client';
// The back office's first page: who is signed in, where they may work, the way to a first sale of each venue that
// sells nothing yet (venue-checklist.tsx), and a way into each section.
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { MANAGE_SECTIONS } from '../frame/manage-nav';
import { useManage } from '../kit/manage-context';
import { ManagePageHeader } from '../kit/page-header';
import { VenueChecklists } from './venue-checklist';

export function ManageOverview() {
  const t = useTranslations('Manage');
  const format = useFormatter();
  const { me, venues } = useManage();
  const sections = MANAGE_SECTIONS.filter(
    (section): section is Exclude<(typeof MANAGE_SECTIONS)[number], { key: 'overview' }> =>
      section.key !== 'overview' && (!('adminOnly' in section) || me.is_admin),
  );
  return (
    <>
      <ManagePageHeader title={t('titles.overview')}>
        <p className="text-muted">
          {me.is_admin
            ? t('overview.admin', { email: me.email })
            : t('overview.manager', {
                email: me.email,
                // "A, B and C" as the page's language lists things ("A, B и C", "A, B et C", "A, B und C").
                venues: format.list(
                  venues.map((venue) => venue.name),
                  { type: 'conjunction' },
                ),
              })}
        </p>
      </ManagePageHeader>
      <VenueChecklists />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              className="flex h-full flex-col gap-1 rounded-2xl border border-line p-4 hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="font-bold text-ink">{t(`nav.${section.key}`)}</span>
              <span className="text-sm text-muted">{t(`overview.sections.${section.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
