// `/collections`: the editorial collections of one city (its own and the city-less ones). The proxy sends the address
// here with the visitor's chosen city (or the address's `?city=`) as a path segment, so each city's list is a cached
// page of its own (features/city/city-scope.ts).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchCities } from '@/features/city/api/cities.api';
import { listingCity } from '@/features/city/city-routes';
import { fetchCollections } from '@/features/collections/api/collections.api';
import { CollectionList } from '@/features/collections/components/collection-list';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../../../_components/listing-page';
import { metadataLocale } from '../../../_components/metadata-locale';
import { noPrerender } from '../../../_components/on-demand';

// Cached per city after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type CollectionsPageProps = { params: Promise<{ locale: string; city: string }> };

export async function generateMetadata({ params }: CollectionsPageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Collections' });
  return pageMetadata({
    locale,
    path: routes.collections,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function CollectionsPage({ params }: CollectionsPageProps) {
  const { locale: rawLocale, city: slug } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const cities = await fetchCities(locale);
  const city = cities.ok ? listingCity(cities.data, slug) : undefined;
  if (!city) return <ApiUnavailable />;
  const [t, collections] = await Promise.all([
    getTranslations('Collections'),
    fetchCollections(locale, city.slug),
  ]);
  if (!collections.ok) return <ApiUnavailable />;
  return (
    <ListingPage
      heading={t('heading')}
      lead={t('leadCity', { cityCase: city.city_name_case })}
      empty={t('empty')}
      isEmpty={collections.data.length === 0}
    >
      <CollectionList collections={collections.data} />
    </ListingPage>
  );
}
