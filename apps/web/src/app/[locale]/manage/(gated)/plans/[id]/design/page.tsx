// `/manage/plans/[id]/design`: the plan designer (features/manage/designer). Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { DesignerPage } from '@/features/manage/designer/designer-page';
import { titledBy } from '@/features/manage/kit/titled-by';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageDesigner', 'design');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <DesignerPage id={Number(id) || 0} />
    </Suspense>
  );
}
