// The <title> of a city's home page, in the page locale.
import type { TCity } from '@afisha/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

export async function homeMetadata(locale: AppLocale, city: TCity): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return { title: t('metaTitle', { cityCase: city.city_name_case }) };
}
