// `/manage/plans/[id]/design`: the plan designer (features/manage/designer). Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { DesignerPage } from '@/features/manage/designer/designer-page';
import { titledBy } from '@/features/manage/kit/titled-by';
import { AddedClientMessages } from '@/i18n/added-client-messages';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = titledBy('ManageDesigner', 'design');

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(toAppLocale(locale));
  return (
    // The designer's texts travel with its own pages only (not in MANAGE_CLIENT_NAMESPACES).
    <AddedClientMessages locale={locale} namespaces={['ManageDesigner']}>
      <Suspense>
        <DesignerPage id={Number(id) || 0} />
      </Suspense>
    </AddedClientMessages>
  );
}
