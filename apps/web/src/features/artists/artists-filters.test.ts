import { describe, expect, it } from 'vitest';
import { artistsApiQuery, artistsSearch, indexLetters, parseArtistsFilters } from './artists-filters';

describe('parseArtistsFilters', () => {
  it('reads the city, the name, one letter and the page', () => {
    expect(parseArtistsFilters({ city: 'kazan', q: ' Пет ', letter: 'п', page: '2' })).toEqual({
      city: 'kazan',
      name: 'Пет',
      letter: 'П',
      page: 2,
    });
  });

  it('falls back to the default city and drops what is not a slug or a letter', () => {
    expect(parseArtistsFilters({ city: "x' or 1=1", letter: 'ab', q: 'я'.repeat(500) })).toEqual({
      city: 'moscow',
      name: 'я'.repeat(100),
      letter: undefined,
      page: 1,
    });
    expect(parseArtistsFilters({ letter: '%' }).letter).toBeUndefined();
  });
});

describe('artistsApiQuery', () => {
  it("asks for the city's artists, a name search winning over a letter", () => {
    expect(artistsApiQuery(parseArtistsFilters({ city: 'kazan', letter: 'А', page: '3' }))).toEqual({
      city: 'kazan',
      search: undefined,
      letter: 'А',
      limit: '12',
      offset: '24',
    });
    expect(artistsApiQuery(parseArtistsFilters({ city: 'all', q: 'ив', letter: 'А' }))).toMatchObject({
      city: undefined,
      search: 'ив',
      letter: undefined,
    });
  });
});

describe('artistsSearch', () => {
  it('keeps the city in every link, even the default one', () => {
    expect(artistsSearch(parseArtistsFilters({}))).toEqual({
      city: 'moscow',
      q: undefined,
      letter: undefined,
      page: undefined,
    });
  });
});

it('indexes Russian names by the Cyrillic alphabet and the others by the Latin one', () => {
  expect(indexLetters('ru')).toContain('Ж');
  expect(indexLetters('ru')).not.toContain('Ь');
  expect(indexLetters('de')).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
});
