import { describe, expect, it } from 'vitest';
import { searchCity } from './search-city';

const cities = [
  { slug: 'moscow', city_name: 'Москва', city_name_case: 'Москве' },
  { slug: 'spb', city_name: 'Санкт-Петербург', city_name_case: 'Санкт-Петербурге' },
];

describe('searchCity', () => {
  it('takes the city named in the address', () => {
    expect(searchCity('spb', cities)?.slug).toBe('spb');
    expect(searchCity(['spb', 'moscow'], cities)?.slug).toBe('spb');
  });

  it('falls back to the default city for a missing, unknown or hostile slug', () => {
    for (const value of [undefined, '', 'atlantis', "spb' OR 1=1", 'x'.repeat(5000)]) {
      expect(searchCity(value, cities)?.slug).toBe('moscow');
    }
  });

  it('has no city when the list is empty (the API is down)', () => {
    expect(searchCity('spb', [])).toBeUndefined();
  });
});
