// Which city a home page shows and where a city's home page lives: `/` for the default city (Moscow),
// `/city/{slug}` for the others (SPEC.md section 2). Locale prefixes are added by the i18n navigation helpers.

// The same value as DEFAULT_CITY_SLUG in packages/contracts (a test holds them equal). Spelled out rather than
// imported because this module reaches the browser, and the contracts module would bring zod along with it.
export const DEFAULT_CITY_SLUG = 'moscow';

type CityLike = { slug: string };

export function cityHref(slug: string): string {
  return slug === DEFAULT_CITY_SLUG ? '/' : `/city/${encodeURIComponent(slug)}`;
}

/** The city of the site root: Moscow when the list has it, else the first city (SPEC.md section 4). */
export function pickDefaultCity<T extends CityLike>(cities: readonly T[]): T | undefined {
  return cities.find((city) => city.slug === DEFAULT_CITY_SLUG) ?? cities[0];
}

export function findCity<T extends CityLike>(cities: readonly T[], slug: string): T | undefined {
  return cities.find((city) => city.slug === slug);
}
