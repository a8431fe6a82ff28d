// `/artists`: the artists of the visitor's chosen city (the proxy puts it into the address as `city` when the address
// has none; `city=all` for every city), 12 a page, with a name search and an index of first letters.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchArtists } from '@/features/artists/api/artists.api';
import {
  artistsApiQuery,
  artistsSearch,
  indexLetters,
  parseArtistsFilters,
} from '@/features/artists/artists-filters';
import { ArtistFilters } from '@/features/artists/components/artist-filters';
import { ArtistList } from '@/features/artists/components/artist-list';
import { fetchCities } from '@/features/city/api/cities.api';
import { findCity } from '@/features/city/city-routes';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { ALL_CITIES } from '@/lib/chosen-city';
import type { SearchParamsRecord } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { localizedPath, pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../_components/listing-page';
import { metadataLocale } from '../_components/metadata-locale';

type ArtistsPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: ArtistsPageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Artists' });
  return pageMetadata({
    locale,
    path: routes.artists,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function ArtistsPage({ params, searchParams }: ArtistsPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const requested = parseArtistsFilters(await searchParams);
  const cities = await fetchCities(locale);
  if (!cities.ok) return <ApiUnavailable />;
  // A city that is not in the list (closed, forged) shows every city's artists rather than none.
  const city = findCity(cities.data, requested.city);
  const filters = { ...requested, city: city?.slug ?? ALL_CITIES };
  const [t, artists] = await Promise.all([
    getTranslations('Artists'),
    fetchArtists(locale, artistsApiQuery(filters)),
  ]);
  if (!artists.ok) return <ApiUnavailable />;
  const filtered = filters.name !== '' || filters.letter !== undefined;
  return (
    <ListingPage
      heading={t('heading')}
      lead={city ? t('leadCity', { cityCase: city.city_name_case }) : t('leadAllCities')}
      empty={filtered ? t('emptyFiltered') : t('empty')}
      isEmpty={artists.data.results.length === 0}
      filters={
        <ArtistFilters
          action={localizedPath(locale, routes.artists)}
          filters={filters}
          letters={indexLetters(locale)}
        />
      }
      pagination={{
        pathname: routes.artists,
        params: artistsSearch(filters),
        page: filters.page,
        count: artists.data.count,
      }}
    >
      <ArtistList artists={artists.data.results} label={t('heading')} />
    </ListingPage>
  );
}
