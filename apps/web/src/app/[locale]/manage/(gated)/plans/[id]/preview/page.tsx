// `/manage/plans/[id]/preview`: the plan as a buyer's seat map will draw it, at a phone's and a desktop's width.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { BuyerPreviewPage } from '@/features/manage/designer/buyer-preview';
import { titledBy } from '@/features/manage/kit/titled-by';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageDesigner', 'preview');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    <Suspense>
      <BuyerPreviewPage id={Number(id) || 0} />
    </Suspense>
  );
}
