import { describe, expect, it } from 'vitest';
import { dateParam, filtersToApiQuery, filtersToSearch, parseEventsFilters } from './events-filters';

describe('parseEventsFilters', () => {
  it('reads every filter from the URL', () => {
    const filters = parseEventsFilters({
      city: 'kazan',
      genres: 'opera',
      tags: 'premiere',
      theater: 'bolshoi',
      weekends: 'true',
      date_from: '2026-12-01',
      date_to: '2026-12-10',
      ordering: '-rating',
      page: '3',
    });
    expect(filters).toEqual({
      city: 'kazan',
      date: undefined,
      dateFrom: '2026-12-01',
      dateTo: '2026-12-10',
      genre: 'opera',
      tag: 'premiere',
      theater: 'bolshoi',
      weekends: true,
      ordering: '-rating',
      page: 3,
    });
  });

  it('falls back to Moscow, the closest first, page 1, and drops hostile or malformed values', () => {
    const filters = parseEventsFilters({
      city: "moscow'; drop table events; --",
      genres: 'x'.repeat(10_000),
      tags: ['<script>', 'drama'],
      weekends: 'yes',
      date_from: '2026-02-30',
      date_to: '31.12.2026',
      ordering: 'id; delete',
      page: '-1',
    });
    expect(filters).toEqual({
      city: 'moscow',
      date: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      genre: undefined,
      tag: undefined,
      theater: undefined,
      weekends: false,
      ordering: 'closest',
      page: 1,
    });
  });

  it('swaps a reversed date range', () => {
    const filters = parseEventsFilters({ date_from: '2026-12-10', date_to: '2026-12-01' });
    expect([filters.dateFrom, filters.dateTo]).toEqual(['2026-12-01', '2026-12-10']);
  });
});

describe('dateParam', () => {
  it('accepts real dates only', () => {
    expect(dateParam('2028-02-29')).toBe('2028-02-29');
    expect(dateParam('2027-02-29')).toBeUndefined();
    expect(dateParam('2026-13-01')).toBeUndefined();
  });
});

describe('filtersToApiQuery', () => {
  it('asks the API for a page of 12 with a calendar day as a one-day range', () => {
    const query = filtersToApiQuery(parseEventsFilters({ date: '2026-12-05', genres: 'opera', page: '2' }));
    expect(query).toMatchObject({
      city: 'moscow',
      date_from: '2026-12-05',
      date_to: '2026-12-05',
      genres: 'opera',
      ordering: 'closest',
      limit: '12',
      offset: '12',
    });
  });

  it('asks for every city with the "all cities" choice', () => {
    expect(filtersToApiQuery(parseEventsFilters({ city: 'all' })).city).toBeUndefined();
  });
});

describe('filtersToSearch', () => {
  it('writes back only what differs from the defaults, and always the city', () => {
    expect(filtersToSearch(parseEventsFilters({}))).toEqual({
      city: 'moscow',
      date: undefined,
      date_from: undefined,
      date_to: undefined,
      genres: undefined,
      tags: undefined,
      theater: undefined,
      weekends: undefined,
      ordering: undefined,
      page: undefined,
    });
    expect(
      filtersToSearch(parseEventsFilters({ city: 'kazan', weekends: 'true', ordering: 'price' })),
    ).toMatchObject({
      city: 'kazan',
      weekends: 'true',
      ordering: 'price',
    });
  });
});
