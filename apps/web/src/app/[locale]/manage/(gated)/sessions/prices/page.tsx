// `/manage/sessions/prices`: the prices of many sessions at once (ticked in the list, a series, or a show's upcoming
// sessions in a hall), all or nothing. Never indexed.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { BulkPricesPage } from '@/features/manage/sessions/bulk-prices-page';
import { toAppLocale } from '@/i18n/app-locale';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ManageSessions.bulk' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <BulkPricesPage />
    </Suspense>
  );
}
