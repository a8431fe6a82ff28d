// `/manage`: the back office's overview (features/manage/home). Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { ManageOverview } from '@/features/manage/home/manage-overview';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.overview');

export default async function Page({ params }: ManagePageProps) {
  setRequestLocale(toAppLocale((await params).locale));
  return <ManageOverview />;
}
