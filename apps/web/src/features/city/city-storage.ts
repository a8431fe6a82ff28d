// The chosen city in browser storage (SPEC.md sections 4 and 9): slug, name and name-in-case under their keys, and
// the confirmation flag. Works on any Storage, so it is tested without a browser.

export const CITY_STORAGE_KEYS = {
  confirmed: 'confirm-city',
  slug: 'my-city-slug',
  name: 'my-name-slug',
  nameCase: 'my-name-case-slug',
} as const;

export type StoredCity = { slug: string; city_name: string; city_name_case: string };
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isCityConfirmed(storage: KeyValueStorage): boolean {
  return storage.getItem(CITY_STORAGE_KEYS.confirmed) === 'true';
}

export function markCityConfirmed(storage: KeyValueStorage): void {
  storage.setItem(CITY_STORAGE_KEYS.confirmed, 'true');
}

export function storeCity(storage: KeyValueStorage, city: StoredCity): void {
  storage.setItem(CITY_STORAGE_KEYS.slug, city.slug);
  storage.setItem(CITY_STORAGE_KEYS.name, city.city_name);
  storage.setItem(CITY_STORAGE_KEYS.nameCase, city.city_name_case);
}

/**
 * The city to start with: the stored one when the visitor confirmed it and it is still in the list, else the first
 * city of the list (SPEC.md section 4). Names come from the list, so they are in the page's language.
 */
export function restoreCity<T extends { slug: string }>(
  storage: KeyValueStorage,
  cities: readonly T[],
): T | undefined {
  if (isCityConfirmed(storage)) {
    const slug = storage.getItem(CITY_STORAGE_KEYS.slug);
    const stored = cities.find((city) => city.slug === slug);
    if (stored) return stored;
  }
  return cities[0];
}
