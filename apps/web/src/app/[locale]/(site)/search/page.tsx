// `/search?q=&city=`: full results of the site search (the header's "show all results") in the visitor's city,
// 12 performances a page, the venues on the first page; a prompt when the query is empty. When the city has nothing,
// the other cities' results follow a line saying so, and "nothing found" only when no city has anything.
import { DEFAULT_CITY_SLUG } from '@afisha/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Pagination } from '@/components/ui/pagination';
import { fetchCities } from '@/features/city/api/cities.api';
import { fetchSearch } from '@/features/search-page/api/search.api';
import { SearchForm } from '@/features/search-page/components/search-form';
import { SearchResults } from '@/features/search-page/components/search-results';
import { searchCity } from '@/features/search-page/search-city';
import { normaliseSearchQuery } from '@/features/search-page/search-query';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { PAGE_SIZE, PAGE_SIZE_MAX, parsePage, type SearchParamsRecord } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { localizedPath, pageMetadata } from '@/lib/seo/page-metadata';
import { metadataLocale } from '../_components/metadata-locale';

type SearchPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParamsRecord> };

// /search has no offset: a page asks for everything up to its end, plus one to know whether another page exists.
const LAST_PAGE = Math.floor((PAGE_SIZE_MAX - 1) / PAGE_SIZE);

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const query = normaliseSearchQuery((await searchParams).q);
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  return {
    ...pageMetadata({
      locale,
      path: routes.search,
      title: query ? t('metaTitleQuery', { query }) : t('metaTitle'),
      description: t('metaDescription'),
    }),
    // Result pages are endless variations of the catalogue's own pages: keep them out of search engines.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const search = await searchParams;
  const query = normaliseSearchQuery(search.q);
  const page = Math.min(parsePage(search.page), LAST_PAGE);
  const t = await getTranslations('SearchPage');
  const cities = await fetchCities(locale);
  const city = searchCity(search.city, cities.ok ? cities.data : []);
  const citySlug = city?.slug ?? DEFAULT_CITY_SLUG;
  const limit = page * PAGE_SIZE + 1;
  const inCity = query ? await fetchSearch(locale, query, citySlug, limit) : null;
  const foundInCity = inCity?.ok === true && hasResults(inCity.data);
  const elsewhere = inCity?.ok && !foundInCity ? await fetchSearch(locale, query, undefined, limit) : null;
  const results = foundInCity ? inCity : elsewhere?.ok && hasResults(elsewhere.data) ? elsewhere : null;

  return (
    <Container className="flex flex-col gap-8 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-ink md:text-5xl">{t('heading')}</h1>
      <SearchForm action={localizedPath(locale, routes.search)} query={query} citySlug={city?.slug} />
      {!inCity ? (
        <p className="text-lg text-muted">{t('prompt')}</p>
      ) : !inCity.ok ? (
        <ApiUnavailable />
      ) : !results?.ok ? (
        <p role="status" className="rounded-2xl bg-surface p-6 text-center text-lg text-ink">
          {t('nothingFound', { query })}
        </p>
      ) : (
        <>
          <p role="status" className="text-lg text-muted">
            {foundInCity
              ? t('resultsFor', { query })
              : t('otherCities', { query, cityCase: city?.city_name_case ?? '' })}
          </p>
          <SearchResults
            events={results.data.events.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            venues={page === 1 ? results.data.theaters : []}
            showCity={!foundInCity}
          />
          <Pagination
            pathname={routes.search}
            params={{ q: query, ...(city ? { city: city.slug } : {}) }}
            page={page}
            count={Math.min(results.data.events.length, LAST_PAGE * PAGE_SIZE)}
          />
        </>
      )}
    </Container>
  );
}

function hasResults(data: { events: unknown[]; theaters: unknown[] }): boolean {
  return data.events.length > 0 || data.theaters.length > 0;
}
