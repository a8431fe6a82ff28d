// `/manage/artists/new` (features/manage/taxonomy). Never indexed.

import { setRequestLocale } from 'next-intl/server';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { TermEditor } from '@/features/manage/taxonomy/term-editor';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.artistNew');

export default async function Page({ params }: ManagePageProps) {
  const { locale } = await params;
  setRequestLocale(toAppLocale(locale));

  return <TermEditor kind="artist" />;
}
