/** The API refuses longer search text (SEARCH_TEXT_MAX in packages/contracts; a test holds them equal). */
export const SEARCH_TEXT_MAX_LENGTH = 1000;

// Where the quick results lead (SPEC.md section 2). Kept apart from the fetching code: the box itself needs these
// in the first load, the fetching code comes later.
/** The page of a venue depends on its type (SPEC.md section 2). */
export function venueHref(venue: { slug: string; type: 'THEATER' | 'ORGANIZATOR' }): string {
  const section = venue.type === 'ORGANIZATOR' ? 'organizators' : 'theaters';
  return `/${section}/${encodeURIComponent(venue.slug)}`;
}

export function performanceHref(performance: { slug: string }): string {
  return `/perfomances/${encodeURIComponent(performance.slug)}`;
}

/** The full results page, in the visitor's chosen city (the page itself cannot read the browser's city choice). */
export function searchPageHref(text: string, citySlug?: string | null): string {
  const city = citySlug ? `&city=${encodeURIComponent(citySlug)}` : '';
  return `/search?q=${encodeURIComponent(text.trim())}${city}`;
}
