// What every back-office page's server part shares: its title (in the page's language) and no indexing.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toAppLocale } from '@/i18n/app-locale';

export type ManagePageProps = { params: Promise<{ locale: string }> };
export type ManageRecordPageProps = { params: Promise<{ locale: string; id: string }> };

/** `generateMetadata` of a back-office page titled by `Manage.<key>` (e.g. `titles.venues`). */
export function manageMetadata(key: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = toAppLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'Manage' });
    return { title: t(key as 'titles.overview'), robots: { index: false, follow: false } };
  };
}
