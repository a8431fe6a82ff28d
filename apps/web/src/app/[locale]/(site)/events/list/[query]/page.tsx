// `/events`: the listing of a city's performances (the visitor's chosen city unless the address names one) with a calendar strip of dates that have events, filters
// (genre, tag, weekends, date range, venue), ordering and pages of 12, all of it in the URL. Visitors use
// `/events?…`; the proxy rewrites it here with the filters as one canonical path segment (events-route.ts), so that
// each filtered listing is cached like any other page.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { Container } from '@/components/ui/container';
import { Pagination } from '@/components/ui/pagination';
import {
  fetchCityVenues,
  fetchEventDates,
  fetchGenres,
  fetchPerformanceCards,
  fetchTags,
} from '@/features/catalogue/api/catalogue.api';
import { CalendarStrip } from '@/features/catalogue/components/calendar-strip';
import { EventsFilterForm } from '@/features/catalogue/components/events-filter-form';
import { filtersToApiQuery, filtersToSearch } from '@/features/catalogue/events-filters';
import { filtersFromKey } from '@/features/catalogue/events-route';
import { fetchCities } from '@/features/city/api/cities.api';
import { findCity } from '@/features/city/city-routes';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { ALL_CITIES } from '@/lib/chosen-city';
import { routes } from '@/lib/routes';
import { localizedPath, pageMetadata } from '@/lib/seo/page-metadata';
import { metadataLocale } from '../../../_components/metadata-locale';
import { noPrerender } from '../../../_components/on-demand';

// Cached per combination of filters after its first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type EventsPageProps = { params: Promise<{ locale: string; query: string }> };

export async function generateMetadata({ params }: EventsPageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Events' });
  return pageMetadata({
    locale,
    path: routes.events,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function EventsPage({ params }: EventsPageProps) {
  const { locale: rawLocale, query } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const filters = filtersFromKey(query);
  const city = filters.city === ALL_CITIES ? undefined : filters.city;
  const [t, cards, dates, genres, tags, venues, cities] = await Promise.all([
    getTranslations('Events'),
    fetchPerformanceCards(locale, filtersToApiQuery(filters)),
    fetchEventDates(locale, city),
    fetchGenres(locale),
    fetchTags(locale),
    fetchCityVenues(locale, city),
    fetchCities(locale),
  ]);

  const shownCity = city && cities.ok ? findCity(cities.data, city) : undefined;

  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink md:text-5xl">{t('heading')}</h1>
        {shownCity ? (
          <p className="text-lg text-muted">{t('leadCity', { cityCase: shownCity.city_name_case })}</p>
        ) : city === undefined ? (
          <p className="text-lg text-muted">{t('leadAllCities')}</p>
        ) : null}
      </div>
      {dates.ok && dates.data.length > 0 ? <CalendarStrip dates={dates.data} filters={filters} /> : null}
      <EventsFilterForm
        action={localizedPath(locale, routes.events)}
        filters={filters}
        genres={genres.ok ? genres.data : []}
        tags={tags.ok ? tags.data : []}
        venues={venues.ok ? venues.data : []}
        cities={cities.ok ? cities.data.map((choice) => ({ slug: choice.slug, name: choice.city_name })) : []}
      />
      {cards.ok ? (
        <section aria-labelledby="events-results" className="flex flex-col gap-6">
          <h2 id="events-results" aria-live="polite" className="text-lg font-semibold text-muted">
            {t('count', { count: cards.data.count })}
          </h2>
          {cards.data.results.length > 0 ? (
            <CardGrid cards={cards.data.results} eagerCount={4} />
          ) : (
            <p className="rounded-2xl bg-surface p-6 text-center text-ink">{t('empty')}</p>
          )}
          <Pagination
            pathname={routes.events}
            params={filtersToSearch(filters)}
            page={filters.page}
            count={cards.data.count}
          />
        </section>
      ) : (
        <ApiUnavailable />
      )}
    </Container>
  );
}
