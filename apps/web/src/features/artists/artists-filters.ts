// The /artists listing's state in the URL: the city (the visitor's chosen one, put there by the proxy when the address
// has none; `all` for every city), a name search, a first letter of the index, and the page. Whatever is typed there
// is checked here, so the API only ever gets a slug, a bounded text and one letter.
import { ARTIST_SEARCH_MAX_LENGTH } from '@afisha/contracts';
import { ALL_CITIES, DEFAULT_CITY_SLUG, parseCitySlug } from '@/lib/chosen-city';
import { firstParam, PAGE_SIZE, pageOffset, parsePage, type SearchParamsRecord } from '@/lib/pagination';

export type ArtistsFilters = { city: string; name: string; letter?: string; page: number };

// The index's letters, by the alphabet of the names the page shows: Cyrillic names in Russian, Latin in the others
// (ё sorts with е, and no name starts with ъ, ы or ь).
const CYRILLIC_INDEX = [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ'];
const LATIN_INDEX = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

export function indexLetters(locale: string): readonly string[] {
  return locale === 'ru' ? CYRILLIC_INDEX : LATIN_INDEX;
}

export function parseArtistsFilters(params: SearchParamsRecord): ArtistsFilters {
  const letter = firstParam(params.letter)?.trim().toUpperCase();
  return {
    city: parseCitySlug(firstParam(params.city)) ?? DEFAULT_CITY_SLUG,
    name: (firstParam(params.q) ?? '').trim().slice(0, ARTIST_SEARCH_MAX_LENGTH),
    letter: letter && /^\p{L}$/u.test(letter) ? letter : undefined,
    page: parsePage(params.page),
  };
}

/** The page's own links (letters, pages): the city always spelled out, so a link never changes the listing's city. */
export function artistsSearch(filters: ArtistsFilters): Record<string, string | undefined> {
  return {
    city: filters.city,
    q: filters.name || undefined,
    letter: filters.letter,
    page: filters.page > 1 ? String(filters.page) : undefined,
  };
}

/** GET /artists: a name search wins over a letter (the form clears the letter; a hand-made address may have both). */
export function artistsApiQuery(filters: ArtistsFilters): Record<string, string | undefined> {
  return {
    city: filters.city === ALL_CITIES ? undefined : filters.city,
    search: filters.name || undefined,
    letter: filters.name ? undefined : filters.letter,
    limit: String(PAGE_SIZE),
    offset: String(pageOffset(filters.page)),
  };
}
