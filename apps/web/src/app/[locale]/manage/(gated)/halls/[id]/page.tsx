// `/manage/halls/{id}`: a hall's form. Never indexed.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { type ManageRecordPageProps, manageMetadata, recordId } from '@/features/manage/kit/manage-page';
import { HallEditor } from '@/features/manage/venues/hall-editor';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.hall');

export default async function Page({ params }: ManageRecordPageProps) {
  const { locale, id: rawId } = await params;
  setRequestLocale(toAppLocale(locale));
  const id = recordId(rawId);
  if (id === null) notFound();
  return <HallEditor id={id} />;
}
