// `/collections`: the editorial collections of the site (the default city's and the city-less ones).
import { DEFAULT_CITY_SLUG } from '@afisha/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchCollections } from '@/features/collections/api/collections.api';
import { CollectionList } from '@/features/collections/components/collection-list';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../_components/listing-page';
import { metadataLocale } from '../_components/metadata-locale';
import { noPrerender } from '../_components/on-demand';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type CollectionsPageProps = { params: Promise<{ locale: string }> };

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
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [t, collections] = await Promise.all([
    getTranslations('Collections'),
    fetchCollections(locale, DEFAULT_CITY_SLUG),
  ]);
  if (!collections.ok) return <ApiUnavailable />;
  return (
    <ListingPage heading={t('heading')} empty={t('empty')} isEmpty={collections.data.length === 0}>
      <CollectionList collections={collections.data} />
    </ListingPage>
  );
}
