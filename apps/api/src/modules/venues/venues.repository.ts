// Owns reading one active venue by slug with its texts in one locale and its city (the venue page).
import type { TVenueType } from '@afisha/contracts';
import { cities, type Db, type Locale, localizedSql, venues } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
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
  return {
    async findActiveBySlug(slug, locale) {
      const [row] = await db
        .select({
          id: venues.id,
          slug: venues.slug,
          type: venues.type,
          name: localizedSql(venues.name, locale),
          logo: venues.logo,
          description: localizedSql(venues.description, locale),
          website: venues.website,
          phone: venues.phone,
          city: {
            id: cities.id,
            slug: cities.slug,
            name: localizedSql(cities.name, locale),
            nameCase: localizedSql(cities.nameCase, locale),
          },
        })
        .from(venues)
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .where(and(eq(venues.slug, slug), eq(venues.isActive, true)))
        .limit(1);
      return row ?? null;
    },
  };
}
