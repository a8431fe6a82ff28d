// `/manage/sessions/new`: a new session, filled from the address (the calendar's empty slot). Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { titledBy } from '@/features/manage/kit/titled-by';
import { NewSessionPage } from '@/features/manage/sessions/new-session-page';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageSessions', 'new');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <NewSessionPage />
    </Suspense>
  );
}
