// `/theaters-and-organizators`: the venues of one city, theatres first, then organisers. The proxy sends the address
// here with the visitor's chosen city (or the address's `?city=`) as a path segment, so each city's list is a cached
// page of its own (features/city/city-scope.ts).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { fetchCities } from '@/features/city/api/cities.api';
import { listingCity } from '@/features/city/city-routes';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { fetchVenues } from '@/features/venues/api/venues.api';
import { VenueList } from '@/features/venues/components/venue-list';
import { toAppLocale } from '@/i18n/app-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../../../_components/listing-page';
import { metadataLocale } from '../../../_components/metadata-locale';
import { noPrerender } from '../../../_components/on-demand';

// Cached per city after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type VenuesPageProps = { params: Promise<{ locale: string; city: string }> };

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
  const { locale: rawLocale, city: slug } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const cities = await fetchCities(locale);
  const city = cities.ok ? listingCity(cities.data, slug) : undefined;
  if (!city) return <ApiUnavailable />;
  const [t, theaters, organizators] = await Promise.all([
    getTranslations('Venues'),
    fetchVenues(locale, { type: 'THEATER', city: city.slug, limit: '100' }),
    fetchVenues(locale, { type: 'ORGANIZATOR', city: city.slug, limit: '100' }),
  ]);
  if (!theaters.ok || !organizators.ok) return <ApiUnavailable />;
  const groups = [
    { id: 'theaters', title: t('theaters'), venues: theaters.data.results },
    { id: 'organizators', title: t('organizators'), venues: organizators.data.results },
  ].filter((group) => group.venues.length > 0);
  return (
    <ListingPage
      heading={t('heading')}
      lead={t('leadCity', { cityCase: city.city_name_case })}
      empty={t('empty')}
      isEmpty={groups.length === 0}
    >
      {groups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          <VenueList venues={group.venues} />
        </Section>
      ))}
    </ListingPage>
  );
}
