// Owns the venue page (GET /theaters/{slug}): an active venue of either type with its halls;
// unknown and inactive venues are the same 404.
import type { TLocale, TVenueDetail } from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import { cityFromRow } from '../cities/cities.service.ts';
import type { HallsRepository } from './halls.repository.ts';
import type { VenuesRepository } from './venues.repository.ts';

export type VenuesService = {
  detail(slug: string, locale: TLocale): Promise<TVenueDetail>;
};

export function createVenuesService(deps: {
  venues: VenuesRepository;
  halls: HallsRepository;
}): VenuesService {
  return {
    async detail(slug, locale) {
      const venue = await deps.venues.findActiveBySlug(slug, locale);
      if (!venue) throw new AppError('not_found', 404);
      const halls = await deps.halls.listByVenue([venue.id], locale);
      const { city, ...fields } = venue;
      return {
        ...fields,
        halls: halls.get(venue.id) ?? [],
        city: cityFromRow(city),
      };
    },
  };
}
