// `/artists`: every artist, 12 a page.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchArtists } from '@/features/artists/api/artists.api';
import { ArtistList } from '@/features/artists/components/artist-list';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { PAGE_SIZE, pageOffset, parsePage, type SearchParamsRecord } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
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
  const page = parsePage((await searchParams).page);
  const [t, artists] = await Promise.all([
    getTranslations('Artists'),
    fetchArtists(locale, { limit: String(PAGE_SIZE), offset: String(pageOffset(page)) }),
  ]);
  if (!artists.ok) return <ApiUnavailable />;
  return (
    <ListingPage
      heading={t('heading')}
      empty={t('empty')}
      isEmpty={artists.data.results.length === 0}
      pagination={{ pathname: routes.artists, params: {}, page, count: artists.data.count }}
    >
      <ArtistList artists={artists.data.results} />
    </ListingPage>
  );
}
