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

/** A record id from the address: a positive 32-bit integer, or null (the page is then a 404). */
export function recordId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
