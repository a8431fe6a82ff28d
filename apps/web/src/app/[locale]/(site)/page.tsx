// `/`, `/en`, `/fr`, `/de`: the home page of the default city.
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { fetchCities } from '@/features/city/api/cities.api';
import { pickDefaultCity } from '@/features/city/city-routes';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { homeMetadata } from './_components/home-metadata';
import { HomeScreen } from './_components/home-screen';
import { metadataLocale } from './_components/metadata-locale';
import { noPrerender } from './_components/on-demand';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type HomePageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  // An unknown "locale" (`/missing.png`) is the layout's 404; without the API the layout's site name stays.
  if (!locale) return {};
  const cities = await fetchCities(locale);
  const city = cities.ok ? pickDefaultCity(cities.data) : undefined;
  return city ? homeMetadata(locale, city) : {};
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const cities = await fetchCities(locale);
  const city = cities.ok ? pickDefaultCity(cities.data) : undefined;
  if (!cities.ok || !city) return <ApiUnavailable />;
  return <HomeScreen locale={locale} city={city} cities={cities.data} />;
}
