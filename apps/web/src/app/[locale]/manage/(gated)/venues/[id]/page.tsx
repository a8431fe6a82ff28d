// `/manage/venues/{id}`: a venue's form and its halls (features/manage/venues). Never indexed.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { type ManageRecordPageProps, manageMetadata, recordId } from '@/features/manage/kit/manage-page';
import { VenueEditor } from '@/features/manage/venues/venue-editor';
import { toAppLocale } from '@/i18n/app-locale';
import { cityOptions } from '../../_components/city-options';

export const generateMetadata = manageMetadata('titles.venue');

export default async function Page({ params }: ManageRecordPageProps) {
  const { locale: raw, id: rawId } = await params;
  const locale = toAppLocale(raw);
  setRequestLocale(locale);
  const id = recordId(rawId);
  if (id === null) notFound();
  return <VenueEditor id={id} cities={await cityOptions(locale)} />;
}
