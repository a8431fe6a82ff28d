// The metadata of a city's home page (`/` for the default city, `/city/{slug}` for the others), in the page locale.
import type { TCity } from '@afisha/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cityHref } from '@/features/city/city-routes';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function homeMetadata(locale: AppLocale, city: TCity): Promise<Metadata> {
  const [home, page] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'HomePage' }),
  ]);
  return pageMetadata({
    locale,
    path: cityHref(city.slug),
    title: home('metaTitle', { cityCase: city.city_name_case }),
    description: page('metaDescription', { cityCase: city.city_name_case }),
  });
}
