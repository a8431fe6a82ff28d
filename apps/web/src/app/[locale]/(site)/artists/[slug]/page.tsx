// `/artists/{slug}`: an artist's photo, biography and the performances they appear in.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { Thumbnail } from '@/components/ui/thumbnail';
import { fetchArtist } from '@/features/artists/api/artists.api';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { metadataLocale } from '../../_components/metadata-locale';
import { noPrerender } from '../../_components/on-demand';
import { recordMetadata, recordOrNotFound } from '../../_components/record-page';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type ArtistPageProps = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: ArtistPageProps): Promise<Metadata> {
  const { slug } = await params;
  const locale = await metadataLocale(params);
  if (!locale) return {};
  return recordMetadata(locale, await fetchArtist(locale, slug), async (artist) => {
    const t = await getTranslations({ locale, namespace: 'Artists' });
    return pageMetadata({
      locale,
      path: routes.artist(artist.slug),
      title: artist.name,
      description: t('artistMetaDescription', { name: artist.name }),
      image: artist.photo,
    });
  });
}

export default async function ArtistPage({ params }: ArtistPageProps) {
  const { locale: rawLocale, slug } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const [t, venue, result] = await Promise.all([
    getTranslations('Artists'),
    getTranslations('Venue'),
    fetchArtist(locale, slug),
  ]);
  const artist = recordOrNotFound(result);
  if (!artist) return <ApiUnavailable />;
  return (
    <Container className="flex flex-col gap-10 py-8 md:py-12">
      <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
        <Thumbnail src={artist.photo} size={192} className="size-40 rounded-full md:size-48" eager />
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold text-balance text-ink md:text-5xl">{artist.name}</h1>
          {artist.bio ? (
            <p className="max-w-3xl whitespace-pre-line text-lg text-pretty text-muted">{artist.bio}</p>
          ) : null}
        </div>
      </div>
      <Section id="artist-performances" title={t('performances')}>
        {artist.performances.length > 0 ? (
          <CardGrid cards={artist.performances} />
        ) : (
          <p className="text-muted">{venue('noPerformances')}</p>
        )}
      </Section>
    </Container>
  );
}
