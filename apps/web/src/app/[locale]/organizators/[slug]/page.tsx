// `/organizators/{slug}`: a venue of type ORGANIZATOR (the page itself is shared with the other venue route).
import { VenueRoute, type VenueRouteProps, venueMetadata } from '../../_components/venue-route';

export const generateMetadata = venueMetadata;

export default function Page(props: VenueRouteProps) {
  return <VenueRoute {...props} type="ORGANIZATOR" />;
}
