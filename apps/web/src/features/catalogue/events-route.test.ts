import { describe, expect, it } from 'vitest';
import { parseEventsFilters } from './events-filters';
import { canonicalFiltersKey, eventsListingTarget, filtersFromKey } from './events-route';

const target = (address: string) =>
  eventsListingTarget(new URL(address, 'http://site.test'))?.pathname ?? null;

describe('eventsListingTarget', () => {
  it('sends every language form of /events to its cached listing, filters in one canonical order', () => {
    expect(target('/events')).toBe('/ru/events/list/all');
    expect(target('/en/events/')).toBe('/en/events/list/all');
    expect(target('/de/events?weekends=true&genres=opera')).toBe(
      `/de/events/list/${encodeURIComponent('genres=opera&weekends=true')}`,
    );
    expect(target('/events?genres=opera&weekends=true')).toBe(target('/events?weekends=true&genres=opera'));
  });

  it('drops unknown, hostile and default parameters, so they share one cached page', () => {
    expect(target('/events?utm_source=x&ordering=closest&city=moscow&page=1&genres=%27%3B--')).toBe(
      '/ru/events/list/all',
    );
    expect(target('/events?page=2&page=9')).toBe(`/ru/events/list/${encodeURIComponent('page=2')}`);
  });

  it("lists the visitor's chosen city when the address names none, and the address's city when it does", () => {
    const chosen = (address: string, city: string) =>
      eventsListingTarget(new URL(address, 'http://site.test'), city)?.pathname ?? null;
    expect(chosen('/events', 'kazan')).toBe(`/ru/events/list/${encodeURIComponent('city=kazan')}`);
    expect(chosen('/en/events?genres=opera', 'kazan')).toBe(
      `/en/events/list/${encodeURIComponent('city=kazan&genres=opera')}`,
    );
    // Moscow named outright, or chosen, is the same cached page as the address without a city.
    expect(chosen('/events?city=moscow', 'kazan')).toBe('/ru/events/list/all');
    expect(chosen('/events', 'moscow')).toBe('/ru/events/list/all');
    expect(chosen('/events?city=all', 'kazan')).toBe(`/ru/events/list/${encodeURIComponent('city=all')}`);
  });

  it('leaves every other path alone, the seat maps of /events/{id} included', () => {
    expect(target('/events/42')).toBeNull();
    expect(target('/ru/events')).toBeNull();
    expect(target('/xx/events')).toBeNull();
    expect(target('/eventsx')).toBeNull();
    expect(target('/perfomances/hamlet')).toBeNull();
  });
});

describe('filtersFromKey', () => {
  it('reads back the filters of a key, encoded or not', () => {
    const filters = parseEventsFilters({ city: 'kazan', genres: 'opera', date: '2026-12-05', page: '3' });
    const key = canonicalFiltersKey(filters);
    expect(filtersFromKey(key)).toEqual(filters);
    expect(filtersFromKey(encodeURIComponent(key))).toEqual(filters);
    expect(filtersFromKey('all')).toEqual(parseEventsFilters({}));
    expect(filtersFromKey('%E0%A4%A')).toEqual(parseEventsFilters({}));
  });
});
