// Owns reading one active (and not archived) venue by slug with its texts in one locale and its city (the venue page).
// One prepared statement: building a Drizzle query per request costs more than running it.
import type { TVenueType } from '@afisha/contracts';
import { cities, type Db, type Locale, venues } from '@afisha/db';
import { and, eq, sql } from '@afisha/db/orm';
import { inLocale } from '../../lib/localized-placeholder.ts';
import { publicVenue } from '../catalogue/public-record.sql.ts';
import type { CityInLocale } from '../cities/cities.repository.ts';

export type VenueRow = {
  id: number;
  slug: string;
  type: TVenueType;
  name: string;
  logo: string | null;
  description: string | null;
  website: string | null;
  phone: string | null;
  city: CityInLocale;
};

export type VenuesRepository = {
  findActiveBySlug(slug: string, locale: Locale): Promise<VenueRow | null>;
};

export function createVenuesRepository(db: Db): VenuesRepository {
  const findActiveBySlug = db
    .select({
      id: venues.id,
      slug: venues.slug,
      type: venues.type,
      name: inLocale(venues.name),
      logo: venues.logo,
      description: inLocale(venues.description),
      website: venues.website,
      phone: venues.phone,
      city: {
        id: cities.id,
        slug: cities.slug,
        name: inLocale(cities.name),
        nameCase: inLocale(cities.nameCase),
      },
    })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(and(eq(venues.slug, sql.placeholder('slug')), publicVenue('venues')))
    .limit(1)
    .prepare('venues_find_active_by_slug');
  return {
    async findActiveBySlug(slug, locale) {
      const [row] = await findActiveBySlug.execute({ slug, locale });
      return row ?? null;
    },
  };
}
