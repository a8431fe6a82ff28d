// `/manage/performances` (features/manage/performances). Never indexed.

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { NewRecordLink } from '@/features/manage/kit/new-record-link';
import { ManagePageHeader } from '@/features/manage/kit/page-header';
import { PerformanceList } from '@/features/manage/performances/performance-list';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.performances');

export default async function Page({ params }: ManagePageProps) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));

  const t = await getTranslations('Manage');
  return (
    <>
      <ManagePageHeader
        title={t('titles.performances')}
        actions={<NewRecordLink href="/manage/performances/new" label={t('titles.performanceNew')} />}
      />
      <Suspense>
        <PerformanceList />
      </Suspense>
    </>
  );
}
