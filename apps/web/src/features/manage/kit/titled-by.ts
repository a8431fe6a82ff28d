// What the sessions and plans pages' server parts share: a title in the page's language (ManageSessions.titles,
// ManagePlans.titles or ManageDesigner.titles) and no indexing.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toAppLocale } from '@/i18n/app-locale';

export function titledBy(namespace: 'ManageSessions' | 'ManagePlans' | 'ManageDesigner', key: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = toAppLocale((await params).locale);
    const t = (await getTranslations({ locale })) as unknown as (key: string) => string;
    return { title: t(`${namespace}.titles.${key}`), robots: { index: false, follow: false } };
  };
}
