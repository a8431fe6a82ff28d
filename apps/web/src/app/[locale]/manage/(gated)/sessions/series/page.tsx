// `/manage/sessions/series`: many sessions at once: a weekly rule or a list of dates, previewed, all or none. Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { titledBy } from '@/features/manage/kit/titled-by';
import { SeriesPage } from '@/features/manage/sessions/series-page';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageSessions', 'series');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <SeriesPage />
    </Suspense>
  );
}
