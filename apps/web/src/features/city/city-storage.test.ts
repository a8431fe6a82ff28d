import { describe, expect, it } from 'vitest';
import {
  CITY_STORAGE_KEYS,
  isCityConfirmed,
  markCityConfirmed,
  restoreCity,
  storeCity,
} from './city-storage';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const moscow = { slug: 'moscow', city_name: 'Москва', city_name_case: 'Москве' };
const kazan = { slug: 'kazan', city_name: 'Казань', city_name_case: 'Казани' };
const cities = [moscow, kazan];

describe('city storage', () => {
  it('uses the storage keys of the specification', () => {
    const storage = memoryStorage();
    storeCity(storage, kazan);
    markCityConfirmed(storage);
    expect(Object.fromEntries(storage.map)).toEqual({
      'my-city-slug': 'kazan',
      'my-name-slug': 'Казань',
      'my-name-case-slug': 'Казани',
      'confirm-city': 'true',
    });
    expect(isCityConfirmed(storage)).toBe(true);
  });

  it('restores a confirmed city', () => {
    const storage = memoryStorage({
      [CITY_STORAGE_KEYS.confirmed]: 'true',
      [CITY_STORAGE_KEYS.slug]: 'kazan',
    });
    expect(restoreCity(storage, cities)).toBe(kazan);
  });

  it('ignores a stored city that was never confirmed', () => {
    const storage = memoryStorage({ [CITY_STORAGE_KEYS.slug]: 'kazan' });
    expect(isCityConfirmed(storage)).toBe(false);
    expect(restoreCity(storage, cities)).toBe(moscow);
  });

  it('falls back to the first city when the stored one is gone from the list', () => {
    const storage = memoryStorage({
      [CITY_STORAGE_KEYS.confirmed]: 'true',
      [CITY_STORAGE_KEYS.slug]: 'atlantis',
    });
    expect(restoreCity(storage, cities)).toBe(moscow);
    expect(restoreCity(storage, [])).toBeUndefined();
  });
});
