import { DEFAULT_CITY_SLUG as CONTRACT_DEFAULT_CITY } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import {
  cityHref,
  DEFAULT_CITY_SLUG,
  findCity,
  isWorkPage,
  listingCity,
  pickDefaultCity,
} from './city-routes';

it('has the default city of the contracts', () => {
  expect(DEFAULT_CITY_SLUG).toBe(CONTRACT_DEFAULT_CITY);
});

const kazan = { slug: 'kazan' };
const moscow = { slug: 'moscow' };
const sochi = { slug: 'sochi' };

describe('cityHref', () => {
  it('puts the default city at the site root and the others under /city', () => {
    expect(cityHref('moscow')).toBe('/');
    expect(cityHref('kazan')).toBe('/city/kazan');
  });

  it('escapes a slug that is not URL-safe', () => {
    expect(cityHref('nizhny novgorod')).toBe('/city/nizhny%20novgorod');
  });
});

describe('pickDefaultCity', () => {
  it('prefers Moscow wherever it is in the list', () => {
    expect(pickDefaultCity([kazan, moscow, sochi])).toBe(moscow);
  });

  it('falls back to the first city when Moscow is missing, and to nothing for an empty list', () => {
    expect(pickDefaultCity([sochi, kazan])).toBe(sochi);
    expect(pickDefaultCity([])).toBeUndefined();
  });
});

describe('findCity', () => {
  it('finds by exact slug only', () => {
    expect(findCity([kazan, sochi], 'sochi')).toBe(sochi);
    expect(findCity([kazan, sochi], 'Sochi')).toBeUndefined();
  });
});

describe('listingCity', () => {
  it('shows the city asked for, and the default city for one that is not in the list', () => {
    expect(listingCity([moscow, kazan], 'kazan')).toBe(kazan);
    expect(listingCity([kazan, moscow], 'atlantis')).toBe(moscow);
    expect(listingCity([], 'kazan')).toBeUndefined();
  });
});

describe('isWorkPage', () => {
  it('tells the staff’s pages from the visitor’s', () => {
    for (const path of ['/manage', '/manage/sessions', '/box-office', '/box-office/orders/7']) {
      expect(isWorkPage(path), path).toBe(true);
    }
    for (const path of ['/', '/events', '/managers', '/box-officer', '/perfomances/manage']) {
      expect(isWorkPage(path), path).toBe(false);
    }
  });
});
