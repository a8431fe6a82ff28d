import { describe, expect, it } from 'vitest';
import { cityListingTarget } from './city-scope';

const target = (address: string, city?: string) => {
  const url = cityListingTarget(new URL(address, 'http://site.test'), city);
  return url ? `${url.pathname}${url.search}` : null;
};

describe('cityListingTarget', () => {
  it("sends the cached listings to their chosen city's page, in every language", () => {
    expect(target('/theaters-and-organizators', 'kazan')).toBe('/ru/theaters-and-organizators/city/kazan');
    expect(target('/en/collections/', 'kazan')).toBe('/en/collections/city/kazan');
    expect(target('/de/collections')).toBe('/de/collections/city/moscow');
  });

  it('keeps the city an address names, and leaves the rest of the query out of the cached page', () => {
    expect(target('/collections?city=spb&utm_source=x', 'kazan')).toBe('/ru/collections/city/spb');
    expect(target("/collections?city=x'%20or%201=1", 'kazan')).toBe('/ru/collections/city/kazan');
  });

  it('gives the pages rendered per request the city as a parameter, unless the address has one', () => {
    expect(target('/artists?page=2', 'kazan')).toBe('/ru/artists?page=2&city=kazan');
    expect(target('/fr/search?q=hamlet')).toBe('/fr/search?q=hamlet&city=moscow');
    expect(target('/search?q=x&city=spb', 'kazan')).toBe('/ru/search?q=x&city=spb');
    expect(target('/en/collections/classics?page=2', 'kazan')).toBe(
      '/en/collections/classics?page=2&city=kazan',
    );
  });

  it('leaves every other path alone', () => {
    expect(target('/collections/city/kazan', 'kazan')).toBeNull();
    expect(target('/artists/ivan-petrov', 'kazan')).toBeNull();
    expect(target('/ru/artists', 'kazan')).toBeNull();
    expect(target('/events', 'kazan')).toBeNull();
    expect(target('/', 'kazan')).toBeNull();
  });
});
