// `/manage/staff` (features/manage). Never indexed.

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ManagePageHeader } from '@/features/manage/components/page-header';
import { type ManagePageProps, manageMetadata } from '@/features/manage/manage-page';
import { StaffRoles } from '@/features/manage/staff/staff-roles';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.staff');

export default async function Page({ params }: ManagePageProps) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));

  const t = await getTranslations('Manage');
  return (
    <>
      <ManagePageHeader title={t('titles.staff')} />
      <Suspense>
        <StaffRoles />
      </Suspense>
    </>
  );
}
