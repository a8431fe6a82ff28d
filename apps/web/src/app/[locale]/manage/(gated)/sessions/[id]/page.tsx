// `/manage/sessions/[id]`: one session: its form and prices, copy, cancel, early-access keys. Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { titledBy } from '@/features/manage/kit/titled-by';
import { SessionPage } from '@/features/manage/sessions/session-page';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageSessions', 'session');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <SessionPage id={Number(id) || 0} />
    </Suspense>
  );
}
