// `/manage/tags` (features/manage/taxonomy). Never indexed.

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { NewRecordLink } from '@/features/manage/kit/new-record-link';
import { ManagePageHeader } from '@/features/manage/kit/page-header';
import { TermList } from '@/features/manage/taxonomy/term-list';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.tags');

export default async function Page({ params }: ManagePageProps) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));

  const t = await getTranslations('Manage');
  return (
    <>
      <ManagePageHeader
        title={t('titles.tags')}
        actions={<NewRecordLink href="/manage/tags/new" label={t('titles.tagNew')} adminOnly />}
      />
      <Suspense>
        <TermList kind="tag" />
      </Suspense>
    </>
  );
}
