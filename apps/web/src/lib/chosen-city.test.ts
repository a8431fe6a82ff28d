import { DEFAULT_CITY_SLUG as CONTRACT_DEFAULT_CITY } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import {
  chosenCityCookie,
  cityHomePath,
  cityInCookies,
  DEFAULT_CITY_SLUG,
  parseCitySlug,
} from './chosen-city';

it('has the default city of the contracts', () => {
  expect(DEFAULT_CITY_SLUG).toBe(CONTRACT_DEFAULT_CITY);
});

describe('the city cookie', () => {
  it('is written for the whole site for a year, secure on https', () => {
    expect(chosenCityCookie('kazan', false)).toBe('city=kazan; path=/; max-age=31536000; samesite=lax');
    expect(chosenCityCookie('kazan', true)).toMatch(/; secure$/);
  });

  it('is read back from a Cookie header among others; a forged value counts as none', () => {
    expect(cityInCookies('sessionid=abc; city=kazan; csrftoken=x')).toBe('kazan');
    expect(cityInCookies('cityx=spb; city=spb')).toBe('spb');
    expect(cityInCookies('city=%27%3B%20drop')).toBeUndefined();
    expect(cityInCookies('city=%E0%A4%A')).toBeUndefined();
    expect(cityInCookies('')).toBeUndefined();
  });

  it('takes only slugs', () => {
    expect(parseCitySlug('nizhny-novgorod')).toBe('nizhny-novgorod');
    expect(parseCitySlug('Kazan')).toBeUndefined();
    expect(parseCitySlug(null)).toBeUndefined();
  });
});

it("puts the default city's home at the site root and the others under /city", () => {
  expect(cityHomePath('moscow')).toBe('/');
  expect(cityHomePath('kazan')).toBe('/city/kazan');
});
