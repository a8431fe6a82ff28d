// `/events/{id}`: the seat map of one session, where every buy button of a performance page leads. The top of the
// page (title, date, hall, venue) is rendered here and cached like the catalogue; the map itself, with everything
// that is the visitor's own (their seats, the live statuses), loads in the browser (seat-map-loader.tsx).
import { todayIn } from '@afisha/contracts/venue-time';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { eventIdOf, fetchSeatMapEvent } from '@/features/seat-map/api/seat-map-event.api';
import { SeatMapHeader } from '@/features/seat-map/components/seat-map-header';
import { SeatMapLoader } from '@/features/seat-map/components/seat-map-loader';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';
import { SITE_TIME_ZONE } from '@/i18n/time-zone';
import { formatEventDate } from '@/lib/format/event-date';
import { mediaSrc, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { metadataLocale } from '../../_components/metadata-locale';
import { notFoundMetadata } from '../../_components/not-found-metadata';
import { noPrerender } from '../../_components/on-demand';
import { recordMetadata, recordOrNotFound } from '../../_components/record-page';

// Cached after the first visit, rebuilt in the background at most once a minute (catalogue data only).
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type SeatMapPageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: SeatMapPageProps): Promise<Metadata> {
  const { id: segment } = await params;
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const id = eventIdOf(segment);
  if (id === null) return notFoundMetadata(locale);
  return recordMetadata(locale, await fetchSeatMapEvent(locale, id), async (event) => {
    const [t, format] = await Promise.all([
      getTranslations({ locale, namespace: 'SeatMap' }),
      getTranslations({ locale, namespace: 'Format' }),
    ]);
    const date = formatEventDate(event, {
      locale,
      today: todayIn(SITE_TIME_ZONE),
      range: (from, to) => format('openDateRange', { from, to }),
    });
    return {
      ...pageMetadata({
        locale,
        path: routes.event(event.id),
        title: t('metaTitle', { title: event.performance.title }),
        description: t('metaDescription', {
          title: event.performance.title,
          date,
          venue: event.performance.venue_name,
        }),
        image: mediaSrc(event.performance.original_image),
      }),
      // A session's page lives for weeks and holds no text of its own: the performance page is the one to find.
      robots: { index: false, follow: true },
    };
  });
}

export default async function SeatMapPage({ params }: SeatMapPageProps) {
  const { locale: rawLocale, id: segment } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const id = eventIdOf(segment);
  if (id === null) notFound();
  const event = recordOrNotFound(await fetchSeatMapEvent(locale, id));
  if (!event) return <ApiUnavailable />;
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-10">
      <SeatMapHeader event={event} />
      <ScopedClientMessages locale={locale} namespaces={['SeatMap']}>
        <SeatMapLoader eventId={event.id} />
      </ScopedClientMessages>
    </Container>
  );
}
