// `/manage/artists/[id]` (features/manage/taxonomy). Never indexed.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { type ManageRecordPageProps, manageMetadata, recordId } from '@/features/manage/kit/manage-page';
import { TermEditor } from '@/features/manage/taxonomy/term-editor';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.artist');

export default async function Page({ params }: ManageRecordPageProps) {
  const { locale, id: rawId } = await params;
  setRequestLocale(toAppLocale(locale));
  const id = recordId(rawId);
  if (id === null) notFound();

  return <TermEditor kind="artist" id={id} />;
}
