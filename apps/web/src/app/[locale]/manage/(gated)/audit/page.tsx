// `/manage/audit` (features/manage/audit). Never indexed.

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AuditList } from '@/features/manage/audit/audit-list';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { ManagePageHeader } from '@/features/manage/kit/page-header';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.audit');

export default async function Page({ params }: ManagePageProps) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));

  const t = await getTranslations('Manage');
  return (
    <>
      <ManagePageHeader title={t('titles.audit')} />
      <Suspense>
        <AuditList />
      </Suspense>
    </>
  );
}
