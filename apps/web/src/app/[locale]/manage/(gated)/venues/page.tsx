// `/manage/venues`: the venues list (features/manage/venues). Never indexed.
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { ManagePageHeader } from '@/features/manage/kit/page-header';
import { VenueList } from '@/features/manage/venues/venue-list';
import { VenueListHeader } from '@/features/manage/venues/venue-list-header';
import { toAppLocale } from '@/i18n/app-locale';
import { cityOptions } from '../_components/city-options';

export const generateMetadata = manageMetadata('titles.venues');

export default async function Page({ params }: ManagePageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Manage');
  return (
    <>
      <ManagePageHeader title={t('titles.venues')} actions={<VenueListHeader />} />
      <Suspense>
        <VenueList cities={await cityOptions(locale)} />
      </Suspense>
    </>
  );
}
