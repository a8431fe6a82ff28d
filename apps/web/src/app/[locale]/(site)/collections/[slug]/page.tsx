// `/collections/{slug}`: one editorial collection, its performances in the visitor's chosen city (the proxy puts it
// into the address as `city` when the address has none, features/city/city-scope.ts) in editorial order, 12 a page.
// A collection with nothing in that city (another city's "best of", a link shared from elsewhere) shows every city's,
// and says so, rather than an empty page.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { fetchCities } from '@/features/city/api/cities.api';
import { listingCity } from '@/features/city/city-routes';
import { fetchCollection } from '@/features/collections/api/collections.api';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { DEFAULT_CITY_SLUG, parseCitySlug } from '@/lib/chosen-city';
import { firstParam, pageOffset, parsePage, type SearchParamsRecord } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../../_components/listing-page';
import { metadataLocale } from '../../_components/metadata-locale';
import { recordMetadata, recordOrNotFound } from '../../_components/record-page';

type CollectionPageProps = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<SearchParamsRecord>;
};

export async function generateMetadata({ params }: CollectionPageProps): Promise<Metadata> {
  const { slug } = await params;
  const locale = await metadataLocale(params);
  if (!locale) return {};
  return recordMetadata(locale, await fetchCollection(locale, slug, undefined, 0), async (collection) => {
    const t = await getTranslations({ locale, namespace: 'Collections' });
    return pageMetadata({
      locale,
      path: routes.collection(collection.slug),
      title: collection.title,
      description: collection.description ?? t('metaDescription'),
      image: collection.image,
    });
  });
}

export default async function CollectionPage({ params, searchParams }: CollectionPageProps) {
  const { locale: rawLocale, slug } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const search = await searchParams;
  const page = parsePage(search.page);
  const cities = await fetchCities(locale);
  const asked = parseCitySlug(firstParam(search.city)) ?? DEFAULT_CITY_SLUG;
  const city = cities.ok ? listingCity(cities.data, asked) : undefined;
  const [t, inCity] = await Promise.all([
    getTranslations('Collections'),
    fetchCollection(locale, slug, city?.slug, pageOffset(page)),
  ]);
  const nothingInCity = city !== undefined && inCity.ok && inCity.data.performances.count === 0;
  const everywhere = nothingInCity ? await fetchCollection(locale, slug, undefined, pageOffset(page)) : null;
  const shownEverywhere = everywhere?.ok === true && everywhere.data.performances.count > 0;
  const collection = recordOrNotFound(shownEverywhere ? everywhere : inCity);
  if (!collection) return <ApiUnavailable />;
  const { count, results } = collection.performances;
  return (
    <ListingPage
      heading={collection.title}
      lead={collection.description ?? undefined}
      filters={
        shownEverywhere && city ? (
          <p role="status" className="rounded-2xl bg-surface p-4 text-ink">
            {t('elsewhere', { cityCase: city.city_name_case })}
          </p>
        ) : undefined
      }
      empty={t('emptyCollection')}
      isEmpty={results.length === 0}
      pagination={{
        pathname: routes.collection(collection.slug),
        params: { city: shownEverywhere ? undefined : city?.slug },
        page,
        count,
      }}
    >
      <CardGrid cards={results} eagerCount={4} />
    </ListingPage>
  );
}
