// `/manage/venues/new`: a new venue (administrators; the API refuses others). Never indexed.
import { setRequestLocale } from 'next-intl/server';
import { type ManagePageProps, manageMetadata } from '@/features/manage/kit/manage-page';
import { VenueEditor } from '@/features/manage/venues/venue-editor';
import { toAppLocale } from '@/i18n/app-locale';
import { cityOptions } from '../../_components/city-options';

export const generateMetadata = manageMetadata('titles.venueNew');

export default async function Page({ params }: ManagePageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  return <VenueEditor cities={await cityOptions(locale)} />;
}
