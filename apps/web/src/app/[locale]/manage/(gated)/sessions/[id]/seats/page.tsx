// `/manage/sessions/[id]/seats`: the session's seats off sale (house seats, a camera), on its seat map. Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { titledBy } from '@/features/manage/kit/titled-by';
import { SeatsOffSalePage } from '@/features/manage/sessions/seats-off-sale';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageSessions', 'seats');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <SeatsOffSalePage id={Number(id) || 0} />
    </Suspense>
  );
}
