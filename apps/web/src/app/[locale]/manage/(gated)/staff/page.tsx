// `/manage/staff` (features/manage/staff). Never indexed.

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { ManagePageHeader } from '@/features/manage/kit/page-header';
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
