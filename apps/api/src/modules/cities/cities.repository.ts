// Owns reading cities: active ones in their editorial order, one by slug, and the default city.
//
// Built for GET /cities, the hottest read of the site (measured with the API platform bench):
// - each query is built once and prepared (a named server-side statement): building a Drizzle
//   query per request was the largest CPU cost, and PostgreSQL no longer parses and plans the
//   same text on every call;
// - names come back in the asked locale, picked in SQL, instead of whole JSONB objects that the
//   driver would JSON.parse per row;
// - each city comes back as one JSON value (the list as one JSON array) built by PostgreSQL:
//   Drizzle maps every computed cell of every row through a chain of class checks, which cost
//   more CPU than the query itself; one cell per answer leaves a single native JSON.parse.
import { cities, type Db, type Locale, type Localized, sites } from '@afisha/db';
import { and, eq, type SQL, sql } from '@afisha/db/orm';
import { inLocale } from '../../lib/localized-placeholder.ts';

/** A city as stored, all translations included (other modules join it this way). */
export type CityRow = { id: number; slug: string; name: Localized; nameCase: Localized };

/** A city with its names in one locale, Russian where the translation is missing. */
export type CityInLocale = { id: number; slug: string; name: string; nameCase: string };

export type CitiesRepository = {
  listActive(locale: Locale): Promise<CityInLocale[]>;
  findActiveBySlug(slug: string, locale: Locale): Promise<CityInLocale | null>;
  /** The default site's default city when it is active, else null. */
  findSiteDefault(locale: Locale): Promise<CityInLocale | null>;
  /**
   * The active city called `name` in any of its languages or by its slug, ignoring case, ё/е, spaces, hyphens and
   * dots ("Saint-Petersburg", "САНКТ ПЕТЕРБУРГ"); null when none is.
   */
  findActiveByName(name: string, locale: Locale): Promise<CityInLocale | null>;
};

/** A name reduced for comparison: lower case, ё as е, letters and digits only. */
const comparable = (text: SQL) =>
  sql`regexp_replace(replace(lower(${text}), 'ё', 'е'), '[^[:alnum:]]', '', 'g')`;

/** One city as a JSON object with the keys of CityInLocale. */
const cityJson = sql`json_build_object('id', ${cities.id}, 'slug', ${cities.slug}, 'name', ${inLocale(cities.name)}, 'nameCase', ${inLocale(cities.nameCase)})`;

/** The cities of the query as one JSON array, in editorial order; [] rather than null when none. */
const cityListJson = sql<
  CityInLocale[]
>`coalesce(json_agg(${cityJson} order by ${cities.position}, ${cities.id}), '[]'::json)`;

export function createCitiesRepository(db: Db): CitiesRepository {
  // Statement names are per connection; each must always name the same SQL text.
  const listActive = db
    .select({ list: cityListJson })
    .from(cities)
    .where(eq(cities.isActive, true))
    .prepare('cities_list_active');
  const findActiveBySlug = db
    .select({ city: sql<CityInLocale>`${cityJson}` })
    .from(cities)
    .where(and(eq(cities.slug, sql.placeholder('slug')), eq(cities.isActive, true)))
    .limit(1)
    .prepare('cities_find_active_by_slug');
  const wanted = comparable(sql`${sql.placeholder('name')}`);
  const findActiveByName = db
    .select({ city: sql<CityInLocale>`${cityJson}` })
    .from(cities)
    .where(
      and(
        eq(cities.isActive, true),
        sql`${wanted} <> ''`,
        sql`${wanted} IN (
          SELECT ${comparable(sql`v.value`)} FROM jsonb_each_text(${cities.name}) v
          UNION ALL SELECT ${comparable(sql`${cities.slug}`)})`,
      ),
    )
    .orderBy(cities.position, cities.id)
    .limit(1)
    .prepare('cities_find_active_by_name');
  const findSiteDefault = db
    .select({ city: sql<CityInLocale>`${cityJson}` })
    .from(sites)
    .innerJoin(cities, eq(cities.id, sites.defaultCityId))
    .where(and(eq(sites.isDefault, true), eq(cities.isActive, true)))
    .limit(1)
    .prepare('cities_find_site_default');

  return {
    async listActive(locale) {
      const [row] = await listActive.execute({ locale });
      return row?.list ?? [];
    },
    async findActiveBySlug(slug, locale) {
      const [row] = await findActiveBySlug.execute({ slug, locale });
      return row?.city ?? null;
    },
    async findActiveByName(name, locale) {
      const [row] = await findActiveByName.execute({ name, locale });
      return row?.city ?? null;
    },
    async findSiteDefault(locale) {
      const [row] = await findSiteDefault.execute({ locale });
      return row?.city ?? null;
    },
  };
}
