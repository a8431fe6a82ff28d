// schema.org Event structured data for a performance page: one Event per upcoming session, with its venue, price
// offer and the page of its seat map, so search engines can show dates and prices. Open-date tickets are left out:
// they have no start time a search engine could show.
import type { TEvent, TVenueCard } from '@afisha/contracts';

export type JsonLdInput = {
  siteUrl: URL;
  pageUrl: string;
  title: string;
  description: string | null | undefined;
  image: string | null;
  venue: TVenueCard | null | undefined;
  sessions: readonly TEvent[];
  eventUrl: (id: number) => string;
};

const AVAILABILITY: Record<TEvent['sale_status'], string> = {
  on_sale: 'https://schema.org/InStock',
  sold_out: 'https://schema.org/SoldOut',
  not_on_sale: 'https://schema.org/PreOrder',
  announced: 'https://schema.org/PreOrder',
  cancelled: 'https://schema.org/Discontinued',
};

export function performanceJsonLd(input: JsonLdInput): Record<string, unknown>[] {
  const absolute = (path: string) => new URL(path, input.siteUrl).href;
  return input.sessions
    .filter((session) => session.withopendate !== 1 && session.sale_status !== 'cancelled')
    .map((session) => {
      const hall =
        input.venue?.halls.find((candidate) => candidate.slug === session.hall_slug) ?? input.venue?.halls[0];
      return {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: input.title,
        ...(input.description ? { description: input.description } : {}),
        ...(input.image ? { image: [absolute(input.image)] } : {}),
        url: absolute(input.pageUrl),
        startDate: `${session.eventdate}T${session.eventtime.slice(0, 5)}`,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: [input.venue?.name, session.hall_title].filter(Boolean).join(', '),
          address: {
            '@type': 'PostalAddress',
            streetAddress: hall?.address ?? '',
            addressLocality: session.city_title,
            addressCountry: 'RU',
          },
        },
        ...(session.minpricesell !== null
          ? {
              offers: {
                '@type': 'Offer',
                url: absolute(input.eventUrl(session.id)),
                price: session.minpricesell,
                priceCurrency: 'RUB',
                availability: AVAILABILITY[session.sale_status],
              },
            }
          : {}),
      };
    });
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
