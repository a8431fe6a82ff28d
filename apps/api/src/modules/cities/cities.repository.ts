// Owns reading cities: active ones in their editorial order, one by slug, and the default city.
import { cities, type Db, type Localized, sites } from '@afisha/db';
import { and, asc, eq } from '@afisha/db/orm';

export type CityRow = { id: number; slug: string; name: Localized; nameCase: Localized };

export type CitiesRepository = {
  listActive(): Promise<CityRow[]>;
  findActiveBySlug(slug: string): Promise<CityRow | null>;
  /** The default site's default city when it is active, else null. */
  findSiteDefault(): Promise<CityRow | null>;
};

const columns = { id: cities.id, slug: cities.slug, name: cities.name, nameCase: cities.nameCase };

export function createCitiesRepository(db: Db): CitiesRepository {
  return {
    async listActive() {
      return db
        .select(columns)
        .from(cities)
        .where(eq(cities.isActive, true))
        .orderBy(asc(cities.position), asc(cities.id));
    },
    async findActiveBySlug(slug) {
      const [row] = await db
        .select(columns)
        .from(cities)
        .where(and(eq(cities.slug, slug), eq(cities.isActive, true)))
        .limit(1);
      return row ?? null;
    },
    async findSiteDefault() {
      const [row] = await db
        .select(columns)
        .from(sites)
        .innerJoin(cities, eq(cities.id, sites.defaultCityId))
        .where(and(eq(sites.isDefault, true), eq(cities.isActive, true)))
        .limit(1);
      return row ?? null;
    },
  };
}
