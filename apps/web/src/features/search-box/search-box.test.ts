import { SEARCH_TEXT_MAX } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './active-option';
import { performanceHref, SEARCH_TEXT_MAX_LENGTH, searchPageHref, venueHref } from './search-links';
import { searchOptions } from './search-options';

it('never lets the box hold more text than the API accepts', () => {
  expect(SEARCH_TEXT_MAX_LENGTH).toBe(SEARCH_TEXT_MAX);
});

describe('quick search links', () => {
  it('opens theatres and organisers under their own sections', () => {
    expect(venueHref({ slug: 'bolshoi', type: 'THEATER' })).toBe('/theaters/bolshoi');
    expect(venueHref({ slug: 'jazz-fest', type: 'ORGANIZATOR' })).toBe('/organizators/jazz-fest');
  });

  it('opens performances under the route spelled /perfomances', () => {
    expect(performanceHref({ slug: 'gamlet' })).toBe('/perfomances/gamlet');
  });

  it('escapes what the visitor typed into the results page address', () => {
    expect(searchPageHref('  Гамлет & co ')).toBe(
      '/search?q=%D0%93%D0%B0%D0%BC%D0%BB%D0%B5%D1%82%20%26%20co',
    );
  });

  it('carries the chosen city to the results page, which cannot read it from the browser', () => {
    expect(searchPageHref('гамлет', 'spb')).toBe('/search?q=%D0%B3%D0%B0%D0%BC%D0%BB%D0%B5%D1%82&city=spb');
    expect(searchPageHref('hello', '')).toBe('/search?q=hello');
  });
});

describe('nextActiveIndex', () => {
  it('walks down from the field through every option and back to the field', () => {
    const walk = [-1];
    for (let i = 0; i < 4; i++) walk.push(nextActiveIndex(walk.at(-1) as number, 3, 1));
    expect(walk).toEqual([-1, 0, 1, 2, -1]);
  });

  it('walks up from the field to the last option', () => {
    expect(nextActiveIndex(-1, 3, -1)).toBe(2);
    expect(nextActiveIndex(0, 3, -1)).toBe(-1);
  });

  it('stays on the field when there is nothing to choose', () => {
    expect(nextActiveIndex(-1, 0, 1)).toBe(-1);
  });
});

describe('searchOptions', () => {
  const results = {
    performances: [{ id: 1, slug: 'gamlet', title: 'Гамлет' }],
    venues: [{ id: 7, slug: 'jazz', type: 'ORGANIZATOR' as const, name: 'Джаз' }],
    elsewhere: 0,
  };

  it('lists performances, then venues, then "show all results"', () => {
    expect(searchOptions(results, 'гам', 's', 'ALL').map((option) => [option.group, option.href])).toEqual([
      ['performances', '/perfomances/gamlet'],
      ['venues', '/organizators/jazz'],
      ['all', '/search?q=%D0%B3%D0%B0%D0%BC'],
    ]);
    expect(searchOptions(results, 'гам', 's', 'ALL', 'spb').at(-1)?.href).toBe(
      '/search?q=%D0%B3%D0%B0%D0%BC&city=spb',
    );
  });

  it('offers no "show all" when nothing was found, and nothing before the answer', () => {
    expect(searchOptions({ performances: [], venues: [], elsewhere: 0 }, 'zzz', 's', 'ALL')).toEqual([]);
    expect(searchOptions(undefined, 'zzz', 's', 'ALL')).toEqual([]);
  });

  it('says when the chosen city has nothing but other cities have, and opens the results page', () => {
    const label = (count: number) => `elsewhere ${count}`;
    const nothingHere = { performances: [], venues: [], elsewhere: 3 };
    expect(searchOptions(nothingHere, 'гамлет', 's', 'ALL', 'moscow', label)).toEqual([
      {
        id: 's-elsewhere',
        group: 'elsewhere',
        label: 'elsewhere 3',
        href: '/search?q=%D0%B3%D0%B0%D0%BC%D0%BB%D0%B5%D1%82&city=moscow',
      },
    ]);
    // Found in the city: the other cities are not offered.
    expect(
      searchOptions({ ...results, elsewhere: 3 }, 'гам', 's', 'ALL', 'moscow', label).at(-1)?.group,
    ).toBe('all');
  });
});
