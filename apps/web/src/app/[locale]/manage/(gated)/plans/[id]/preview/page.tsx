// `/manage/plans/[id]/preview`: the plan as a buyer's seat map will draw it, at a phone's and a desktop's width.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { BuyerPreviewPage } from '@/features/manage/designer/buyer-preview';
import { titledBy } from '@/features/manage/kit/titled-by';
import { AddedClientMessages } from '@/i18n/added-client-messages';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageDesigner', 'preview');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    // The designer's texts travel with its own pages only (not in MANAGE_CLIENT_NAMESPACES).
    <AddedClientMessages locale={locale} namespaces={['ManageDesigner']}>
      <Suspense>
        <BuyerPreviewPage id={Number(id) || 0} />
      </Suspense>
    </AddedClientMessages>
  );
}
