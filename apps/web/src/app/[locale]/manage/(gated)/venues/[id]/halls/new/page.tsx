// `/manage/venues/{id}/halls/new`: a new hall of the venue. Never indexed.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { type ManageRecordPageProps, manageMetadata, recordId } from '@/features/manage/kit/manage-page';
import { HallEditor } from '@/features/manage/venues/hall-editor';
import { toAppLocale } from '@/i18n/app-locale';

export const generateMetadata = manageMetadata('titles.hallNew');

export default async function Page({ params }: ManageRecordPageProps) {
  const { locale, id: rawId } = await params;
  setRequestLocale(toAppLocale(locale));
  const venueId = recordId(rawId);
  if (venueId === null) notFound();
  return <HallEditor venueId={venueId} />;
}
