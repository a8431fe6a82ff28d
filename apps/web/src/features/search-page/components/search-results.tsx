// The results of /search: performances (poster, title, venue, date line, price) and venues (name, city and addresses,
// each address once).
import { useTranslations } from 'next-intl';
import { LazyImage } from '@/components/ui/lazy-image';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import { usePriceText } from '@/lib/format/use-price';
import { routes } from '@/lib/routes';
import { distinctAddresses } from '@/lib/venue-addresses';
import type { TSearchEvent, TSearchVenue } from '../api/search.api';

type SearchResultsProps = {
  events: readonly TSearchEvent[];
  venues: readonly TSearchVenue[];
  /** Results from other cities than the visitor's: each row names its city. */
  showCity?: boolean;
};

const rowClass =
  'group flex items-center gap-4 rounded-2xl p-2 hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand';

export function SearchResults({ events, venues, showCity = false }: SearchResultsProps) {
  const t = useTranslations('SearchPage');
  const card = useTranslations('Card');
  const price = usePriceText();
  return (
    <div className="flex flex-col gap-10">
      {events.length > 0 ? (
        <Section id="search-performances" title={t('performances')}>
          <ul className="grid gap-2 md:grid-cols-2">
            {events.map((event) => {
              const { performance } = event;
              const venueName = performance.venue_name ?? event.hall_subtitle;
              const venue = [showCity ? event.city_title : null, venueName].filter(Boolean).join(', ');
              const minPrice = event.minpricesell ?? performance.min_price;
              return (
                <li key={event.id}>
                  <Link href={routes.performance(performance.slug)} className={rowClass}>
                    <span className="relative aspect-[2/3] w-16 shrink-0 overflow-hidden rounded-lg bg-surface">
                      <LazyImage
                        src={performance.original_image}
                        alt={card('poster', { title: performance.title })}
                        fill
                        sizes="64px"
                        className="object-cover"
                      />
                    </span>
                    <span className="flex flex-col gap-0.5">
                      <span className="font-bold text-ink group-hover:text-brand">{performance.title}</span>
                      {venue ? <span className="text-sm text-muted">{venue}</span> : null}
                      {event.date_line ? <span className="text-sm text-ink">{event.date_line}</span> : null}
                      {minPrice != null ? (
                        <span className="text-sm font-semibold text-ink">{price.from(minPrice)}</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
      {venues.length > 0 ? (
        <Section id="search-venues" title={t('venues')}>
          <ul className="grid gap-2 md:grid-cols-2">
            {venues.map((venue) => (
              <li key={venue.id}>
                <Link
                  href={routes.venue(venue.type, venue.slug)}
                  className={`${rowClass} flex-col items-start gap-1 p-3`}
                >
                  <span className="font-bold text-ink group-hover:text-brand">{venue.name}</span>
                  {venue.city_title ? (
                    <span className="text-sm font-semibold text-ink">{venue.city_title}</span>
                  ) : null}
                  {distinctAddresses(venue.halls, 2).map((address) => (
                    <span key={address} className="text-sm text-muted">
                      {address}
                    </span>
                  ))}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
