// `/theaters-and-organizators`: the venues of the site, theatres first, then organisers.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { fetchVenues } from '@/features/venues/api/venues.api';
import { VenueList } from '@/features/venues/components/venue-list';
import { toAppLocale } from '@/i18n/app-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../_components/listing-page';
import { metadataLocale } from '../_components/metadata-locale';
import { noPrerender } from '../_components/on-demand';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type VenuesPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: VenuesPageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Venues' });
  return pageMetadata({
    locale,
    path: routes.venues,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function VenuesPage({ params }: VenuesPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [t, theaters, organizators] = await Promise.all([
    getTranslations('Venues'),
    fetchVenues(locale, { type: 'THEATER', limit: '100' }),
    fetchVenues(locale, { type: 'ORGANIZATOR', limit: '100' }),
  ]);
  if (!theaters.ok || !organizators.ok) return <ApiUnavailable />;
  const groups = [
    { id: 'theaters', title: t('theaters'), venues: theaters.data.results },
    { id: 'organizators', title: t('organizators'), venues: organizators.data.results },
  ].filter((group) => group.venues.length > 0);
  return (
    <ListingPage heading={t('heading')} empty={t('empty')} isEmpty={groups.length === 0}>
      {groups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          <VenueList venues={group.venues} />
        </Section>
      ))}
    </ListingPage>
  );
}
