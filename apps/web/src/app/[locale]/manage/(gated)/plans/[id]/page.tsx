// `/manage/plans/[id]`: one plan: its drawing, publishing (with its problems located), export. Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { titledBy } from '@/features/manage/kit/titled-by';
import { PlanPage } from '@/features/manage/plans/plan-page';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManagePlans', 'plan');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <PlanPage id={Number(id) || 0} />
    </Suspense>
  );
}
