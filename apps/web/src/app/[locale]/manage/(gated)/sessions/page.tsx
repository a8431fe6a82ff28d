// `/manage/sessions`: a venue's sessions by hall (week, month) or as a list (features/manage/sessions). Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { titledBy } from '@/features/manage/kit/titled-by';
import { SessionsPage } from '@/features/manage/sessions/sessions-page';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageSessions', 'calendar');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <SessionsPage />
    </Suspense>
  );
}
