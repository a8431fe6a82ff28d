// `/theaters/{slug}`: a venue of type THEATER (the page itself is shared with the other venue route).

import { noPrerender } from '../../_components/on-demand';
import { VenueRoute, type VenueRouteProps, venueMetadata } from '../../_components/venue-route';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

export const generateMetadata = venueMetadata;

export default function Page(props: VenueRouteProps) {
  return <VenueRoute {...props} type="THEATER" />;
}
