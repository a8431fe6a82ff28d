// Which city a home page shows and where a city's home page lives: `/` for the default city (Moscow),
// `/city/{slug}` for the others (SPEC.md section 2). Locale prefixes are added by the i18n navigation helpers.

import { cityHomePath, DEFAULT_CITY_SLUG } from '@/lib/chosen-city';

export { DEFAULT_CITY_SLUG };

type CityLike = { slug: string };

export const cityHref = cityHomePath;

/** The city of the site root: Moscow when the list has it, else the first city (SPEC.md section 4). */
export function pickDefaultCity<T extends CityLike>(cities: readonly T[]): T | undefined {
  return cities.find((city) => city.slug === DEFAULT_CITY_SLUG) ?? cities[0];
}

export function findCity<T extends CityLike>(cities: readonly T[], slug: string): T | undefined {
  return cities.find((city) => city.slug === slug);
}

/**
 * The city a listing shows for the slug it was sent (the address's or the city cookie's, city-scope.ts): that city,
 * or the default one when the slug is not a city of the list (a city since closed, a forged cookie).
 */
export function listingCity<T extends CityLike>(cities: readonly T[], slug: string): T | undefined {
  return findCity(cities, slug) ?? pickDefaultCity(cities);
}

/** The staff's pages (a path without its locale): `/manage…`, `/box-office…`; the city question stays off them. */
export function isWorkPage(pathname: string): boolean {
  return /^\/(manage|box-office)(\/|$)/.test(pathname);
}
