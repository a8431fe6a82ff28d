// Venues as cards: logo, name and the address of each hall, linking to the venue's page.
import type { TVenueCard } from '@afisha/contracts';
import { LazyImage } from '@/components/ui/lazy-image';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';

export function VenueList({ venues }: { venues: readonly TVenueCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {venues.map((venue) => (
        <li key={venue.id}>
          <Link
            href={routes.venue(venue.type, venue.slug)}
            className="group flex h-full items-start gap-4 rounded-2xl border border-line p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <LazyImage
              src={venue.logo}
              alt=""
              width={64}
              height={64}
              sizes="64px"
              className="size-16 shrink-0 rounded-xl object-cover"
            />
            <span className="flex flex-col gap-1">
              <span className="font-bold text-ink group-hover:text-brand">{venue.name}</span>
              {venue.halls.slice(0, 2).map((hall) => (
                <span key={hall.id} className="text-sm text-muted">
                  {hall.address}
                </span>
              ))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
