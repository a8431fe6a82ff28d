// `/manage/plans`: a hall's plans: drafts and published revisions, import, which sessions use them (features/manage/plans). Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { titledBy } from '@/features/manage/kit/titled-by';
import { PlansPage } from '@/features/manage/plans/plans-page';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManagePlans', 'plans');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <PlansPage />
    </Suspense>
  );
}
