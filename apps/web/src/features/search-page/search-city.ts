// The city /search looks in: the `city` of the address when it names a known city (the header's search box adds
// the visitor's choice, which lives in the browser), else the default city. Anything else falls back too, so a
// forged or stale slug never reaches the API.
import { DEFAULT_CITY_SLUG } from '@afisha/contracts';
import { firstParam } from '@/lib/pagination';

export type SearchCity = { slug: string; city_name: string; city_name_case: string };

export function searchCity(
  value: string | string[] | undefined,
  cities: readonly SearchCity[],
): SearchCity | undefined {
  const slug = firstParam(value);
  return (
    cities.find((city) => city.slug === slug) ??
    cities.find((city) => city.slug === DEFAULT_CITY_SLUG) ??
    cities[0]
  );
}
