// `/city/{slug}` (and its /en, /fr, /de forms): the home page of a city other than the default one.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { fetchCities } from '@/features/city/api/cities.api';
import { DEFAULT_CITY_SLUG, findCity } from '@/features/city/city-routes';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { permanentRedirect } from '@/i18n/navigation';
import { homeMetadata } from '../../_components/home-metadata';
import { HomeScreen } from '../../_components/home-screen';
import { metadataLocale } from '../../_components/metadata-locale';
import { notFoundMetadata } from '../../_components/not-found-metadata';
import { noPrerender } from '../../_components/on-demand';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type CityPageProps = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: CityPageProps): Promise<Metadata> {
  const { slug } = await params;
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const cities = await fetchCities(locale);
  if (!cities.ok) return {};
  const city = findCity(cities.data, slug);
  return city ? homeMetadata(locale, city) : notFoundMetadata(locale);
}

export default async function CityPage({ params }: CityPageProps) {
  const { slug, locale: rawLocale } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  // The default city lives at the site root; one address per page.
  if (slug === DEFAULT_CITY_SLUG) permanentRedirect({ href: '/', locale });
  const cities = await fetchCities(locale);
  if (!cities.ok) return <ApiUnavailable />;
  const city = findCity(cities.data, slug);
  if (!city) notFound();
  return <HomeScreen locale={locale} city={city} cities={cities.data} />;
}
