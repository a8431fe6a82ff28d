// One venue's page, shared by `/theaters/{slug}` (type THEATER) and `/organizators/{slug}` (type ORGANIZATOR): its
// logo, description, contacts, halls with addresses and subway stations, and its performances. A venue asked for
// under the other type's route moves to its own address.
import type { TVenueType } from '@afisha/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { Container } from '@/components/ui/container';
import { HallList } from '@/components/ui/hall-list';
import { Section } from '@/components/ui/section';
import { Thumbnail } from '@/components/ui/thumbnail';
import { fetchPerformanceCards } from '@/features/catalogue/api/catalogue.api';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { fetchVenue } from '@/features/venues/api/venues.api';
import { toAppLocale } from '@/i18n/app-locale';
import { permanentRedirect } from '@/i18n/navigation';
import { routes, webAddress } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { metadataLocale } from './metadata-locale';
import { recordMetadata, recordOrNotFound } from './record-page';

export type VenueRouteProps = { params: Promise<{ locale: string; slug: string }> };

// The first 24 performances of a venue: a theatre's season, without a pager on its page.
const VENUE_PERFORMANCES = '24';

export async function venueMetadata({ params }: VenueRouteProps): Promise<Metadata> {
  const { slug } = await params;
  const locale = await metadataLocale(params);
  if (!locale) return {};
  return recordMetadata(locale, await fetchVenue(locale, slug), async (venue) => {
    const t = await getTranslations({ locale, namespace: 'Venue' });
    return pageMetadata({
      locale,
      path: routes.venue(venue.type, venue.slug),
      title: venue.name,
      description: t('metaDescription', { name: venue.name }),
      image: venue.logo,
    });
  });
}

export async function VenueRoute({ params, type }: VenueRouteProps & { type: TVenueType }) {
  const { locale: rawLocale, slug } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const [t, result, performances] = await Promise.all([
    getTranslations('Venue'),
    fetchVenue(locale, slug),
    fetchPerformanceCards(locale, { theater: slug, limit: VENUE_PERFORMANCES }),
  ]);
  const venue = recordOrNotFound(result);
  if (!venue) return <ApiUnavailable />;
  if (venue.type !== type) permanentRedirect({ href: routes.venue(venue.type, venue.slug), locale });
  const website = webAddress(venue.website);

  return (
    <Container className="flex flex-col gap-10 py-8 md:py-12">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <Thumbnail src={venue.logo} size={128} className="size-24 rounded-2xl md:size-32" eager />
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">
            {venue.type === 'THEATER' ? t('theater') : t('organizator')}
          </p>
          <h1 className="text-3xl font-bold text-balance text-ink md:text-5xl">{venue.name}</h1>
          {venue.description ? (
            <p className="max-w-3xl whitespace-pre-line text-lg text-pretty text-muted">
              {venue.description}
            </p>
          ) : null}
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-ink">
            {venue.phone ? (
              <div className="flex gap-2">
                <dt className="text-muted">{t('phone')}</dt>
                <dd>
                  <a
                    href={`tel:${venue.phone.replace(/[^\d+]/g, '')}`}
                    className="font-semibold hover:text-brand"
                  >
                    {venue.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {website ? (
              <div className="flex gap-2">
                <dt className="text-muted">{t('website')}</dt>
                <dd>
                  <a
                    href={website.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="font-semibold hover:text-brand"
                  >
                    {website.host}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <Section id="halls" title={t('halls')}>
        <HallList halls={venue.halls} />
      </Section>
      <Section id="venue-performances" title={t('performances')}>
        {performances.ok && performances.data.results.length > 0 ? (
          <CardGrid cards={performances.data.results} />
        ) : (
          <p className="text-muted">{t('noPerformances')}</p>
        )}
      </Section>
    </Container>
  );
}
