// Listings in the chosen city, server-rendered and still cached (docs/performance.md, "Pages in the chosen city"):
// the proxy reads the `city` cookie (lib/chosen-city.ts) and sends a listing address without a city of its own to
// that city's version of the page. Cached pages (venues, collections) take the city as a path segment, since Next
// caches pages by path; pages rendered per request (artists, search, a collection's page) take it as the `city`
// parameter. An address
// that names its city (`?city=`) keeps it, so a shared link shows everyone the same listing.
import { routing } from '@/i18n/routing';
import { DEFAULT_CITY_SLUG, parseCitySlug } from '@/lib/chosen-city';

/** The hidden path segment of a cached listing's per-city page: `/{locale}/collections/city/{slug}`. */
const CITY_SEGMENT = 'city';

const prefixed = routing.locales.filter((locale) => locale !== routing.defaultLocale).join('|');
const listing = (paths: readonly string[]) => new RegExp(`^(?:/(${prefixed}))?/(${paths.join('|')})/?$`);

// Kept as paths rather than routes.* so the proxy's table of what it rewrites reads in one place.
const CACHED_LISTINGS = listing(['theaters-and-organizators', 'collections']);
const PER_REQUEST_LISTINGS = listing(['artists', 'search', 'collections/[^/]+']);

/** Where the proxy sends a listing address in `city` (the cookie's, else the default), or null for other paths. */
export function cityListingTarget(url: URL, city: string | undefined): URL | null {
  const slug = city ?? DEFAULT_CITY_SLUG;
  const cached = CACHED_LISTINGS.exec(url.pathname);
  if (cached) {
    const locale = cached[1] ?? routing.defaultLocale;
    const named = parseCitySlug(url.searchParams.get('city')) ?? slug;
    // Only the city makes these pages differ: the rest of the query is not part of the cached page.
    return new URL(`/${locale}/${cached[2]}/${CITY_SEGMENT}/${encodeURIComponent(named)}`, url);
  }
  const perRequest = PER_REQUEST_LISTINGS.exec(url.pathname);
  if (perRequest) {
    const locale = perRequest[1] ?? routing.defaultLocale;
    const target = new URL(`/${locale}/${perRequest[2]}${url.search}`, url);
    if (!target.searchParams.has('city')) target.searchParams.set('city', slug);
    return target;
  }
  return null;
}
