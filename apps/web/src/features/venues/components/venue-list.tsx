// Venues as cards: logo, name, city and the venue's addresses (each once), linking to the venue's page.
import type { TVenueCard } from '@afisha/contracts';
import { Thumbnail } from '@/components/ui/thumbnail';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';
import { distinctAddresses } from '@/lib/venue-addresses';

const ADDRESSES_SHOWN = 2;

export function VenueList({ venues }: { venues: readonly TVenueCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {venues.map((venue) => (
        <li key={venue.id}>
          <Link
            href={routes.venue(venue.type, venue.slug)}
            className="group flex h-full items-start gap-4 rounded-2xl border border-line p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Thumbnail src={venue.logo} size={64} className="size-16 rounded-xl" />
            <span className="flex flex-col gap-1">
              <span className="font-bold text-ink group-hover:text-brand">{venue.name}</span>
              {venue.city_title ? (
                <span className="text-sm font-semibold text-ink">{venue.city_title}</span>
              ) : null}
              {distinctAddresses(venue.halls, ADDRESSES_SHOWN).map((address) => (
                <span key={address} className="text-sm text-muted">
                  {address}
                </span>
              ))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
