// `/manage/performances/new` (features/manage/performances). Never indexed.

import { setRequestLocale } from 'next-intl/server';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { PerformanceEditor } from '@/features/manage/performances/performance-editor';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.performanceNew');

export default async function Page({ params }: ManagePageProps) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));

  return <PerformanceEditor />;
}
